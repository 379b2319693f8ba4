import type { SearchSection } from "@consola/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { fetchSearchSection, type SearchHits, searchKeys } from "../api/search-api";

/** One section of the results, newest first; fetchNextPage is its "ver más". */
export function useSearchSection<S extends SearchSection>(query: string, section: S) {
  const result = useInfiniteQuery({
    queryKey: searchKeys.section(query, section),
    queryFn: ({ pageParam, signal }) => fetchSearchSection(query, section, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: query.length > 0,
  });
  const items: SearchHits[S][] = result.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...result, items };
}
