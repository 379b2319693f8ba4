import type { ResponseFirstReport } from "@consola/shared";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { areas, conversations, users } from "../../db/schema/index.js";
import { spanishOrder } from "../../db/schema/spanish-order.js";
import { answerBase, chatsIn, type ReportPeriod } from "./report-period.js";
import { contactWrote, responseFigureColumns, responseFigures } from "./response-figures.js";

/**
 * ResponseFirst: how fast a person first answered the chats the contact opened in the period (count, median,
 * 90th percentile, share within five minutes), overall, per person who answered and per area; and how many
 * chats nobody has answered.
 */
export async function responseFirst(db: Executor, period: ReportPeriod): Promise<ResponseFirstReport> {
  const owed = and(chatsIn(period), contactWrote);
  const figures = responseFigureColumns();
  const [[overall], [unanswered], byAgent, byArea] = await Promise.all([
    db.select(figures).from(conversations).where(owed),
    db
      .select({ chats: count() })
      .from(conversations)
      .where(and(owed, isNull(conversations.firstResponseAt))),
    db
      .select({ agentId: conversations.firstResponseUserId, name: users.name, ...figures })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.firstResponseUserId))
      .where(and(owed, isNotNull(conversations.firstResponseUserId)))
      .groupBy(conversations.firstResponseUserId, users.name, users.sortName)
      .orderBy(...spanishOrder(users.sortName, users.name)),
    db
      .select({ areaId: conversations.areaId, name: areas.name, ...figures })
      .from(conversations)
      .leftJoin(areas, eq(areas.id, conversations.areaId))
      .where(and(owed, isNotNull(conversations.firstResponseAt)))
      .groupBy(conversations.areaId, areas.name, areas.sortName)
      .orderBy(...spanishOrder(areas.sortName, areas.name)),
  ]);
  return {
    ...answerBase(period),
    overall: responseFigures(overall),
    unanswered: unanswered?.chats ?? 0,
    byAgent: byAgent.map((row) => ({ agentId: row.agentId ?? 0, name: row.name, ...responseFigures(row) })),
    byArea: byArea.map((row) => ({
      areaId: row.areaId,
      name: row.name ?? "Sin área",
      ...responseFigures(row),
    })),
  };
}
