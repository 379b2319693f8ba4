import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";
import { type ChatListKind, type ChatListQuery, fetchChatList } from "./chat-lists-api";

/** One page of a chat list; the previous page stays on screen while the next one loads. */
export function useChatList(kind: ChatListKind, query: ChatListQuery) {
  return useQuery({
    queryKey: chatKeys.list(kind, query),
    queryFn: ({ signal }) => fetchChatList(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}
