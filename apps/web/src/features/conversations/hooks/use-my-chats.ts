import { useInfiniteQuery } from "@tanstack/react-query";
import { allChats } from "../../../data/chats/my-chats-cache";
import { type ChatListFilter, conversationQueries } from "../queries";

/** My active chats, newest activity first (ListContactCurrentFind), a page at a time as the list scrolls. */
export function useMyChats(filter: ChatListFilter) {
  const query = useInfiniteQuery(conversationQueries.myChats(filter));
  return { ...query, chats: allChats(query.data), total: query.data?.pages[0]?.total ?? 0 };
}
