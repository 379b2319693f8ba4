import { useQuery } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";
import { fetchChatTransfers } from "./chat-lists-api";
import type { MessageTarget } from "./chats-api";

/** The transfers of the history a screen shows (one chat, or a contact's), for its timeline. */
export function useChatTransfers(target: MessageTarget) {
  return useQuery({
    queryKey: chatKeys.transfers(target),
    queryFn: ({ signal }) => fetchChatTransfers(target, signal),
    enabled: target.conversationId !== undefined || target.contactId !== undefined,
    // Live through the hub (a transfer's Reassign and Dessign), like the messages beside them.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
