import { type ReportDownload, reportsEndpoints } from "@consola/shared";
import { call, download } from "../../../lib/api/call";
import type { MasterReportQuery, ReportQuery } from "./report-keys";
import { type DownloadOptions, REPORT_DOWNLOAD_TIMEOUT_MS } from "./report-request";

// Each report posts its filters as the body; the answer is checked against the endpoint's declared schema.
export const reportsApi = {
  summary: async (query: ReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.summary, query, { signal })).data,
  incomingOutgoing: async (query: ReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.incomingOutgoing, query, { signal })).data,
  chatStatus: async (query: ReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.chatStatus, query, { signal })).data,
  responseFirst: async (query: ReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.responseFirst, query, { signal })).data,
  web: async (query: ReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.web, query, { signal })).data,
  /** Every business's messages in and out (platform admins). */
  inOutMaster: async (query: MasterReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.inOutMaster, query, { signal })).data,
  /** Every business's chats open now, opened and ended (platform admins). */
  chStaMaster: async (query: MasterReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.chStaMaster, query, { signal })).data,
  /** Every business's time to a first answer (platform admins). */
  resFirstMaster: async (query: MasterReportQuery, signal?: AbortSignal) =>
    (await call(reportsEndpoints.resFirstMaster, query, { signal })).data,
  /** A page of the detailed report; `after` is the previous page's `next`. */
  detail: async (query: ReportQuery, after: string | undefined, signal?: AbortSignal) =>
    (await call(reportsEndpoints.detail, { filters: query, ...(after ? { after } : {}) }, { signal })).data,
  /**
   * One of the CSV files (spec section 2, "Report downloads"), streamed as the server writes it, named as the
   * server names it (the business and the period).
   */
  download: (kind: ReportDownload, query: ReportQuery, { signal, onProgress }: DownloadOptions) =>
    download(reportsEndpoints.download, {
      params: { kind },
      query,
      signal,
      onProgress,
      timeoutMs: REPORT_DOWNLOAD_TIMEOUT_MS,
    }),
  /** The platform's CSV: one row per business over the period, the busiest first, named by the server. */
  downloadMaster: (query: MasterReportQuery, { signal, onProgress }: DownloadOptions) =>
    download(reportsEndpoints.downloadMaster, {
      query,
      signal,
      onProgress,
      timeoutMs: REPORT_DOWNLOAD_TIMEOUT_MS,
    }),
};
