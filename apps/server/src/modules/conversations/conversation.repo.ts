import type { ChatSummary, ConversationStatus } from "@consola/shared";
import { and, count, desc, eq, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
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
import { activeChatHandlersOf } from "../agents/agents.repo.js";
import { contactSearchCondition, nameMatches } from "../contacts/contact-search.js";

export type ConversationRow = typeof conversations.$inferSelect;

function conversationOf(db: Executor, businessId: number, conversationId: number) {
  return db
    .select()
    .from(conversations)
    .where(rowOfBusiness(conversations, businessId, conversationId));
}

/** Another business's chat, or a missing one, is a 404: the caller learns nothing about it. */
function found(row: ConversationRow | undefined): ConversationRow {
  if (!row) throw new NotFoundError("El chat no existe");
  return row;
}

/** Reads and locks one conversation of the business for a state change. */
export async function lockConversation(
  tx: Executor,
  businessId: number,
  conversationId: number,
): Promise<ConversationRow> {
  const [row] = await conversationOf(tx, businessId, conversationId).for("update");
  return found(row);
}

export async function getConversation(
  db: Executor,
  businessId: number,
  conversationId: number,
): Promise<ConversationRow> {
  const [row] = await conversationOf(db, businessId, conversationId).limit(1);
  return found(row);
}

const agent = alias(users, "agent");

const summaryColumns = {
  id: conversations.id,
  status: conversations.status,
  channel: businessChannels.kind,
  contactId: contacts.id,
  contactName: contacts.name,
  contactPhone: contacts.phoneNumber,
  optIn: contacts.optIn,
  agentId: agent.id,
  agentName: agent.name,
  areaId: areas.id,
  areaName: areas.name,
  mood: conversations.mood,
  openedAt: conversations.openedAt,
  takenAt: conversations.takenAt,
  closedAt: conversations.closedAt,
  endReason: conversations.endReason,
  categoryId: closingCategories.id,
  categoryName: closingCategories.name,
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

function summaryQuery(db: Executor) {
  return db
    .select(summaryColumns)
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .innerJoin(businessChannels, eq(businessChannels.id, conversations.channelId))
    .leftJoin(agent, eq(agent.id, conversations.assignedUserId))
    .leftJoin(areas, eq(areas.id, conversations.areaId))
    .leftJoin(closingCategories, eq(closingCategories.id, conversations.closingCategoryId));
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

export type ChatQuery = {
  businessId: number;
  statuses: readonly ConversationStatus[];
  assignedUserId?: number | undefined;
  search?: string | undefined;
  agentName?: string | undefined;
  contactNumber?: string | undefined;
  closedFrom?: Date | undefined;
  closedTo?: Date | undefined;
  unreadOnly?: boolean | undefined;
  conversationId?: number | undefined;
  take: number;
  skip: number;
  order: "recent" | "oldest";
};

function chatConditions(query: ChatQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(conversations.businessId, query.businessId),
    inArray(conversations.status, [...query.statuses]),
  ];
  if (query.assignedUserId !== undefined)
    conditions.push(eq(conversations.assignedUserId, query.assignedUserId));
  if (query.conversationId !== undefined) conditions.push(eq(conversations.id, query.conversationId));
  if (query.search) conditions.push(contactSearchCondition(query.search));
  if (query.agentName) conditions.push(nameMatches(agent.name, query.agentName));
  if (query.contactNumber) {
    const digits = query.contactNumber.replace(/\D/g, "");
    // Digits only: no LIKE wildcard can sneak in.
    if (digits.length > 0) conditions.push(sql`${contacts.phoneNumber} like ${`%${digits}%`}`);
  }
  if (query.closedFrom) conditions.push(gte(conversations.closedAt, query.closedFrom));
  if (query.closedTo) conditions.push(lt(conversations.closedAt, query.closedTo));
  if (query.unreadOnly) conditions.push(gt(conversations.unreadCount, 0));
  return and(...conditions);
}

export async function findChats(
  db: Executor,
  query: ChatQuery,
): Promise<{ total: number; items: ChatSummary[] }> {
  const where = chatConditions(query);
  const [rows, totals] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(
        query.order === "oldest" ? conversations.openedAt : desc(conversations.lastMessageAt),
        desc(conversations.id),
      )
      .limit(query.take)
      .offset(query.skip),
    db
      .select({ total: count() })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .leftJoin(agent, eq(agent.id, conversations.assignedUserId))
      .where(where),
  ]);
  return { total: totals[0]?.total ?? 0, items: rows.map(toSummary) };
}

export async function getChatSummary(
  db: Executor,
  businessId: number,
  conversationId: number,
): Promise<ChatSummary> {
  const { items } = await findChats(db, {
    businessId,
    statuses: ["pending", "bot", "active", "closed", "timed_out"],
    conversationId,
    take: 1,
    skip: 0,
    order: "recent",
  });
  const [summary] = items;
  if (!summary) throw new NotFoundError("El chat no existe");
  return summary;
}

/** A user of the business who can take chats (assign/transfer target). */
export async function findChatHandler(db: Executor, businessId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), activeChatHandlersOf(businessId)))
    .limit(1);
  return row;
}

/** Who a chat is assigned to now: hub events about its messages go to that person. */
export async function assigneeOf(db: Executor, conversationId: number): Promise<number | null> {
  const [chat] = await db
    .select({ assignedUserId: conversations.assignedUserId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return chat?.assignedUserId ?? null;
}
