import { MASTER_REPORT_DOWNLOAD, REPORT_DOWNLOAD_KINDS, REPORT_DOWNLOADS } from "@consola/shared";
import type { MasterReportQuery, ReportQuery, SurveyReportQuery } from "./report-keys";
import type { DownloadOptions } from "./report-request";
import { reportsApi } from "./reports-api";
import { surveyReportsApi } from "./survey-reports-api";

/** One CSV a page offers: what it is called and how to ask the server for it. */
export type ReportFile = {
  key: string;
  title: string;
  fetch: (options: DownloadOptions) => Promise<File>;
};

/** /report's four files (spec section 2, "Report downloads") for the period and filters on screen. */
export function businessReportFiles(query: ReportQuery): ReportFile[] {
  return REPORT_DOWNLOAD_KINDS.map((kind) => ({
    key: kind,
    title: REPORT_DOWNLOADS[kind].title,
    fetch: (options) => reportsApi.download(kind, query, options),
  }));
}

/** /admin/report's one file: a row per business over the period. */
export function masterReportFiles(query: MasterReportQuery): ReportFile[] {
  return [
    {
      key: "master",
      title: MASTER_REPORT_DOWNLOAD.title,
      fetch: (options) => reportsApi.downloadMaster(query, options),
    },
  ];
}

/** /report/surveys's one file: a row per answer of the chosen survey over the period and filters on screen. */
export function surveyReportFiles(query: SurveyReportQuery, title: string): ReportFile[] {
  return [{ key: "surveys", title, fetch: (options) => surveyReportsApi.download(query, options) }];
}
