import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";
import {
  type ChatListKind,
  type ChatListQuery,
  fetchChatList,
  fetchChatSummary,
  fetchChatTransfers,
  fetchTransferCandidates,
} from "./chat-lists-api";
import { chatsApi, type MessageTarget } from "./chats-api";
import { fetchMedia } from "./media-api";
import { keepWhatTheCacheLearned, type MessageData } from "./message-cache";

/**
 * The queries of chats and messages that several features read, keyed by chatKeys so the hub listener
 * (chat-hub-sync.ts) updates exactly what they show. The hooks add when to ask.
 */
export const chatQueries = {
  /** One page of a chat list by kind (pending, active, bot, ended). */
  list: (kind: ChatListKind, query: ChatListQuery) =>
    queryOptions({
      queryKey: chatKeys.list(kind, query),
      queryFn: ({ signal }) => fetchChatList(kind, query, signal),
    }),
  /** One chat's summary, whichever screen shows it. */
  summary: (conversationId: number) =>
    queryOptions({
      queryKey: chatKeys.summary(conversationId),
      queryFn: ({ signal }) => fetchChatSummary(conversationId, signal),
    }),
  /** A chat's history, newest page first; older pages come with beforeId = the oldest loaded message. */
  messages: (target: MessageTarget) =>
    infiniteQueryOptions({
      queryKey: chatKeys.messages(target),
      queryFn: async ({ pageParam, signal, queryKey, client }) => {
        const page = await chatsApi.messages(
          { ...target, ...(pageParam ? { beforeId: pageParam } : {}) },
          signal,
        );
        if (pageParam) return page;
        // The newest page never undoes what the hub said while it was on its way (message-cache.ts).
        return keepWhatTheCacheLearned(client.getQueryData<MessageData>(queryKey)?.pages[0], page);
      },
      initialPageParam: null as number | null,
      getNextPageParam: (last) => (last.hasMore ? (last.items[0]?.id ?? null) : null),
      // Live through the hub: a refetch on focus would only repeat what the cache already has.
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
  /** The transfers a history shows among its messages, keyed like that history. */
  transfers: (target: MessageTarget) =>
    queryOptions({
      queryKey: chatKeys.transfers(target),
      queryFn: ({ signal }) => fetchChatTransfers(target, signal),
      // Live through the hub (a transfer's Reassign and Dessign), like the messages beside them.
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
  /** People a chat can go to (ListUser), kept fresh by availability changes. */
  candidates: () =>
    queryOptions({
      queryKey: chatKeys.candidates,
      queryFn: ({ signal }) => fetchTransferCandidates(signal),
      staleTime: 15_000,
    }),
  /** A message's file: it never changes under its key, and a few minutes unused frees it. */
  media: (key: string | null, businessId: number | null) =>
    queryOptions({
      queryKey: ["media", key, businessId],
      queryFn: () => fetchMedia(key ?? "", businessId),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 5 * 60_000,
    }),
};
