import {
  surveyReportAreaSchema,
  surveyReportEmployeeSchema,
  surveyReportGeneralSchema,
} from "@consola/shared";
import type { SurveyReportQuery } from "./report-keys";
import { type DownloadOptions, downloadReport, reportCalls } from "./report-request";

const surveyReport = reportCalls<SurveyReportQuery>("/api/surveyReport", (call) => `surveyReport/${call}`);

export const surveyReportsApi = {
  /** The totals, surveys per day, each question's answers and the latest comments. */
  general: surveyReport("General", surveyReportGeneralSchema),
  /** The figures of each area's chats. */
  area: surveyReport("Area", surveyReportAreaSchema),
  /** Each agent's figures, over the chats they had when they closed. */
  employee: surveyReport("Employee", surveyReportEmployeeSchema),
  /** One row per answer, streamed as the server writes it and named as the server names it. */
  download: (query: SurveyReportQuery, options: DownloadOptions) =>
    downloadReport("/api/surveyReport/Download", query, options),
};
