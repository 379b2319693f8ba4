import { infiniteQueryOptions, type QueryKey, queryOptions } from "@tanstack/react-query";
import { type ReportQuery, reportKeys } from "./api/report-keys";
import { reportsApi } from "./api/reports-api";
import { surveyReportsApi } from "./api/survey-reports-api";

/** Figures of a closed period do not change; today's do, slowly: a minute old is fresh enough. */
const STALE_MS = 60_000;

/** One report's figures for a query: keyed by its reportKeys entry, asked through its call. */
function figures<Q, K extends QueryKey, D>(
  key: (query: Q) => K,
  ask: (query: NoInfer<Q>, signal: AbortSignal) => Promise<D>,
) {
  return (query: Q) =>
    queryOptions({ queryKey: key(query), queryFn: ({ signal }) => ask(query, signal), staleTime: STALE_MS });
}

/** Every report by its period and filters, keyed by reportKeys. */
export const reportQueries = {
  summary: figures(reportKeys.summary, reportsApi.summary),
  responseFirst: figures(reportKeys.responseFirst, reportsApi.responseFirst),
  incomingOutgoing: figures(reportKeys.incomingOutgoing, reportsApi.incomingOutgoing),
  chatStatus: figures(reportKeys.chatStatus, reportsApi.chatStatus),
  web: figures(reportKeys.web, reportsApi.web),
  /** A campaign that starts sending joins the list within the minute the figures are fresh for. */
  campaigns: () =>
    queryOptions({
      queryKey: reportKeys.campaigns(),
      queryFn: ({ signal }) => reportsApi.campaigns(signal),
      staleTime: STALE_MS,
    }),
  /** The detailed report, 50 chats a page, newest first; the next page starts after the last one's `next`. */
  detail: (query: ReportQuery) =>
    infiniteQueryOptions({
      queryKey: reportKeys.detail(query),
      queryFn: ({ signal, pageParam }) => reportsApi.detail(query, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: STALE_MS,
    }),
  inOutMaster: figures(reportKeys.inOutMaster, reportsApi.inOutMaster),
  chStaMaster: figures(reportKeys.chStaMaster, reportsApi.chStaMaster),
  resFirstMaster: figures(reportKeys.resFirstMaster, reportsApi.resFirstMaster),
  surveyGeneral: figures(reportKeys.surveyGeneral, surveyReportsApi.general),
  surveyArea: figures(reportKeys.surveyArea, surveyReportsApi.area),
  surveyEmployee: figures(reportKeys.surveyEmployee, surveyReportsApi.employee),
};
