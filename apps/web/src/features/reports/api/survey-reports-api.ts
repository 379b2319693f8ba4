import {
  type SurveyReportArea,
  type SurveyReportEmployee,
  type SurveyReportGeneral,
  surveyReportAreaSchema,
  surveyReportEmployeeSchema,
  surveyReportGeneralSchema,
} from "@consola/shared";
import type { z } from "zod";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";
import type { SurveyReportQuery } from "./report-keys";
import { type DownloadOptions, REPORT_DOWNLOAD_TIMEOUT_MS } from "./reports-api";

/** One survey report call: the filters as the body, the answer checked against the shared schema. */
async function surveyReport<T>(
  call: string,
  schema: z.ZodType<T>,
  body: SurveyReportQuery,
  signal?: AbortSignal,
) {
  const { data } = await api.request<unknown>(`/api/surveyReport/${call}`, { body, signal });
  return parseResponse(schema, data, `surveyReport/${call}`);
}

export const surveyReportsApi = {
  /** The totals, surveys per day, each question's answers and the latest comments. */
  general: (query: SurveyReportQuery, signal?: AbortSignal): Promise<SurveyReportGeneral> =>
    surveyReport("General", surveyReportGeneralSchema, query, signal),
  /** The figures of each area's chats. */
  area: (query: SurveyReportQuery, signal?: AbortSignal): Promise<SurveyReportArea> =>
    surveyReport("Area", surveyReportAreaSchema, query, signal),
  /** Each agent's figures, over the chats they had when they closed. */
  employee: (query: SurveyReportQuery, signal?: AbortSignal): Promise<SurveyReportEmployee> =>
    surveyReport("Employee", surveyReportEmployeeSchema, query, signal),
  /** One row per answer, streamed as the server writes it and named as the server names it. */
  download: (query: SurveyReportQuery, { signal, onProgress }: DownloadOptions): Promise<File> =>
    api.blob("/api/surveyReport/Download", {
      query,
      signal,
      onProgress,
      timeoutMs: REPORT_DOWNLOAD_TIMEOUT_MS,
    }),
};
