import type { BusinessListFilter } from "@consola/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { businessKeys } from "./business-keys";
import { fetchBusinessesPage } from "./businesses-api";

/** The platform's businesses by name, filtered on the server, a page at a time ("Ver más"). */
export function useBusinessList(
  query: { search: string; status: BusinessListFilter },
  options: { enabled?: boolean } = {},
) {
  const search = query.search.trim();
  return useInfiniteQuery({
    queryKey: businessKeys.list(query.status, search),
    queryFn: ({ pageParam, signal }) =>
      fetchBusinessesPage({ search, status: query.status, after: pageParam }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    enabled: options.enabled ?? true,
  });
}
