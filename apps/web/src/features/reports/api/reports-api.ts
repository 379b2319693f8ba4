import { type ReportDownload, reportsEndpoints } from "@consola/shared";
import { call, download } from "../../../lib/api/call";
import type { MasterReportQuery, ReportQuery } from "./report-keys";
import { type DownloadOptions, REPORT_DOWNLOAD_TIMEOUT_MS, reportCall } from "./report-request";

// Each report posts its filters as the body; the answer is checked against the endpoint's declared schema.
export const reportsApi = {
  summary: reportCall(reportsEndpoints.summary),
  incomingOutgoing: reportCall(reportsEndpoints.incomingOutgoing),
  chatStatus: reportCall(reportsEndpoints.chatStatus),
  responseFirst: reportCall(reportsEndpoints.responseFirst),
  web: reportCall(reportsEndpoints.web),
  /** The business's campaigns that started sending, newest first: the campaign filter's choices. */
  campaigns: async (signal?: AbortSignal) => (await call(reportsEndpoints.campaigns, {}, { signal })).data,
  /** Every business's messages in and out (platform admins). */
  inOutMaster: reportCall(reportsEndpoints.inOutMaster),
  /** Every business's chats open now, opened and ended (platform admins). */
  chStaMaster: reportCall(reportsEndpoints.chStaMaster),
  /** Every business's time to a first answer (platform admins). */
  resFirstMaster: reportCall(reportsEndpoints.resFirstMaster),
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
