import { reportsEndpoints } from "@consola/shared";
import { call, download } from "../../../lib/api/call";
import type { SurveyReportQuery } from "./report-keys";
import { type DownloadOptions, REPORT_DOWNLOAD_TIMEOUT_MS } from "./report-request";

// The survey reports are served with /report's (one routes file): their endpoints are declared among the reports.
export const surveyReportsApi = {
  /** The totals, surveys per day, each question's answers and the latest comments. */
  general: async (query: SurveyReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.surveyGeneral, query, { signal })).data,
  /** The figures of each area's chats. */
  area: async (query: SurveyReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.surveyArea, query, { signal })).data,
  /** Each agent's figures, over the chats they had when they closed. */
  employee: async (query: SurveyReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.surveyEmployee, query, { signal })).data,
  /** One row per answer, streamed as the server writes it and named as the server names it. */
  download: (query: SurveyReportQuery, { signal, onProgress }: DownloadOptions) =>
    download(reportsEndpoints.surveyDownload, {
      query,
      signal,
      onProgress,
      timeoutMs: REPORT_DOWNLOAD_TIMEOUT_MS,
    }),
};
