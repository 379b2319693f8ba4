import {
  chStaMasterSchema,
  inOutMasterSchema,
  masterReportFiltersSchema,
  resFirstMasterSchema,
} from "../schemas/master-reports.schema.js";
import {
  chatStatusSchema,
  incomingOutgoingSchema,
  inOutDetailBodySchema,
  inOutDetailSchema,
  reportCampaignListSchema,
  reportDownloadParamsSchema,
  reportFiltersSchema,
  reportSummarySchema,
  responseFirstSchema,
  webReportSchema,
} from "../schemas/reports.schema.js";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import {
  surveyReportAreaSchema,
  surveyReportEmployeeSchema,
  surveyReportFiltersSchema,
  surveyReportGeneralSchema,
} from "../schemas/survey-reports.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "reports";

/**
 * The business's reports (spec section 7, Report) for its managers or a platform admin naming it, the platform's
 * reports over every business, and the survey reports (/surveyReport): one routes file serves them all.
 */
export const reportsEndpoints = {
  incomingOutgoing: endpoint({
    method: "POST",
    path: "/api/report/IncomingOutgoing",
    summary: "Messages in and out per day and channel",
    tag,
    access: ACCESS.managers,
    body: reportFiltersSchema,
    answer: incomingOutgoingSchema,
  }),
  chatStatus: endpoint({
    method: "POST",
    path: "/api/report/ChatStatus",
    summary: "Chats in each state now, opened and ended per day",
    tag,
    access: ACCESS.managers,
    body: reportFiltersSchema,
    answer: chatStatusSchema,
  }),
  responseFirst: endpoint({
    method: "POST",
    path: "/api/report/ResponseFirst",
    summary: "Time to a person's first answer, per agent and area",
    tag,
    access: ACCESS.managers,
    body: reportFiltersSchema,
    answer: responseFirstSchema,
  }),
  summary: endpoint({
    method: "POST",
    path: "/api/report/Summary",
    summary: "The period's totals: queue wait, handling time, closings by category, unanswered",
    tag,
    access: ACCESS.managers,
    body: reportFiltersSchema,
    answer: reportSummarySchema,
  }),
  web: endpoint({
    method: "POST",
    path: "/api/report/GetWeb",
    summary: "Each person's work in the console over the period",
    tag,
    access: ACCESS.managers,
    body: reportFiltersSchema,
    answer: webReportSchema,
  }),
  detail: endpoint({
    method: "POST",
    path: "/api/report/InOutDetail",
    summary: "One row per chat opened in the period, newest first, a page at a time",
    tag,
    access: ACCESS.managers,
    body: inOutDetailBodySchema,
    answer: inOutDetailSchema,
  }),
  download: endpoint({
    method: "GET",
    path: "/api/report/Download/:kind",
    summary: "A report as CSV (UTF-8 with BOM), streamed: first response, conversations, current, detailed",
    tag,
    access: ACCESS.managers,
    params: reportDownloadParamsSchema,
    query: reportFiltersSchema,
    answer: "file",
  }),
  campaigns: endpoint({
    method: "POST",
    path: "/api/report/ListCampaigns",
    summary: "The business's campaigns that started sending, newest first, for the reports' campaign filter",
    tag,
    access: ACCESS.managers,
    body: businessIdQuerySchema,
    answer: reportCampaignListSchema,
  }),

  // The platform's reports (/admin/report) over every business: business roles get 403.
  inOutMaster: endpoint({
    method: "POST",
    path: "/api/report/InOutMaster",
    summary:
      "Messages in and out per day and channel over every business, and each business's totals (platform admins)",
    tag,
    access: ACCESS.platform,
    body: masterReportFiltersSchema,
    answer: inOutMasterSchema,
  }),
  chStaMaster: endpoint({
    method: "POST",
    path: "/api/report/ChStaMaster",
    summary:
      "Chats open now, opened and ended per day, over every business and per business (platform admins)",
    tag,
    access: ACCESS.platform,
    body: masterReportFiltersSchema,
    answer: chStaMasterSchema,
  }),
  resFirstMaster: endpoint({
    method: "POST",
    path: "/api/report/ResFirstMaster",
    summary: "Time to a person's first answer over every business and per business (platform admins)",
    tag,
    access: ACCESS.platform,
    body: masterReportFiltersSchema,
    answer: resFirstMasterSchema,
  }),
  downloadMaster: endpoint({
    method: "GET",
    path: "/api/report/DownloadMaster",
    summary: "Every business's figures over the period as CSV, the busiest first (platform admins)",
    tag,
    access: ACCESS.platform,
    query: masterReportFiltersSchema,
    answer: "file",
  }),

  // The survey reports (spec section 7, /surveyReport): /report's period and filters, plus the survey.
  surveyGeneral: endpoint({
    method: "POST",
    path: "/api/surveyReport/General",
    summary: "Surveys sent and completed, per day, each question's answers and the latest comments",
    tag,
    access: ACCESS.managers,
    body: surveyReportFiltersSchema,
    answer: surveyReportGeneralSchema,
  }),
  surveyArea: endpoint({
    method: "POST",
    path: "/api/surveyReport/Area",
    summary: "Survey figures per area of the chats they followed",
    tag,
    access: ACCESS.managers,
    body: surveyReportFiltersSchema,
    answer: surveyReportAreaSchema,
  }),
  surveyEmployee: endpoint({
    method: "POST",
    path: "/api/surveyReport/Employee",
    summary: "Survey figures and satisfaction per agent of the chats they followed",
    tag,
    access: ACCESS.managers,
    body: surveyReportFiltersSchema,
    answer: surveyReportEmployeeSchema,
  }),
  surveyDownload: endpoint({
    method: "GET",
    path: "/api/surveyReport/Download",
    summary: "A survey's answers over the period as CSV (UTF-8 with BOM), one row per answer, streamed",
    tag,
    access: ACCESS.managers,
    query: surveyReportFiltersSchema,
    answer: "file",
  }),
} as const satisfies Record<string, Endpoint>;
