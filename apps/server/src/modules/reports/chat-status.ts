import { type ChatStatusReport, CONVERSATION_STATUSES, type ConversationStatus } from "@consola/shared";
import { and, count, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { conversations } from "../../db/schema/index.js";
import { answerBase, businessDaySql, chatsIn, chatsOfFilters, type ReportPeriod } from "./report-period.js";

/**
 * ChatStatus: the business's open chats in each state now (ended ones are counted by day), and per day of the
 * period how many chats opened and how many ended, by how they ended.
 */
export async function chatStatus(db: Executor, period: ReportPeriod): Promise<ChatStatusReport> {
  const opened = businessDaySql(conversations.openedAt, period.clock);
  const ended = businessDaySql(conversations.closedAt, period.clock);
  const [nowRows, openedRows, endedRows] = await Promise.all([
    db
      .select({ status: conversations.status, chats: count() })
      .from(conversations)
      .where(and(chatsOfFilters(period), inArray(conversations.status, ["pending", "bot", "active"])))
      .groupBy(conversations.status),
    db.select({ day: opened, chats: count() }).from(conversations).where(chatsIn(period)).groupBy(sql`1`),
    db
      .select({ day: ended, endReason: conversations.endReason, chats: count() })
      .from(conversations)
      .where(and(chatsIn(period, conversations.closedAt), sql`${conversations.closedAt} is not null`))
      // By position, as in incoming-outgoing.ts: the day's expression carries parameters.
      .groupBy(sql`1`, sql`2`),
  ]);

  const now = Object.fromEntries(CONVERSATION_STATUSES.map((status) => [status, 0])) as Record<
    ConversationStatus,
    number
  >;
  for (const row of nowRows) now[row.status] = row.chats;
  const days = new Map(
    period.days.map((day) => [day, { day, opened: 0, closed: 0, timedOut: 0, deleted: 0 }]),
  );
  for (const row of openedRows) {
    const entry = days.get(row.day);
    if (entry) entry.opened = row.chats;
  }
  for (const row of endedRows) {
    const entry = days.get(row.day);
    if (!entry) continue;
    if (row.endReason === "timed_out") entry.timedOut += row.chats;
    else if (row.endReason === "deleted") entry.deleted += row.chats;
    else entry.closed += row.chats;
  }
  return { ...answerBase(period), now, days: [...days.values()] };
}
