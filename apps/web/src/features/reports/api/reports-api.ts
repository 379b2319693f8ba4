import {
  chatStatusSchema,
  chStaMasterSchema,
  incomingOutgoingSchema,
  inOutDetailSchema,
  inOutMasterSchema,
  type ReportDownload,
  reportSummarySchema,
  resFirstMasterSchema,
  responseFirstSchema,
  webReportSchema,
} from "@consola/shared";
import type { MasterReportQuery, ReportQuery } from "./report-keys";
import { type DownloadOptions, downloadReport, reportCalls } from "./report-request";

const businessReport = reportCalls<ReportQuery>("/api/report", (call) => call);
const masterReport = reportCalls<MasterReportQuery>("/api/report", (call) => call);
const detailPage = reportCalls<{ filters: ReportQuery; after?: string }>("/api/report", (call) => call)(
  "InOutDetail",
  inOutDetailSchema,
);

export const reportsApi = {
  summary: businessReport("Summary", reportSummarySchema),
  incomingOutgoing: businessReport("IncomingOutgoing", incomingOutgoingSchema),
  chatStatus: businessReport("ChatStatus", chatStatusSchema),
  responseFirst: businessReport("ResponseFirst", responseFirstSchema),
  web: businessReport("GetWeb", webReportSchema),
  /** Every business's messages in and out (platform admins). */
  inOutMaster: masterReport("InOutMaster", inOutMasterSchema),
  /** Every business's chats open now, opened and ended (platform admins). */
  chStaMaster: masterReport("ChStaMaster", chStaMasterSchema),
  /** Every business's time to a first answer (platform admins). */
  resFirstMaster: masterReport("ResFirstMaster", resFirstMasterSchema),
  /** A page of the detailed report; `after` is the previous page's `next`. */
  detail: (query: ReportQuery, after: string | undefined, signal?: AbortSignal) =>
    detailPage({ filters: query, ...(after ? { after } : {}) }, signal),
  /**
   * One of the CSV files (spec section 2, "Report downloads"), streamed as the server writes it, named as the
   * server names it (the business and the period).
   */
  download: (kind: ReportDownload, query: ReportQuery, options: DownloadOptions) =>
    downloadReport(`/api/report/Download/${kind}`, query, options),
  /** The platform's CSV: one row per business over the period, the busiest first, named by the server. */
  downloadMaster: (query: MasterReportQuery, options: DownloadOptions) =>
    downloadReport("/api/report/DownloadMaster", query, options),
};
