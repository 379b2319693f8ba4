import {
  type ChatStatusReport,
  chatStatusSchema,
  type IncomingOutgoingReport,
  type InOutDetailReport,
  incomingOutgoingSchema,
  inOutDetailSchema,
  type ReportDownload,
  type ReportSummary,
  type ResponseFirstReport,
  reportSummarySchema,
  responseFirstSchema,
  type WebReport,
  webReportSchema,
} from "@consola/shared";
import type { z } from "zod";
import { api } from "../../../lib/api/api";
import type { DownloadProgress } from "../../../lib/api/api-client";
import { parseResponse } from "../../../lib/api/parse-response";
import type { ReportQuery } from "./report-keys";

/** A year of a busy business streams for minutes: the download has its own, longer, time-out. */
export const REPORT_DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

type DownloadOptions = { signal: AbortSignal; onProgress: (progress: DownloadProgress) => void };

/** One report call: the filters as the body, the answer checked against the shared schema. */
async function report<T>(call: string, schema: z.ZodType<T>, body: unknown, signal?: AbortSignal) {
  const { data } = await api.request<unknown>(`/api/report/${call}`, { body, signal });
  return parseResponse(schema, data, call);
}

export const reportsApi = {
  summary: (query: ReportQuery, signal?: AbortSignal): Promise<ReportSummary> =>
    report("Summary", reportSummarySchema, query, signal),
  incomingOutgoing: (query: ReportQuery, signal?: AbortSignal): Promise<IncomingOutgoingReport> =>
    report("IncomingOutgoing", incomingOutgoingSchema, query, signal),
  chatStatus: (query: ReportQuery, signal?: AbortSignal): Promise<ChatStatusReport> =>
    report("ChatStatus", chatStatusSchema, query, signal),
  responseFirst: (query: ReportQuery, signal?: AbortSignal): Promise<ResponseFirstReport> =>
    report("ResponseFirst", responseFirstSchema, query, signal),
  web: (query: ReportQuery, signal?: AbortSignal): Promise<WebReport> =>
    report("GetWeb", webReportSchema, query, signal),
  /** A page of the detailed report; `after` is the previous page's `next`. */
  detail: (query: ReportQuery, after: string | undefined, signal?: AbortSignal): Promise<InOutDetailReport> =>
    report("InOutDetail", inOutDetailSchema, { filters: query, ...(after ? { after } : {}) }, signal),
  /**
   * One of the CSV files (spec section 2, "Report downloads"), streamed as the server writes it, named as the
   * server names it (the business and the period).
   */
  download: (
    kind: ReportDownload,
    query: ReportQuery,
    { signal, onProgress }: DownloadOptions,
  ): Promise<File> =>
    api.blob(`/api/report/Download/${kind}`, {
      query,
      signal,
      onProgress,
      timeoutMs: REPORT_DOWNLOAD_TIMEOUT_MS,
    }),
};
