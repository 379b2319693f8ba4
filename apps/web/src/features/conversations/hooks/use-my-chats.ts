import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { chatKeys } from "../../../data/chats/chat-keys";
import { chatsApi } from "../../../data/chats/chats-api";
import { allChats } from "../../../data/chats/my-chats-cache";

/** Rows asked for at a time; the list is virtualised, so thousands of chats stay fast either way. */
export const CHAT_PAGE_SIZE = 100;

export type ChatListFilter = { search: string; unreadOnly: boolean };

/** The query of my active chats under a filter; useMyChats reads it, prefetchMyChats fills it early. */
export function myChatsQuery(filter: ChatListFilter) {
  const key = { search: filter.search.trim(), unreadOnly: filter.unreadOnly };
  return infiniteQueryOptions({
    queryKey: chatKeys.myChatList(key),
    queryFn: ({ pageParam, signal }) =>
      chatsApi.myChats(
        {
          ...(key.search ? { search: key.search } : {}),
          unreadOnly: key.unreadOnly,
          take: CHAT_PAGE_SIZE,
          ...(pageParam ? { after: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: "",
    // Each page starts after the last chat of the one before (keyset): chats moving to the top as messages
    // arrive neither repeat nor skip a row, and no page makes the server count the ones before it.
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** My active chats, newest activity first (ListContactCurrentFind), a page at a time as the list scrolls. */
export function useMyChats(filter: ChatListFilter) {
  const query = useInfiniteQuery(myChatsQuery(filter));
  return { ...query, chats: allChats(query.data), total: query.data?.pages[0]?.total ?? 0 };
}
