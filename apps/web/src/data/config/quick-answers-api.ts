import { useQuery } from "@tanstack/react-query";
import { useConfigBusiness } from "./config-business";
import { configQueries } from "./queries";

/** The caller's quick answers, refreshed live when anyone in the business changes them. */
export function useQuickAnswerList(options: { enabled?: boolean } = {}) {
  return useQuery({ ...configQueries.quickAnswers(useConfigBusiness()), enabled: options.enabled ?? true });
}
