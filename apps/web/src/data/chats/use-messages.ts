import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";
import { chatsApi, type MessageTarget } from "./chats-api";
import { flattenMessages, keepWhatTheCacheLearned, type MessageData } from "./message-cache";

/** A chat's history, newest page first; older pages come with beforeId = the oldest loaded message. */
export function useMessages(target: MessageTarget) {
  const client = useQueryClient();
  const enabled = target.conversationId !== undefined || target.contactId !== undefined;
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(target),
    queryFn: async ({ pageParam, signal, queryKey }) => {
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
    enabled,
    // Live through the hub: a refetch on focus would only repeat what the cache already has.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  return { ...query, messages: flattenMessages(query.data) };
}
