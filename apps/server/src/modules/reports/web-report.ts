import type { WebReport } from "@consola/shared";
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { conversations, users } from "../../db/schema/index.js";
import { answerBase, chatsIn, type ReportPeriod, seconds } from "./report-period.js";
import { handlingSeconds } from "./report-summary.js";
import { contactWrote, firstResponseSeconds } from "./response-figures.js";

/**
 * GetWeb (decision 010): each person's work in the console over the period: the chats they answered first and
 * how fast, and the chats they closed and how long those took from being taken.
 */
export async function webReport(db: Executor, period: ReportPeriod): Promise<WebReport> {
  const [answers, closings] = await Promise.all([
    db
      .select({
        userId: conversations.firstResponseUserId,
        name: users.name,
        chats: count(),
        median: sql<string | null>`percentile_cont(0.5) within group (order by ${firstResponseSeconds})`,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.firstResponseUserId))
      .where(and(chatsIn(period), contactWrote, isNotNull(conversations.firstResponseUserId)))
      .groupBy(conversations.firstResponseUserId, users.name),
    db
      .select({
        userId: conversations.closedByUserId,
        name: users.name,
        chats: count(),
        handling: sql<string | null>`avg(${handlingSeconds})`,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.closedByUserId))
      .where(
        and(
          chatsIn(period, conversations.closedAt),
          eq(conversations.endReason, "closed"),
          isNotNull(conversations.closedByUserId),
        ),
      )
      .groupBy(conversations.closedByUserId, users.name),
  ]);
  const people = new Map<number, WebReport["people"][number]>();
  const person = (userId: number, name: string) => {
    const known = people.get(userId);
    if (known) return known;
    const fresh = {
      userId,
      name,
      firstAnswers: 0,
      closed: 0,
      medianFirstResponseSeconds: null,
      averageHandlingSeconds: null,
    };
    people.set(userId, fresh);
    return fresh;
  };
  for (const row of answers) {
    if (row.userId === null) continue;
    const entry = person(row.userId, row.name);
    entry.firstAnswers = row.chats;
    entry.medianFirstResponseSeconds = seconds(row.median);
  }
  for (const row of closings) {
    if (row.userId === null) continue;
    const entry = person(row.userId, row.name);
    entry.closed = row.chats;
    entry.averageHandlingSeconds = seconds(row.handling);
  }
  return {
    ...answerBase(period),
    people: [...people.values()].sort((a, b) => a.name.localeCompare(b.name, "es")),
  };
}
