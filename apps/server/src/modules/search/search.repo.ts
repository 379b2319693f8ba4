import type { SearchChatHit, SearchContactHit, SearchMessageHit, SearchPage } from "@consola/shared";
import { and, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import {
  contacts,
  conversations,
  messageSearchQuery,
  messageSearchVector,
  messages,
  users,
} from "../../db/schema/index.js";
import { contactSearchCondition } from "../contacts/contact-search.js";

/** Who asks: the business, and for agents the user whose chats they may see. */
export type SearchScope = { businessId: number; agentId: number | undefined; take: number };

const agent = alias(users, "search_agent");

/** Agents see the pending queue (they may take from it) and the chats assigned to them, as in the chat lists. */
function visibleChats(scope: SearchScope): SQL | undefined {
  if (scope.agentId === undefined) return undefined;
  return or(eq(conversations.status, "pending"), eq(conversations.assignedUserId, scope.agentId));
}

/** One more row than shown tells whether a next page exists; its cursor is the last shown id. */
function page<T extends { id: number }, R>(rows: T[], take: number, map: (row: T) => R): SearchPage<R> {
  const shown = rows.slice(0, take);
  const last = shown.at(-1);
  return { items: shown.map(map), next: rows.length > take && last ? last.id : null };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Contacts by the start of a name's words or of a number, or its end (contactSearchCondition), newest first. */
export async function searchContacts(
  db: Executor,
  scope: SearchScope,
  words: string,
  after: number | undefined,
): Promise<SearchPage<SearchContactHit>> {
  const rows = await db
    .select({ id: contacts.id, name: contacts.name, phoneNumber: contacts.phoneNumber })
    .from(contacts)
    .where(
      and(
        ofBusiness(contacts, scope.businessId),
        contactSearchCondition(words),
        after === undefined ? undefined : lt(contacts.id, after),
      ),
    )
    .orderBy(desc(contacts.id))
    .limit(scope.take + 1);
  return page(rows, scope.take, (row) => row);
}

const chatColumns = {
  conversationId: conversations.id,
  contactId: contacts.id,
  contactName: contacts.name,
  phoneNumber: contacts.phoneNumber,
  status: conversations.status,
  assignedUserId: conversations.assignedUserId,
};

/** Chats whose contact matches, newest chat first. */
export async function searchChats(
  db: Executor,
  scope: SearchScope,
  words: string,
  after: number | undefined,
): Promise<SearchPage<SearchChatHit>> {
  const rows = await db
    .select({
      ...chatColumns,
      id: conversations.id,
      agentName: agent.name,
      lastMessage: conversations.lastMessagePreview,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(agent, eq(agent.id, conversations.assignedUserId))
    .where(
      and(
        ofBusiness(conversations, scope.businessId),
        ofBusiness(contacts, scope.businessId),
        contactSearchCondition(words),
        visibleChats(scope),
        after === undefined ? undefined : lt(conversations.id, after),
      ),
    )
    .orderBy(desc(conversations.id))
    .limit(scope.take + 1);
  return page(rows, scope.take, ({ id: _id, ...row }) => ({
    ...row,
    lastMessageAt: iso(row.lastMessageAt),
  }));
}

/** The longest part of a message body a result shows. */
const SNIPPET_LENGTH = 300;

/**
 * Messages containing every word (accents and case aside), newest first. The condition repeats the
 * expression of messages_body_search_idx so the GIN index answers it.
 */
export async function searchMessages(
  db: Executor,
  scope: SearchScope,
  words: string,
  after: number | undefined,
): Promise<SearchPage<SearchMessageHit>> {
  const rows = await db
    .select({
      ...chatColumns,
      id: messages.id,
      direction: messages.direction,
      body: sql<string>`left(${messages.body}, ${SNIPPET_LENGTH})`,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .where(
      and(
        sql`${messageSearchVector(messages.body)} @@ ${messageSearchQuery(words)}`,
        ofBusiness(messages, scope.businessId),
        ofBusiness(conversations, scope.businessId),
        visibleChats(scope),
        after === undefined ? undefined : lt(messages.id, after),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(scope.take + 1);
  return page(rows, scope.take, (row) => ({ ...row, createdAt: iso(row.createdAt) }));
}
