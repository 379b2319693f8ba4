import { queryOptions } from "@tanstack/react-query";
import { configKeys } from "../config/config-keys";
import { fetchLabels } from "./labels-api";

/** Keyed under configKeys: a label saved in any console of the business refreshes every chip and picker. */
export const labelQueries = {
  list: (businessId: number | null) =>
    queryOptions({
      queryKey: [...configKeys.in("labels", businessId), "list"],
      queryFn: ({ signal }) => fetchLabels(businessId, signal),
      staleTime: 60_000,
    }),
};
