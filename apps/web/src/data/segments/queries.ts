import type { SegmentConditionsBody } from "@consola/shared";
import { queryOptions } from "@tanstack/react-query";
import { configKeys } from "../config/config-keys";
import { countSegment, fetchSegments } from "./segments-api";

/**
 * Keyed under configKeys: a segment saved or removed in any console of the business refreshes every list of
 * segments at once (ConfigChanged with "segments").
 */
export const segmentQueries = {
  list: () =>
    queryOptions({
      queryKey: [...configKeys.in("segments", null), "list"],
      queryFn: ({ signal }) => fetchSegments(signal),
      staleTime: 60_000,
    }),
  /** The live count of a builder: contacts change all the time, so it is never kept fresh. */
  count: (conditions: SegmentConditionsBody) =>
    queryOptions({
      queryKey: [...configKeys.in("segments", null), "count", conditions],
      queryFn: ({ signal }) => countSegment({ conditions }, signal),
      staleTime: 0,
      retry: false,
    }),
};
