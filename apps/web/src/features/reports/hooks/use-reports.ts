import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type ReportQuery, reportKeys } from "../api/report-keys";
import { reportsApi } from "../api/reports-api";
import { previousRange } from "../lib/report-period";

/** Figures of a closed period do not change; today's do, slowly: a minute old is fresh enough. */
const STALE_MS = 60_000;

/** The figures of the period and, for the cards' comparison, of the period of equal length before it. */
export function useReports(query: ReportQuery) {
  const previous: ReportQuery = { ...query, ...previousRange(query) };
  const options = { staleTime: STALE_MS } as const;
  return {
    summary: useQuery({
      queryKey: reportKeys.summary(query),
      queryFn: ({ signal }) => reportsApi.summary(query, signal),
      ...options,
    }),
    previousSummary: useQuery({
      queryKey: reportKeys.summary(previous),
      queryFn: ({ signal }) => reportsApi.summary(previous, signal),
      ...options,
    }),
    responseFirst: useQuery({
      queryKey: reportKeys.responseFirst(query),
      queryFn: ({ signal }) => reportsApi.responseFirst(query, signal),
      ...options,
    }),
    previousResponseFirst: useQuery({
      queryKey: reportKeys.responseFirst(previous),
      queryFn: ({ signal }) => reportsApi.responseFirst(previous, signal),
      ...options,
    }),
    incomingOutgoing: useQuery({
      queryKey: reportKeys.incomingOutgoing(query),
      queryFn: ({ signal }) => reportsApi.incomingOutgoing(query, signal),
      ...options,
    }),
    chatStatus: useQuery({
      queryKey: reportKeys.chatStatus(query),
      queryFn: ({ signal }) => reportsApi.chatStatus(query, signal),
      ...options,
    }),
    web: useQuery({
      queryKey: reportKeys.web(query),
      queryFn: ({ signal }) => reportsApi.web(query, signal),
      ...options,
    }),
  };
}

export type Reports = ReturnType<typeof useReports>;

/** The detailed report, 50 chats a page, newest first; "Ver más" asks for the page after the last. */
export function useReportDetail(query: ReportQuery) {
  return useInfiniteQuery({
    queryKey: reportKeys.detail(query),
    queryFn: ({ signal, pageParam }) => reportsApi.detail(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: STALE_MS,
  });
}
