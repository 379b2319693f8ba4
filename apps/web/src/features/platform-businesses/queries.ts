import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { fetchBusiness, fetchBusinessHistory, platformBusinessKeys } from "./api/platform-businesses-api";

export const platformBusinessQueries = {
  /** The business an edit drawer starts from: read afresh each time and not kept once the drawer closes. */
  detail: (id: number) =>
    queryOptions({
      queryKey: platformBusinessKeys.detail(id),
      queryFn: ({ signal }) => fetchBusiness(id, signal),
      staleTime: 0,
      gcTime: 0,
    }),
  /** A business's history, newest first, a page at a time. */
  history: (id: number) =>
    infiniteQueryOptions({
      queryKey: platformBusinessKeys.history(id),
      queryFn: ({ pageParam, signal }) => fetchBusinessHistory({ id, after: pageParam }, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.next,
    }),
};
