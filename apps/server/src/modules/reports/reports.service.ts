import type { InOutDetailReport, ReportFilters } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { chatStatus } from "./chat-status.js";
import { inOutDetail } from "./in-out-detail.js";
import { incomingOutgoing } from "./incoming-outgoing.js";
import { type ReportPeriod, reportPeriod } from "./report-period.js";
import { reportSummary } from "./report-summary.js";
import { responseFirst } from "./response-first.js";
import { webReport } from "./web-report.js";

type Deps = Pick<AppDeps, "db">;

/** A report over the caller's business (or the one a platform admin names), for the period and filters asked. */
function report<T>(read: (db: Deps["db"], period: ReportPeriod) => Promise<T>) {
  return async (deps: Deps, auth: AuthContext, filters: ReportFilters): Promise<T> =>
    read(deps.db, await reportPeriod(deps.db, auth, filters));
}

export const incomingOutgoingReport = report(incomingOutgoing);
export const chatStatusReport = report(chatStatus);
export const responseFirstReport = report(responseFirst);
export const summaryReport = report(reportSummary);
export const webActivityReport = report(webReport);

export async function inOutDetailReport(
  deps: Deps,
  auth: AuthContext,
  input: { filters: ReportFilters; after: string | undefined },
): Promise<InOutDetailReport> {
  return inOutDetail(deps.db, await reportPeriod(deps.db, auth, input.filters), input.after);
}
