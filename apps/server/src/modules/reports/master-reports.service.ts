import { MASTER_REPORT_DOWNLOAD, type MasterReportFilters } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { recordAudit } from "../audit/audit.js";
import { chStaMaster } from "./ch-sta-master.js";
import { inOutMaster } from "./in-out-master.js";
import { type MasterPeriod, masterPeriod } from "./master-period.js";
import { type ReportCsv, streamCsv } from "./report-csv.js";
import { resFirstMaster } from "./res-first-master.js";

type Deps = Pick<AppDeps, "db">;

/** A report over every business, for the platform admins, for the period and channel asked. */
function master<T>(read: (db: Deps["db"], period: MasterPeriod) => Promise<T>) {
  return async (deps: Deps, auth: AuthContext, filters: MasterReportFilters): Promise<T> =>
    read(deps.db, await masterPeriod(deps.db, auth, filters));
}

export const inOutMasterReport = master(inOutMaster);
export const chStaMasterReport = master(chStaMaster);
export const resFirstMasterReport = master(resFirstMaster);

/**
 * The platform's download: one row per business (a small file whatever the traffic), the busiest first, from the
 * same three reports the screen shows. UTF-8 with a BOM, formula-like names neutralised; audited as the business
 * reports' downloads are.
 */
export async function masterReportCsv(
  deps: Deps,
  auth: AuthContext,
  input: { filters: MasterReportFilters; ip: string },
): Promise<ReportCsv> {
  const period = await masterPeriod(deps.db, auth, input.filters);
  await recordAudit(deps.db, {
    businessId: null,
    actorUserId: auth.userId,
    action: "report_exported",
    entity: "master_report",
    data: { from: period.from, to: period.to, channel: period.channel ?? null },
    ip: input.ip,
  });
  const [traffic, chats, response] = await Promise.all([
    inOutMaster(deps.db, period),
    chStaMaster(deps.db, period),
    resFirstMaster(deps.db, period),
  ]);
  const chatsOf = new Map(chats.businesses.map((row) => [row.businessId, row]));
  const responseOf = new Map(response.businesses.map((row) => [row.businessId, row]));
  function* records() {
    for (const business of traffic.businesses) {
      const chat = chatsOf.get(business.businessId);
      const first = responseOf.get(business.businessId);
      yield [
        business.name,
        business.status === "active" ? "Activa" : "Inactiva",
        business.in,
        business.out,
        chat?.open ?? 0,
        chat?.opened ?? 0,
        chat?.ended ?? 0,
        first?.answered ?? 0,
        first?.unanswered ?? 0,
        first?.medianSeconds ?? "",
        first?.p90Seconds ?? "",
        first?.inTimeShare === null || first?.inTimeShare === undefined
          ? ""
          : Math.round(first.inTimeShare * 1000) / 10,
      ];
    }
  }
  return streamCsv(
    MASTER_REPORT_DOWNLOAD.columns,
    records(),
    `${MASTER_REPORT_DOWNLOAD.title} ${period.from} a ${period.to}.csv`,
  );
}
