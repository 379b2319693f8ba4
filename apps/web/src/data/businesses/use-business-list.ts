import type { BusinessListFilter } from "@consola/shared";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { businessQueries } from "./queries";

/** The platform's businesses by name, filtered on the server, a page at a time ("Ver más"). */
export function useBusinessList(
  query: { search: string; status: BusinessListFilter },
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    ...businessQueries.list(query),
    // The last answer stays while the next search loads: the options never vanish under a click (an option
    // clicked just as the search settled was lost when the list emptied and refilled).
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
