import { type InOutDetailReport, REPORT_DETAIL_PAGE_SIZE, REPORT_MESSAGES } from "@consola/shared";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { labelNamesOf } from "../../db/label-names.js";
import {
  areas,
  businessChannels,
  closingCategories,
  contacts,
  conversations,
  users,
} from "../../db/schema/index.js";
import { ValidationError } from "../../domain/errors.js";
import { formatBusinessTime } from "../../time/business-time.js";
import { answerBase, chatsIn, type ReportPeriod } from "./report-period.js";
import { chatHasFile, reportedKind } from "./reported-channel.js";

/**
 * The cursor after a row: its opening instant to the microsecond (a JavaScript Date would cut it to the
 * millisecond and skip rows that share it) and its id, the order the index gives.
 */
const cursorInstant = sql<string>`to_char(${conversations.openedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function parseCursor(after: string): { openedAt: string; id: number } {
  const [openedAt = "", id = ""] = after.split("_");
  if (Number.isNaN(new Date(openedAt).getTime())) throw new ValidationError(REPORT_MESSAGES.cursorInvalid);
  return { openedAt, id: Number(id) };
}

const agent = alias(users, "agent");
const responder = alias(users, "responder");

export type DetailRow = Awaited<ReturnType<typeof readDetailPage>>["rows"][number];

/**
 * A page of the chats opened in the period, newest first along the (business, opened at, id) index: never a
 * count or a sort of the business's chats. `narrow` adds a condition (the first-response file's chats).
 */
export async function readDetailPage(
  db: Executor,
  period: ReportPeriod,
  page: { after: string | undefined; size: number; narrow?: SQL },
) {
  const cursor = page.after === undefined ? undefined : parseCursor(page.after);
  const rows = await db
    .select({
      id: conversations.id,
      openedAt: conversations.openedAt,
      cursor: cursorInstant,
      status: conversations.status,
      firstInboundAt: conversations.firstInboundAt,
      firstResponseAt: conversations.firstResponseAt,
      closedAt: conversations.closedAt,
      lastMessageAt: conversations.lastMessageAt,
      endReason: conversations.endReason,
      messagesIn: conversations.messagesIn,
      messagesOut: conversations.messagesOut,
      contactId: contacts.id,
      contactName: contacts.name,
      phoneNumber: contacts.phoneNumber,
      channel: reportedKind(businessChannels.kind, chatHasFile),
      area: areas.name,
      agent: agent.name,
      responder: responder.name,
      closingCategory: closingCategories.name,
      labels: labelNamesOf(conversations.labelIds),
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .innerJoin(businessChannels, eq(businessChannels.id, conversations.channelId))
    .leftJoin(areas, eq(areas.id, conversations.areaId))
    .leftJoin(agent, eq(agent.id, conversations.assignedUserId))
    .leftJoin(responder, eq(responder.id, conversations.firstResponseUserId))
    .leftJoin(closingCategories, eq(closingCategories.id, conversations.closingCategoryId))
    .where(
      and(
        chatsIn(period),
        page.narrow,
        cursor === undefined
          ? undefined
          : sql`(${conversations.openedAt}, ${conversations.id}) < (${cursor.openedAt}::timestamptz, ${cursor.id}::integer)`,
      ),
    )
    .orderBy(desc(conversations.openedAt), desc(conversations.id))
    .limit(page.size + 1);
  const shown = rows.slice(0, page.size);
  const last = shown.at(-1);
  return { rows: shown, next: rows.length > page.size && last ? `${last.cursor}_${last.id}` : null };
}

/** InOutDetail: one row per chat opened in the period, newest first, a page at a time. */
export async function inOutDetail(
  db: Executor,
  period: ReportPeriod,
  after: string | undefined,
): Promise<InOutDetailReport> {
  const { rows, next } = await readDetailPage(db, period, { after, size: REPORT_DETAIL_PAGE_SIZE });
  const time = (instant: Date | null) => (instant ? formatBusinessTime(instant, period.clock) : null);
  return {
    ...answerBase(period),
    rows: rows.map((row) => ({
      conversationId: row.id,
      contact: { id: row.contactId, name: row.contactName, phoneNumber: row.phoneNumber },
      channel: row.channel,
      area: row.area,
      agent: row.agent,
      status: row.status,
      openedAt: formatBusinessTime(row.openedAt, period.clock),
      firstResponseAt: time(row.firstResponseAt),
      endedAt: time(row.closedAt),
      endedBy: row.endReason,
      closingCategory: row.closingCategory,
      messagesIn: row.messagesIn,
      messagesOut: row.messagesOut,
    })),
    next,
  };
}
