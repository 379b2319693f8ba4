import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { platformBusinessQueries } from "../queries";

/** The business an edit drawer starts from, read afresh each time the drawer opens. */
export function useBusinessDetail(id: number) {
  return useQuery(platformBusinessQueries.detail(id));
}

/** A business's history, newest first, a page at a time. */
export function useBusinessHistory(id: number | null) {
  return useInfiniteQuery({
    ...platformBusinessQueries.history(id ?? 0),
    enabled: id !== null,
  });
}
