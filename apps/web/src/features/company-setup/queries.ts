import { queryOptions } from "@tanstack/react-query";
import { configKeys } from "../../data/config";
import { fetchMyBusiness } from "../../lib/session/session-api";
import { fetchColors, fetchSettings } from "./api/company-setup-api";

/** Under the business's configuration: a ConfigChanged from another console reads each part again. */
export const companySetupKeys = {
  business: (businessId: number | null) => [...configKeys.in("business", businessId), "data"] as const,
  settings: (businessId: number | null) => [...configKeys.in("settings", businessId), "data"] as const,
  colors: (businessId: number | null) => [...configKeys.in("colors", businessId), "data"] as const,
};

export const companySetupQueries = {
  business: (businessId: number | null) =>
    queryOptions({
      queryKey: companySetupKeys.business(businessId),
      queryFn: ({ signal }) => fetchMyBusiness(signal, businessId),
    }),
  settings: (businessId: number | null) =>
    queryOptions({
      queryKey: companySetupKeys.settings(businessId),
      queryFn: ({ signal }) => fetchSettings(businessId, signal),
    }),
  colors: (businessId: number | null) =>
    queryOptions({
      queryKey: companySetupKeys.colors(businessId),
      queryFn: ({ signal }) => fetchColors(businessId, signal),
    }),
};
