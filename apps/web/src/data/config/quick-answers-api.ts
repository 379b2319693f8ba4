import { type QuickAnswer, quickAnswerListSchema } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api/api";
import { parseResponse } from "../../lib/api/parse-response";
import { configKeys } from "./config-keys";

export const quickAnswerKeys = {
  list: [...configKeys.of("quickAnswers"), "list"] as const,
};

/**
 * ListQuicklyAnswer, alphabetical: managers get every answer, an agent those of their area and the ones for
 * every area (the server decides).
 */
export async function fetchQuickAnswers(signal?: AbortSignal): Promise<QuickAnswer[]> {
  const data = await api.post<unknown>("/api/business/ListQuicklyAnswer", {}, { signal });
  return parseResponse(quickAnswerListSchema, data, "ListQuicklyAnswer");
}

/** The caller's quick answers, refreshed live when anyone in the business changes them. */
export function useQuickAnswerList(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: quickAnswerKeys.list,
    queryFn: ({ signal }) => fetchQuickAnswers(signal),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
}
