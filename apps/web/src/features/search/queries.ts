import type { SearchSection } from "@consola/shared";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { fetchSearchSection, searchKeys } from "./api/search-api";

export const searchQueries = {
  /** One section of the header search's results, page after page ("ver más"). */
  section: <S extends SearchSection>(query: string, section: S) =>
    infiniteQueryOptions({
      queryKey: searchKeys.section(query, section),
      queryFn: ({ pageParam, signal }) => fetchSearchSection(query, section, pageParam, signal),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
};
