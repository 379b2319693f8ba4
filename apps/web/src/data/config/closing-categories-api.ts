import { useQuery } from "@tanstack/react-query";
import { useConfigBusiness } from "./config-business";
import { type ClosingCategoryStatusFilter, configQueries } from "./queries";

/** The closing categories of the business the screen is about; a change saved in any console shows here without a reload. */
export function useClosingCategoryList(
  status: ClosingCategoryStatusFilter,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...configQueries.closingCategories(useConfigBusiness(), status),
    enabled: options.enabled ?? true,
  });
}
