import type { MasterReportFiltersBody, ReportFiltersBody, SurveyReportFiltersBody } from "@consola/shared";

/** The filters every report is asked with (the business is the caller's own). */
export type ReportQuery = Pick<
  ReportFiltersBody,
  "from" | "to" | "agentId" | "areaId" | "labelId" | "campaignId" | "channel"
>;

/** The platform's reports over every business: the period and channel (agents and areas are a business's). */
export type MasterReportQuery = Pick<MasterReportFiltersBody, "from" | "to" | "channel">;

/** The survey reports: /report's filters plus the survey (its first version's id; left out, the newest). */
export type SurveyReportQuery = Pick<
  SurveyReportFiltersBody,
  "from" | "to" | "agentId" | "areaId" | "labelId" | "campaignId" | "channel" | "surveyId"
>;

/** The one query-key factory of the reports: each report by its period and filters. */
export const reportKeys = {
  all: ["reports"] as const,
  summary: (query: ReportQuery) => ["reports", "summary", query] as const,
  incomingOutgoing: (query: ReportQuery) => ["reports", "incoming-outgoing", query] as const,
  chatStatus: (query: ReportQuery) => ["reports", "chat-status", query] as const,
  responseFirst: (query: ReportQuery) => ["reports", "response-first", query] as const,
  web: (query: ReportQuery) => ["reports", "web", query] as const,
  detail: (query: ReportQuery) => ["reports", "detail", query] as const,
  /** The campaigns the filters offer: the business's that started sending. */
  campaigns: () => ["reports", "campaigns"] as const,
  inOutMaster: (query: MasterReportQuery) => ["reports", "in-out-master", query] as const,
  chStaMaster: (query: MasterReportQuery) => ["reports", "ch-sta-master", query] as const,
  resFirstMaster: (query: MasterReportQuery) => ["reports", "res-first-master", query] as const,
  surveyGeneral: (query: SurveyReportQuery) => ["reports", "survey-general", query] as const,
  surveyArea: (query: SurveyReportQuery) => ["reports", "survey-area", query] as const,
  surveyEmployee: (query: SurveyReportQuery) => ["reports", "survey-employee", query] as const,
};
