import { areasEndpoints, closingCategoriesEndpoints, quickAnswersEndpoints } from "@consola/shared";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../lib/api/call";
import { configKeys } from "./config-keys";

/** Which categories a reader wants: the close dialog only the active ones, the configuration screen all. */
export type ClosingCategoryStatusFilter = "active" | "all";

/** What a picker of areas needs of each (the areas screen reads the whole area). */
export type AreaOption = { id: number; name: string };

/**
 * The parts of a business's configuration that screens of other features read. Each is keyed under
 * configKeys, so a ConfigChanged from the hub or a save refreshes every reader at once.
 */
export const configQueries = {
  /** Alphabetical: managers get every answer, an agent those of their area and those for every area. */
  quickAnswers: (businessId: number | null) =>
    queryOptions({
      queryKey: [...configKeys.in("quickAnswers", businessId), "list"],
      queryFn: async ({ signal }) =>
        (await call(quickAnswersEndpoints.listQuicklyAnswer, {}, { signal, business: businessId })).data,
      staleTime: 60_000,
    }),
  closingCategories: (businessId: number | null, status: ClosingCategoryStatusFilter) =>
    queryOptions({
      queryKey: [...configKeys.in("closingCategories", businessId), "list", status],
      queryFn: async ({ signal }) =>
        (
          await call(
            closingCategoriesEndpoints.listCategoryClose,
            { status },
            { signal, business: businessId },
          )
        ).data,
    }),
  /** By name, for a select (quick answers, users, report filters). */
  areaOptions: (businessId: number | null) =>
    queryOptions({
      queryKey: [...configKeys.in("areas", businessId), "options"],
      queryFn: async ({ signal }): Promise<AreaOption[]> => {
        const { data } = await call(areasEndpoints.list, {}, { signal, business: businessId });
        return data.map(({ id, name }) => ({ id, name }));
      },
    }),
};
