import { type ClosingCategory, closingCategoryListSchema } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api/api";
import { inBusiness } from "../../lib/api/in-business";
import { parseResponse } from "../../lib/api/parse-response";
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
  const data = await api.post<unknown>(
    "/api/business/ListCategoryClose",
    { status },
    {
      signal,
      ...inBusiness(businessId),
    },
  );
  return parseResponse(closingCategoryListSchema, data, "ListCategoryClose");
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
