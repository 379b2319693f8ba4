import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ChatListKind, ChatListQuery } from "./chat-lists-api";
import { chatQueries } from "./queries";

/** One page of a chat list; the previous page stays on screen while the next one loads. */
export function useChatList(kind: ChatListKind, query: ChatListQuery) {
  return useQuery({ ...chatQueries.list(kind, query), placeholderData: keepPreviousData });
}
