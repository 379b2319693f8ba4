import type { ReportFiltersBody } from "@consola/shared";

/** The filters every report is asked with (the business is the caller's own). */
export type ReportQuery = Pick<ReportFiltersBody, "from" | "to" | "agentId" | "areaId" | "channel">;

/** The one query-key factory of the reports: each report by its period and filters. */
export const reportKeys = {
  all: ["reports"] as const,
  summary: (query: ReportQuery) => ["reports", "summary", query] as const,
  incomingOutgoing: (query: ReportQuery) => ["reports", "incoming-outgoing", query] as const,
  chatStatus: (query: ReportQuery) => ["reports", "chat-status", query] as const,
  responseFirst: (query: ReportQuery) => ["reports", "response-first", query] as const,
  web: (query: ReportQuery) => ["reports", "web", query] as const,
  detail: (query: ReportQuery) => ["reports", "detail", query] as const,
};
