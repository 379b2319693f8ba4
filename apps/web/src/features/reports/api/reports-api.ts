import {
  type ChatStatusReport,
  type ChStaMasterReport,
  chatStatusSchema,
  chStaMasterSchema,
  type IncomingOutgoingReport,
  type InOutDetailReport,
  type InOutMasterReport,
  incomingOutgoingSchema,
  inOutDetailSchema,
  inOutMasterSchema,
  type ReportDownload,
  type ReportSummary,
  type ResFirstMasterReport,
  type ResponseFirstReport,
  reportSummarySchema,
  resFirstMasterSchema,
  responseFirstSchema,
  type WebReport,
  webReportSchema,
} from "@consola/shared";
import type { z } from "zod";
import { api } from "../../../lib/api/api";
import type { DownloadProgress } from "../../../lib/api/api-client";
import { parseResponse } from "../../../lib/api/parse-response";
import type { MasterReportQuery, ReportQuery } from "./report-keys";

/** A year of a busy business streams for minutes: the download has its own, longer, time-out. */
export const REPORT_DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

export type DownloadOptions = { signal: AbortSignal; onProgress: (progress: DownloadProgress) => void };

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
  /** Every business's messages in and out (platform admins). */
  inOutMaster: (query: MasterReportQuery, signal?: AbortSignal): Promise<InOutMasterReport> =>
    report("InOutMaster", inOutMasterSchema, query, signal),
  /** Every business's chats open now, opened and ended (platform admins). */
  chStaMaster: (query: MasterReportQuery, signal?: AbortSignal): Promise<ChStaMasterReport> =>
    report("ChStaMaster", chStaMasterSchema, query, signal),
  /** Every business's time to a first answer (platform admins). */
  resFirstMaster: (query: MasterReportQuery, signal?: AbortSignal): Promise<ResFirstMasterReport> =>
    report("ResFirstMaster", resFirstMasterSchema, query, signal),
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
  /** The platform's CSV: one row per business over the period, the busiest first, named by the server. */
  downloadMaster: (query: MasterReportQuery, { signal, onProgress }: DownloadOptions): Promise<File> =>
    api.blob("/api/report/DownloadMaster", {
      query,
      signal,
      onProgress,
      timeoutMs: REPORT_DOWNLOAD_TIMEOUT_MS,
    }),
};
