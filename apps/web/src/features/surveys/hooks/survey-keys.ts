import { configKeys } from "../../../data/config/config-keys";

/**
 * The surveys' queries, under the business's "surveys" configuration: a save here, or a ConfigChanged from
 * another console, reads the list, the open survey and the company switch again.
 */
export const surveyKeys = {
  list: (businessId: number | null) => [...configKeys.in("surveys", businessId), "list"] as const,
  one: (businessId: number | null, surveyId: number) =>
    [...configKeys.in("surveys", businessId), "survey", surveyId] as const,
  switch: (businessId: number | null) => [...configKeys.in("surveys", businessId), "switch"] as const,
};
