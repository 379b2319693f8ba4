import { queryOptions } from "@tanstack/react-query";
import { configKeys } from "../config/config-keys";
import { fetchContactFields } from "./contact-fields-api";

/**
 * Keyed under configKeys: a field saved, removed or moved in any console of the business reaches every
 * contact form, detail and import screen at once (ConfigChanged).
 */
export const contactFieldQueries = {
  list: (businessId: number | null) =>
    queryOptions({
      queryKey: [...configKeys.in("contactFields", businessId), "list"],
      queryFn: ({ signal }) => fetchContactFields(businessId, signal),
      staleTime: 60_000,
    }),
};
