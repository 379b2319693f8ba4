import {
  type ChatPage,
  type ConversationStatus,
  type LabelMatch,
  LIST_COUNT_CAP,
  type ListCount,
} from "@consola/shared";
import { and, eq, exists, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { rowsOf } from "../../db/rows-of.js";
import { contacts, conversations, users } from "../../db/schema/index.js";
import { contactSearchCondition, nameMatches } from "../contacts/contact-search.js";
import { summariesInOrder } from "./chat-summary.repo.js";

/** What a chat list's filters ask of its chats, whatever page or order it reads them in. */
export type ChatFilterQuery = Omit<ChatQuery, "take" | "skip" | "after" | "order">;

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
  /** Chats carrying any (or all) of these labels: conversations_label_ids_idx. */
  labels?: { ids: number[]; match: LabelMatch } | undefined;
  /** Only these chats (a selection), among those the other conditions pick. */
  ids?: number[] | undefined;
  /** Chats a campaign's replies opened or continued (conversations_campaign_opened_idx). */
  campaignId?: number | undefined;
  take: number;
  skip: number;
  /** A previous page's nextCursor: this page starts right after its last chat. */
  after?: string | undefined;
  order: "recent" | "oldest";
};

const agent = alias(users, "agent");

const subquery = new QueryBuilder();

/** The chat's contact meets `condition` (a semi-join: the contact is only looked at for a search). */
const contactWhere = (condition: SQL | undefined) =>
  exists(
    subquery
      .select({ one: sql`1` })
      .from(contacts)
      .where(and(eq(contacts.id, conversations.contactId), condition)),
  );

/** The conditions a chat list's query puts on its chats (the business first). */
export function chatConditions(query: ChatFilterQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    ofBusiness(conversations, query.businessId),
    inArray(conversations.status, [...query.statuses]),
  ];
  if (query.assignedUserId !== undefined)
    conditions.push(eq(conversations.assignedUserId, query.assignedUserId));
  if (query.search) conditions.push(contactWhere(contactSearchCondition(query.search)));
  if (query.agentName)
    conditions.push(
      exists(
        subquery
          .select({ one: sql`1` })
          .from(agent)
          .where(and(eq(agent.id, conversations.assignedUserId), nameMatches(agent.name, query.agentName))),
      ),
    );
  if (query.contactNumber) {
    const digits = query.contactNumber.replace(/\D/g, "");
    // Digits only: no LIKE wildcard can sneak in.
    if (digits.length > 0) conditions.push(contactWhere(sql`${contacts.phoneNumber} like ${`%${digits}%`}`));
  }
  if (query.closedFrom) conditions.push(gte(conversations.closedAt, query.closedFrom));
  if (query.closedTo) conditions.push(lt(conversations.closedAt, query.closedTo));
  if (query.unreadOnly) conditions.push(gt(conversations.unreadCount, 0));
  if (query.ids) conditions.push(inArray(conversations.id, query.ids));
  if (query.campaignId !== undefined) conditions.push(eq(conversations.campaignId, query.campaignId));
  if (query.labels) {
    const ids = sql`${sql.param(query.labels.ids)}::integer[]`;
    conditions.push(
      query.labels.match === "all"
        ? sql`${conversations.labelIds} @> ${ids}`
        : sql`${conversations.labelIds} && ${ids}`,
    );
  }
  return and(...conditions) as SQL;
}

/** Pending and bot chats are read oldest first (by when they opened), the others latest message first. */
const sortColumn = (query: ChatQuery) =>
  query.order === "oldest" ? conversations.openedAt : conversations.lastMessageAt;

/** `<time>_<id>`: the time to the microsecond, so the next page starts exactly after the last row. */
const cursorOf = (query: ChatQuery) =>
  sql<string>`to_char(${sortColumn(query)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${conversations.id}`;

/** After the cursor's row in the list's order (the shared schema checked its form). */
function afterCursor(query: ChatQuery): SQL | undefined {
  if (!query.after) return undefined;
  const [at, id] = query.after.split("_");
  const key = sql`(${sortColumn(query)}, ${conversations.id})`;
  const cursor = sql`(${at}::timestamptz, ${Number(id)}::integer)`;
  return query.order === "oldest" ? sql`${key} > ${cursor}` : sql`${key} < ${cursor}`;
}

/** Counts up to LIST_COUNT_CAP + 1 chats of the list, never all of a business's history. */
async function countChats(db: Executor, query: ChatQuery): Promise<ListCount> {
  const [row] = await rowsOf<{ counted: number }>(
    db,
    sql`select count(*)::int as counted from (
      select 1 from ${conversations} where ${chatConditions(query)} limit ${LIST_COUNT_CAP + 1}
    ) as up_to_cap`,
  );
  const counted = row?.counted ?? 0;
  return { total: Math.min(counted, LIST_COUNT_CAP), totalCapped: counted > LIST_COUNT_CAP };
}

/** One page of a chat list in its order, with the cursor of the page after it when there is one. */
async function pageOfChats(db: Executor, query: ChatQuery) {
  const rows = await summariesInOrder(db, {
    where: and(chatConditions(query), afterCursor(query)) as SQL,
    order: query.order,
    limit: query.take + 1,
    offset: query.skip,
    key: cursorOf(query),
  });
  const shown = rows.slice(0, query.take);
  return {
    items: shown.map((row) => row.summary),
    nextCursor: rows.length > query.take ? (shown.at(-1)?.key ?? null) : null,
  };
}

/**
 * Every chat of a list's filters, in id order: what a bulk action's "all matching" reaches, read once when
 * its job starts (the open chats of a business, through conversations_business_status_idx).
 */
export async function chatIdsMatching(db: Executor, query: ChatFilterQuery): Promise<number[]> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(chatConditions(query))
    .orderBy(conversations.id);
  return rows.map((row) => row.id);
}

export async function findChats(db: Executor, query: ChatQuery): Promise<ChatPage> {
  const [page, counted] = await Promise.all([pageOfChats(db, query), countChats(db, query)]);
  return { ...counted, ...page };
}
