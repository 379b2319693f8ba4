import { type ClosingCategory, closingCategoriesEndpoints } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api/call";
import { useConfigBusiness } from "./config-business";
import { configKeys } from "./config-keys";

/** Which categories a reader wants: the close dialog only the active ones, the configuration screen all. */
export type ClosingCategoryStatusFilter = "active" | "all";

export const closingCategoryKeys = {
  list: (businessId: number | null, status: ClosingCategoryStatusFilter) =>
    [...configKeys.in("closingCategories", businessId), "list", status] as const,
};

/** ListCategoryClose, alphabetical. Keyed under configKeys, so a ConfigChanged refreshes every reader. */
export async function fetchClosingCategories(
  businessId: number | null,
  status: ClosingCategoryStatusFilter,
  signal?: AbortSignal,
): Promise<ClosingCategory[]> {
  return (
    await call(closingCategoriesEndpoints.listCategoryClose, { status }, { signal, business: businessId })
  ).data;
}

/** The closing categories of the business the screen is about; a change saved in any console shows here without a reload. */
export function useClosingCategoryList(
  status: ClosingCategoryStatusFilter,
  options: { enabled?: boolean } = {},
) {
  const businessId = useConfigBusiness();
  return useQuery({
    queryKey: closingCategoryKeys.list(businessId, status),
    queryFn: ({ signal }) => fetchClosingCategories(businessId, status, signal),
    enabled: options.enabled ?? true,
  });
}
