import type { LabelColor, ReportSummary } from "@consola/shared";
import { and, count, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { rowsOf } from "../../db/rows-of.js";
import { closingCategories, conversations, labels } from "../../db/schema/index.js";
import { answerBase, chatsIn, type ReportPeriod, seconds } from "./report-period.js";

const queueSeconds = sql`extract(epoch from ${conversations.takenAt} - ${conversations.openedAt})`;
export const handlingSeconds = sql`extract(epoch from ${conversations.closedAt} - ${conversations.takenAt})`;

/**
 * The period's cards: chats opened and ended, never answered, opened out of hours or held by a bot, the average
 * wait in the queue and handling time, and the chats closed under each closing category.
 */
export async function reportSummary(db: Executor, period: ReportPeriod): Promise<ReportSummary> {
  const endedIn = and(chatsIn(period, conversations.closedAt), sql`${conversations.closedAt} is not null`);
  const [[opened], [ended], byCategory, byLabel] = await Promise.all([
    db
      .select({
        chats: count(),
        unanswered: sql<number>`count(*) filter (where ${conversations.firstInboundAt} is not null and ${conversations.firstResponseAt} is null)::integer`,
        outOfHours: sql<number>`count(*) filter (where ${conversations.outOfHours})::integer`,
        botHeld: sql<number>`count(${conversations.botOutcome})::integer`,
        queue: sql<string | null>`avg(${queueSeconds})`,
      })
      .from(conversations)
      .where(chatsIn(period)),
    db
      .select({ chats: count(), handling: sql<string | null>`avg(${handlingSeconds})` })
      .from(conversations)
      .where(endedIn),
    db
      .select({ categoryId: conversations.closingCategoryId, name: closingCategories.name, chats: count() })
      .from(conversations)
      .leftJoin(closingCategories, eq(closingCategories.id, conversations.closingCategoryId))
      .where(and(endedIn, eq(conversations.endReason, "closed")))
      .groupBy(conversations.closingCategoryId, closingCategories.name)
      .orderBy(sql`count(*) desc`, closingCategories.name),
    chatsByLabel(db, period),
  ]);
  return {
    ...answerBase(period),
    opened: opened?.chats ?? 0,
    ended: ended?.chats ?? 0,
    unanswered: opened?.unanswered ?? 0,
    outOfHours: opened?.outOfHours ?? 0,
    botHeld: opened?.botHeld ?? 0,
    averageQueueSeconds: seconds(opened?.queue ?? null),
    averageHandlingSeconds: seconds(ended?.handling ?? null),
    byClosingCategory: byCategory.map((row) => ({
      categoryId: row.categoryId,
      name: row.name ?? "Sin categoría",
      chats: row.chats,
    })),
    byLabel,
  };
}

/** The chats opened in the period under each label they carry, most first, then by name. */
function chatsByLabel(db: Executor, period: ReportPeriod) {
  return rowsOf<{ labelId: number; name: string; color: LabelColor; chats: number }>(
    db,
    sql`select ${labels.id} as "labelId", ${labels.name} as name, ${labels.color} as color, count(*)::int as chats
      from ${conversations} cross join lateral unnest(${conversations.labelIds}) as carried(label_id)
      join ${labels} on ${labels.id} = carried.label_id and ${ofBusiness(labels, period.businessId)}
      where ${chatsIn(period)}
      group by ${labels.id}, ${labels.name}, ${labels.color}, ${labels.sortName}
      order by chats desc, ${labels.sortName} collate "C"`,
  );
}
