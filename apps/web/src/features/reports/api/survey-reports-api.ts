import { reportsEndpoints } from "@consola/shared";
import { download } from "../../../lib/api/call";
import type { SurveyReportQuery } from "./report-keys";
import { type DownloadOptions, REPORT_DOWNLOAD_TIMEOUT_MS, reportCall } from "./report-request";

// The survey reports are served with /report's (one routes file): their endpoints are declared among the reports.
export const surveyReportsApi = {
  /** The totals, surveys per day, each question's answers and the latest comments. */
  general: reportCall(reportsEndpoints.surveyGeneral),
  /** The figures of each area's chats. */
  area: reportCall(reportsEndpoints.surveyArea),
  /** Each agent's figures, over the chats they had when they closed. */
  employee: reportCall(reportsEndpoints.surveyEmployee),
  /** One row per answer, streamed as the server writes it and named as the server names it. */
  download: (query: SurveyReportQuery, { signal, onProgress }: DownloadOptions) =>
    download(reportsEndpoints.surveyDownload, {
      query,
      signal,
      onProgress,
      timeoutMs: REPORT_DOWNLOAD_TIMEOUT_MS,
    }),
};
