import type { SearchSection } from "@consola/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { SearchHits } from "../api/search-api";
import { searchQueries } from "../queries";

/** One section of the results, newest first; fetchNextPage is its "ver más". */
export function useSearchSection<S extends SearchSection>(query: string, section: S) {
  const result = useInfiniteQuery({
    ...searchQueries.section(query, section),
    enabled: query.length > 0,
  });
  const items: SearchHits[S][] = result.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...result, items };
}
