import { useQuery } from "@tanstack/react-query";
import { useConfigBusiness } from "./config-business";
import { configQueries } from "./queries";

/** The areas of the business the screen is about, for a select (quick answers, users…). */
export function useAreaOptions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...configQueries.areaOptions(useConfigBusiness()), enabled: options.enabled ?? true });
}
