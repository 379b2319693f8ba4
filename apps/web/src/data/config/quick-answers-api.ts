import { type QuickAnswer, quickAnswersEndpoints } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api/call";
import { useConfigBusiness } from "./config-business";
import { configKeys } from "./config-keys";

export const quickAnswerKeys = {
  list: (businessId: number | null) => [...configKeys.in("quickAnswers", businessId), "list"] as const,
};

/**
 * ListQuicklyAnswer, alphabetical: managers get every answer, an agent those of their area and the ones for
 * every area (the server decides).
 */
export async function fetchQuickAnswers(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<QuickAnswer[]> {
  return (await call(quickAnswersEndpoints.listQuicklyAnswer, {}, { signal, business: businessId })).data;
}

/** The caller's quick answers, refreshed live when anyone in the business changes them. */
export function useQuickAnswerList(options: { enabled?: boolean } = {}) {
  const businessId = useConfigBusiness();
  return useQuery({
    queryKey: quickAnswerKeys.list(businessId),
    queryFn: ({ signal }) => fetchQuickAnswers(businessId, signal),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
}
