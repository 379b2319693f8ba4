import { REPORT_ANSWERED_IN_TIME_SECONDS } from "@consola/shared";
import { type SQL, sql } from "drizzle-orm";
import { conversations } from "../../db/schema/index.js";
import { seconds } from "./report-period.js";

/** Seconds from the contact's first message to a person's first answer. */
export const firstResponseSeconds = sql`extract(epoch from ${conversations.firstResponseAt} - ${conversations.firstInboundAt})`;

/** The first-response figures of a group of chats, as columns of one select. */
export function responseFigureColumns() {
  return {
    answered: sql<number>`count(${conversations.firstResponseAt})::integer`,
    median: sql<string | null>`percentile_cont(0.5) within group (order by ${firstResponseSeconds})`,
    p90: sql<string | null>`percentile_cont(0.9) within group (order by ${firstResponseSeconds})`,
    inTime: sql<string | null>`avg((${firstResponseSeconds} <= ${REPORT_ANSWERED_IN_TIME_SECONDS})::integer)`,
  };
}

type FigureRow = { answered: number; median: string | null; p90: string | null; inTime: string | null };

export function responseFigures(row: FigureRow | undefined) {
  return {
    answered: row?.answered ?? 0,
    medianSeconds: seconds(row?.median ?? null),
    p90Seconds: seconds(row?.p90 ?? null),
    inTimeShare:
      row?.inTime === null || row?.inTime === undefined ? null : Math.round(Number(row.inTime) * 1000) / 1000,
  };
}

/** Chats the contact wrote in: the ones a first answer is owed to. */
export const contactWrote: SQL = sql`${conversations.firstInboundAt} is not null`;
