import type { ChannelKind, ChatSummary } from "@consola/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import type { BotStep } from "../../db/schema/conversations.js";
import {
  areas,
  businessChannels,
  closingCategories,
  contacts,
  conversations,
  users,
} from "../../db/schema/index.js";
import { NotFoundError } from "../../http/errors.js";

/**
 * A name looked up by id, as a subquery of the select list rather than a join: a list page is one join
 * (contacts) for the planner instead of six, which took it 4–8 ms to plan at a million chats, longer than
 * running the query.
 */
const nameOf = <T>(column: AnyPgColumn, table: AnyPgTable, id: AnyPgColumn, of: AnyPgColumn) =>
  sql<T | null>`(select ${column} from ${table} where ${id} = ${of})`;

const summaryColumns = {
  id: conversations.id,
  status: conversations.status,
  channel: sql<ChannelKind>`(select ${businessChannels.kind} from ${businessChannels} where ${businessChannels.id} = ${conversations.channelId})`,
  contactId: contacts.id,
  contactName: contacts.name,
  contactPhone: contacts.phoneNumber,
  optIn: contacts.optIn,
  agentId: conversations.assignedUserId,
  agentName: nameOf<string>(users.name, users, users.id, conversations.assignedUserId),
  areaId: conversations.areaId,
  areaName: nameOf<string>(areas.name, areas, areas.id, conversations.areaId),
  mood: conversations.mood,
  openedAt: conversations.openedAt,
  takenAt: conversations.takenAt,
  closedAt: conversations.closedAt,
  endReason: conversations.endReason,
  categoryId: conversations.closingCategoryId,
  categoryName: nameOf<string>(
    closingCategories.name,
    closingCategories,
    closingCategories.id,
    conversations.closingCategoryId,
  ),
  closeComments: conversations.closeComments,
  lastMessage: conversations.lastMessagePreview,
  lastMessageAt: conversations.lastMessageAt,
  unreadCount: conversations.unreadCount,
  windowExpiresAt: conversations.windowExpiresAt,
  lastInboundAt: conversations.lastInboundAt,
  outOfHours: conversations.outOfHours,
  botStep: conversations.botStep,
  referral: conversations.referral,
};

/** Chats with what their summary shows, and `key` (a list's cursor) beside it. */
function summaryQuery(db: Executor, key: SQL<string> = sql<string>`''`) {
  return db
    .select({ ...summaryColumns, key })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId));
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });

const botOf = (step: BotStep) => (step === "selector" ? "selector" : "name_change");

function toSummary(row: SummaryRow): ChatSummary {
  return {
    id: row.id,
    status: row.status,
    channel: row.channel,
    contactId: row.contactId,
    contact: { id: row.contactId, name: row.contactName, phoneNumber: row.contactPhone, optIn: row.optIn },
    phone: row.contactPhone,
    agent: ref(row.agentId, row.agentName),
    area: ref(row.areaId, row.areaName),
    mood: row.mood,
    date: row.openedAt.toISOString(),
    takenAt: iso(row.takenAt),
    closedAt: iso(row.closedAt),
    endReason: row.endReason,
    closingCategory: ref(row.categoryId, row.categoryName),
    closeComments: row.closeComments,
    lastMessage: row.lastMessage,
    lastMessageAt: row.lastMessageAt.toISOString(),
    unreadCount: row.unreadCount,
    windowExpiresAt: iso(row.windowExpiresAt),
    lastInboundAt: iso(row.lastInboundAt),
    outOfHours: row.outOfHours,
    // Only a chat the bots still hold says which bot; the column keeps the last step after it leaves.
    botStep: row.status === "bot" && row.botStep ? botOf(row.botStep) : null,
    referral: row.referral,
  };
}

/** A list's page: the summaries of the chats `where` picks, in `order`, each with its `key` (the cursor). */
export async function summariesInOrder(
  db: Executor,
  page: { where: SQL; order: SQL[]; limit: number; offset: number; key: SQL<string> },
): Promise<{ summary: ChatSummary; key: string }[]> {
  const rows = await summaryQuery(db, page.key)
    .where(page.where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ summary: toSummary(row), key: row.key }));
}

/** The summaries of these chats of the business, in the order of `ids`. */
export async function describeChats(
  db: Executor,
  businessId: number,
  ids: readonly number[],
): Promise<ChatSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summaryQuery(db).where(
    and(eq(conversations.businessId, businessId), inArray(conversations.id, [...ids])),
  );
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getChatSummary(
  db: Executor,
  businessId: number,
  conversationId: number,
): Promise<ChatSummary> {
  const [summary] = await describeChats(db, businessId, [conversationId]);
  if (!summary) throw new NotFoundError("El chat no existe");
  return summary;
}
