import { useInfiniteQuery } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";
import { chatsApi, type MessageTarget } from "./chats-api";
import { flattenMessages } from "./message-cache";

/** A chat's history, newest page first; older pages come with beforeId = the oldest loaded message. */
export function useMessages(target: MessageTarget) {
  const enabled = target.conversationId !== undefined || target.contactId !== undefined;
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(target),
    queryFn: ({ pageParam, signal }) =>
      chatsApi.messages({ ...target, ...(pageParam ? { beforeId: pageParam } : {}) }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore ? (last.items[0]?.id ?? null) : null),
    enabled,
    // Live through the hub: a refetch on focus would only repeat what the cache already has.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  return { ...query, messages: flattenMessages(query.data) };
}
