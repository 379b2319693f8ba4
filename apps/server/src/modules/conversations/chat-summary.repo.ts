import type { ChatSummary } from "@consola/shared";
import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
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

/** The summaries of these chats of the business, in the order of `ids` (a list page's order). */
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
