import { useQuery } from "@tanstack/react-query";
import type { MessageTarget } from "./chats-api";
import { chatQueries } from "./queries";

/** The transfers of the history a screen shows (one chat, or a contact's), for its timeline. */
export function useChatTransfers(target: MessageTarget) {
  return useQuery({
    ...chatQueries.transfers(target),
    enabled: target.conversationId !== undefined || target.contactId !== undefined,
  });
}
