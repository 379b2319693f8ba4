import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ReportQuery } from "../api/report-keys";
import { previousRange } from "../lib/report-period";
import { reportQueries } from "../queries";

/** The figures of the period and, for the cards' comparison, of the period of equal length before it. */
export function useReports(query: ReportQuery) {
  const previous: ReportQuery = { ...query, ...previousRange(query) };
  return {
    summary: useQuery(reportQueries.summary(query)),
    previousSummary: useQuery(reportQueries.summary(previous)),
    responseFirst: useQuery(reportQueries.responseFirst(query)),
    previousResponseFirst: useQuery(reportQueries.responseFirst(previous)),
    incomingOutgoing: useQuery(reportQueries.incomingOutgoing(query)),
    chatStatus: useQuery(reportQueries.chatStatus(query)),
    web: useQuery(reportQueries.web(query)),
  };
}

export type Reports = ReturnType<typeof useReports>;

/** The detailed report, 50 chats a page, newest first; "Ver más" asks for the page after the last. */
export function useReportDetail(query: ReportQuery) {
  return useInfiniteQuery(reportQueries.detail(query));
}
