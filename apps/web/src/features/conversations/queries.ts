import type { ChatPage } from "@consola/shared";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { chatKeys } from "../../data/chats/chat-keys";
import { chatsApi } from "../../data/chats/chats-api";

/** Rows asked for at a time; the list is virtualised, so thousands of chats stay fast either way. */
export const CHAT_PAGE_SIZE = 100;

export type ChatListFilter = { search: string; unreadOnly: boolean };

/** The filter /home opens with: no search, every chat. */
export const OPENING_FILTER: ChatListFilter = { search: "", unreadOnly: false };

/** What my chats are keyed and asked by: the search trimmed. */
const keyOf = (filter: ChatListFilter): ChatListFilter => ({
  search: filter.search.trim(),
  unreadOnly: filter.unreadOnly,
});

/** One page of my chats under a filter, after the cursor of the last row loaded ("" for the first page). */
function fetchMyChats(filter: ChatListFilter, after: string, signal: AbortSignal) {
  const { search, unreadOnly } = keyOf(filter);
  return chatsApi.myChats(
    { ...(search ? { search } : {}), unreadOnly, take: CHAT_PAGE_SIZE, ...(after ? { after } : {}) },
    signal,
  );
}

/** My active chats under a filter, a page at a time; useMyChats reads it, prefetchMyChats fills it early. */
function myChats(filter: ChatListFilter) {
  return infiniteQueryOptions({
    queryKey: chatKeys.myChatList(keyOf(filter)),
    queryFn: ({ pageParam, signal }) => fetchMyChats(filter, pageParam, signal),
    initialPageParam: "",
    // Each page starts after the last chat of the one before (keyset): chats moving to the top as messages
    // arrive neither repeat nor skip a row, and no page makes the server count the ones before it.
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * My chats under the filter /home opens with, whose fetch waits for `early` (the first page, asked for
 * already by requestFirstChatsPage): a page that mounts before it lands shares it instead of asking again.
 * When it came back empty-handed, the page is asked for through the API client.
 */
function openingChats(early: Promise<ChatPage | null>) {
  return infiniteQueryOptions({
    ...myChats(OPENING_FILTER),
    queryFn: async ({ pageParam, signal }) =>
      (await early) ?? fetchMyChats(OPENING_FILTER, pageParam, signal),
  });
}

export const conversationQueries = {
  myChats,
  openingChats,
  /** The chat that ?ci points at when it is not a row of my list: the contact's chat of its newest message. */
  latestOfContact: (contactId: number | null) =>
    queryOptions({
      queryKey: chatKeys.latestOfContact(contactId),
      queryFn: async ({ signal }) => {
        const page = await chatsApi.messages({ contactId: contactId ?? 0 }, signal);
        const newest = page.items.at(-1);
        return newest ? chatsApi.summary(newest.conversationId, signal) : null;
      },
      retry: false,
    }),
  /** The contact's record with its additional fields and opt-in state (GET /api/admin/Detail). */
  contactDetail: (contactId: number) =>
    queryOptions({
      queryKey: chatKeys.contactDetail(contactId),
      queryFn: ({ signal }) => chatsApi.contactDetail(contactId, signal),
    }),
  /** The approved templates (GetTemplateList); they change rarely. */
  templates: () =>
    queryOptions({
      queryKey: chatKeys.templates,
      queryFn: () => chatsApi.templates(),
      staleTime: 5 * 60_000,
    }),
};
