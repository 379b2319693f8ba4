import type { ResFirstMasterReport } from "@consola/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { conversations } from "../../db/schema/index.js";
import { businessRef, type MasterPeriod, masterChatsIn, periodsRelation, rowsOf } from "./master-period.js";
import { contactWrote, responseFigureColumns, responseFigures } from "./response-figures.js";

type Row = {
  business_id: number | null;
  answered: number;
  median: string | number | null;
  p90: string | number | null;
  in_time: string | number | null;
  unanswered: number;
};

const text = (value: string | number | null) => (value === null ? null : String(value));

/**
 * ResFirstMaster: ResponseFirst over every business. One pass over the chats each business's contacts opened in
 * its period gives each business's figures and, by grouping sets, the platform's (percentiles cannot be added
 * up from the businesses' own).
 */
export async function resFirstMaster(db: Executor, period: MasterPeriod): Promise<ResFirstMasterReport> {
  const figures = responseFigureColumns();
  const rows = await rowsOf<Row>(
    db,
    sql`select periods.business_id as business_id, ${figures.answered} as answered, ${figures.median} as median,
        ${figures.p90} as p90, ${figures.inTime} as in_time,
        count(*) filter (where ${conversations.firstResponseAt} is null)::integer as unanswered
      from ${periodsRelation(period)}
      join ${conversations} on ${masterChatsIn(period, conversations.openedAt)} and ${contactWrote}
      group by grouping sets ((periods.business_id), ())`,
  );
  const figuresOf = (row: Row | undefined) =>
    responseFigures(
      row && {
        answered: row.answered,
        median: text(row.median),
        p90: text(row.p90),
        inTime: text(row.in_time),
      },
    );
  const overall = rows.find((row) => row.business_id === null);
  const byBusiness = new Map(rows.map((row) => [row.business_id, row]));
  return {
    from: period.from,
    to: period.to,
    overall: figuresOf(overall),
    unanswered: overall?.unanswered ?? 0,
    businesses: period.businesses.map((business) => {
      const row = byBusiness.get(business.id);
      return { ...businessRef(business), ...figuresOf(row), unanswered: row?.unanswered ?? 0 };
    }),
  };
}
