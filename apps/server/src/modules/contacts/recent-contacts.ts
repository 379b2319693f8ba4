import { and, countDistinct, desc, eq, notExists, type SQL, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { contacts, conversations } from "../../db/schema/index.js";
import { listColumns } from "./contact-list-columns.js";
import { countContacts, type PageWindow } from "./contact-pages.js";
import { contactSearchCondition } from "./contact-search.js";

/**
 * Up to this many matches a search is answered by sorting them; past it, by walking the business's chats
 * latest first until the page is full (a match is then common enough to come up soon).
 */
const SORT_MATCHES_UP_TO = 1_000;

const later = alias(conversations, "later");

/**
 * The chat is its contact's latest (by last message, then id): no later chat of the same contact. Answered
 * from conversations_contact_idx alone.
 */
const isContactsLatestChat = notExists(
  new QueryBuilder()
    .select({ one: sql`1` })
    .from(later)
    .where(
      and(
        eq(later.contactId, conversations.contactId),
        sql`(${later.lastMessageAt}, ${later.id}) > (${conversations.lastMessageAt}, ${conversations.id})`,
      ),
    ),
);

const hasNoChat = notExists(
  new QueryBuilder()
    .select({ one: sql`1` })
    .from(conversations)
    .where(eq(conversations.contactId, contacts.id)),
);

const talkedTo = (businessId: number, search: SQL | undefined) =>
  and(ofBusiness(conversations, businessId), isContactsLatestChat, search);

/**
 * Contacts by their latest chat, read off conversations_business_recent_idx: each chat in turn, kept when it
 * is its contact's latest. Then those never talked to, newest first (contacts_business_id_idx). A page past
 * every contact with chats first counts them, once.
 */
async function walkRecent(db: Executor, businessId: number, window: PageWindow) {
  const search = contactSearchCondition(window.search);
  const talked = await db
    .select({ ...listColumns, lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(talkedTo(businessId, search))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(window.take)
    .offset(window.skip);
  if (talked.length === window.take) return talked;
  let skipNever = 0;
  if (talked.length === 0 && window.skip > 0) {
    const [row] = await db
      .select({ contacts: countDistinct(conversations.contactId) })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(and(ofBusiness(conversations, businessId), search));
    skipNever = Math.max(0, window.skip - (row?.contacts ?? 0));
  }
  const never = await db
    .select({ ...listColumns, lastMessageAt: sql<Date | null>`null` })
    .from(contacts)
    .where(and(ofBusiness(contacts, businessId), hasNoChat, search))
    .orderBy(desc(contacts.id))
    .limit(window.take - talked.length)
    .offset(skipNever);
  return [...talked, ...never];
}

/** A search with few matches: each one's latest chat (an index probe), then sorted. */
function sortMatches(db: Executor, businessId: number, window: PageWindow) {
  const latest = sql<Date | null>`(select max(${conversations.lastMessageAt}) from ${conversations} where ${conversations.contactId} = ${contacts.id})`;
  const matches = db
    .select({ id: contacts.id, lastMessageAt: latest.as("last_message_at") })
    .from(contacts)
    .where(and(ofBusiness(contacts, businessId), contactSearchCondition(window.search)))
    .as("matches");
  return db
    .select({ ...listColumns, lastMessageAt: matches.lastMessageAt })
    .from(matches)
    .innerJoin(contacts, eq(contacts.id, matches.id))
    .orderBy(sql`${matches.lastMessageAt} desc nulls last`, desc(contacts.id))
    .limit(window.take)
    .offset(window.skip);
}

/**
 * ListContact: latest chat activity first, contacts never talked to last. Never groups the business's chats:
 * a page costs about its own rows (bench/lists.ts "recent contacts").
 */
export async function pageOfRecentContacts(db: Executor, businessId: number, window: PageWindow) {
  if (!window.search) {
    const [counted, rows] = await Promise.all([
      countContacts(db, businessId, undefined),
      walkRecent(db, businessId, window),
    ]);
    return { ...counted, rows };
  }
  const counted = await countContacts(db, businessId, window.search);
  const rows =
    counted.total <= SORT_MATCHES_UP_TO
      ? await sortMatches(db, businessId, window)
      : await walkRecent(db, businessId, window);
  return { ...counted, rows };
}
