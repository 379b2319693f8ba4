import { type ClosingCategory, closingCategoryListSchema } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api/api";
import { parseResponse } from "../../lib/api/parse-response";
import { configKeys } from "./config-keys";

/** Which categories a reader wants: the close dialog only the active ones, the configuration screen all. */
export type ClosingCategoryStatusFilter = "active" | "all";

export const closingCategoryKeys = {
  list: (status: ClosingCategoryStatusFilter) =>
    [...configKeys.of("closingCategories"), "list", status] as const,
};

/** ListCategoryClose, alphabetical. Keyed under configKeys, so a ConfigChanged refreshes every reader. */
export async function fetchClosingCategories(
  status: ClosingCategoryStatusFilter,
  signal?: AbortSignal,
): Promise<ClosingCategory[]> {
  const data = await api.post<unknown>("/api/business/ListCategoryClose", { status }, { signal });
  return parseResponse(closingCategoryListSchema, data, "ListCategoryClose");
}

/** The business's closing categories; a change saved in any console shows here without a reload. */
export function useClosingCategoryList(
  status: ClosingCategoryStatusFilter,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: closingCategoryKeys.list(status),
    queryFn: ({ signal }) => fetchClosingCategories(status, signal),
    enabled: options.enabled ?? true,
  });
}
