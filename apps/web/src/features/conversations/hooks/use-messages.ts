import { useInfiniteQuery } from "@tanstack/react-query";
import { conversationsApi, type MessageTarget } from "../api/conversations-api";
import { flattenMessages } from "../api/message-cache";
import { conversationKeys } from "../api/query-keys";

/** A chat's history, newest page first; older pages come with beforeId = the oldest loaded message. */
export function useMessages(target: MessageTarget) {
  const enabled = target.conversationId !== undefined || target.contactId !== undefined;
  const query = useInfiniteQuery({
    queryKey: conversationKeys.messages(target),
    queryFn: ({ pageParam, signal }) =>
      conversationsApi.messages({ ...target, ...(pageParam ? { beforeId: pageParam } : {}) }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore ? (last.items[0]?.id ?? null) : null),
    enabled,
    // Live through the hub: a refetch on focus would only repeat what the cache already has.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  return { ...query, messages: flattenMessages(query.data) };
}
