import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ChatListKind, type ChatListQuery, chatListKeys, fetchChatList } from "../api/chat-lists-api";
import { CHAT_PAGE_SIZE, type ListParams } from "./use-list-params";

export function toListQuery(kind: ChatListKind, params: ListParams): ChatListQuery {
  return {
    agentName: params.agentName || undefined,
    contactNumber: params.contactNumber || undefined,
    ...(kind === "ended"
      ? { closingDay: params.closingDay ?? undefined, status: params.status }
      : { closingDay: undefined, status: undefined }),
    take: CHAT_PAGE_SIZE,
    skip: (params.page - 1) * CHAT_PAGE_SIZE,
  };
}

/** One page of a chat list; the previous page stays on screen while the next one loads. */
export function useChatList(kind: ChatListKind, query: ChatListQuery) {
  return useQuery({
    queryKey: chatListKeys.list(kind, query),
    queryFn: ({ signal }) => fetchChatList(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}
