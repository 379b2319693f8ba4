import type { BusinessListFilter } from "@consola/shared";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { businessKeys } from "./business-keys";
import { fetchBusinessesPage } from "./businesses-api";

export const businessQueries = {
  /** The platform's businesses by name, filtered on the server, a page at a time ("Ver más"). */
  list: (query: { search: string; status: BusinessListFilter }) => {
    const search = query.search.trim();
    return infiniteQueryOptions({
      queryKey: businessKeys.list(query.status, search),
      queryFn: ({ pageParam, signal }) =>
        fetchBusinessesPage({ search, status: query.status, after: pageParam }, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.next,
    });
  },
};
