import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { fetchBusiness, fetchBusinessHistory, platformBusinessKeys } from "../api/platform-businesses-api";

/** The business an edit drawer starts from, read afresh each time the drawer opens. */
export function useBusinessDetail(id: number) {
  return useQuery({
    queryKey: platformBusinessKeys.detail(id),
    queryFn: ({ signal }) => fetchBusiness(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/** A business's history, newest first, a page at a time. */
export function useBusinessHistory(id: number | null) {
  return useInfiniteQuery({
    queryKey: platformBusinessKeys.history(id ?? 0),
    queryFn: ({ pageParam, signal }) => fetchBusinessHistory({ id: id ?? 0, after: pageParam }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    enabled: id !== null,
  });
}
