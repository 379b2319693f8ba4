import { LIST_COUNT_CAP, type ListCount } from "@consola/shared";
import { and, asc, count, desc, eq, gt, max, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { contacts, conversations } from "../../db/schema/index.js";
import { contactSearchCondition } from "./contact-search.js";

export type ContactRow = typeof contacts.$inferSelect;
export type ContactInsert = Omit<typeof contacts.$inferInsert, "id" | "businessId">;
export type ContactChanges = Partial<ContactInsert>;
export type PageWindow = { search: string | undefined; take: number; skip: number };

const listColumns = {
  id: contacts.id,
  name: contacts.name,
  phoneNumber: contacts.phoneNumber,
  address: contacts.address,
  dateRegister: contacts.dateRegister,
  typeRegister: contacts.typeRegister,
  optIn: contacts.optIn,
};

const ofBusiness = (businessId: number, id: number) => rowOfBusiness(contacts, businessId, id);

/**
 * Alphabetical the way a Spanish reader expects whatever the database collation: accents folded first (Á with
 * A, Ñ with N: the stored search_name), the exact name then breaking ties. Exactly the columns of
 * contacts_business_alphabetical_idx, so a page is read from the index in this order instead of sorting the
 * whole business.
 */
const alphabetical = [asc(contacts.searchName), asc(sql`lower(${contacts.name})`), asc(contacts.id)];
/**
 * The same order for a search, written so that it does not match the index (`|| ''` changes no value):
 * PostgreSQL then finds the matches through the trigram indexes and sorts only them.
 */
const alphabeticalMatches = [
  asc(sql`${contacts.searchName} || ''`),
  asc(sql`lower(${contacts.name})`),
  asc(contacts.id),
];

function listWhere(businessId: number, search: string | undefined): SQL {
  return and(eq(contacts.businessId, businessId), contactSearchCondition(search)) as SQL;
}

/** Counts up to LIST_COUNT_CAP + 1 rows off the index, never the whole business. */
async function countContacts(db: Executor, where: SQL): Promise<ListCount> {
  const upToCap = db
    .select({ one: sql`1` })
    .from(contacts)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as("up_to_cap");
  const [row] = await db.select({ counted: count() }).from(upToCap);
  const counted = row?.counted ?? 0;
  return { total: Math.min(counted, LIST_COUNT_CAP), totalCapped: counted > LIST_COUNT_CAP };
}

/**
 * ListAllContact: alphabetical. Without a search the page is read off contacts_business_alphabetical_idx. With
 * one, the matches are found first (the trigram indexes) and only they are sorted: left to itself the planner
 * may walk the alphabetical index hoping for matches early, and a common name ("maria", clustered at the
 * m's) made it read half a million rows (1.7 s at a million contacts; bench/explain-contacts.ts).
 */
export async function pageOfContacts(db: Executor, businessId: number, window: PageWindow) {
  const where = listWhere(businessId, window.search);
  const rows = await db
    .select(listColumns)
    .from(contacts)
    .where(where)
    .orderBy(...(window.search ? alphabeticalMatches : alphabetical))
    .limit(window.take)
    .offset(window.skip);
  return { ...(await countContacts(db, where)), rows };
}

/** ListContact: latest conversation activity first, contacts never talked to last. */
export async function pageOfRecentContacts(db: Executor, businessId: number, window: PageWindow) {
  const latest = db
    .select({
      contactId: conversations.contactId,
      lastMessageAt: max(conversations.lastMessageAt).as("last_at"),
    })
    .from(conversations)
    .where(eq(conversations.businessId, businessId))
    .groupBy(conversations.contactId)
    .as("latest_conversation");
  const where = listWhere(businessId, window.search);
  const rows = await db
    .select({ ...listColumns, lastMessageAt: latest.lastMessageAt })
    .from(contacts)
    .leftJoin(latest, eq(latest.contactId, contacts.id))
    .where(where)
    .orderBy(sql`${latest.lastMessageAt} desc nulls last`, desc(contacts.id))
    .limit(window.take)
    .offset(window.skip);
  return { ...(await countContacts(db, where)), rows };
}

export async function findContact(
  db: Executor,
  businessId: number,
  id: number,
): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(ofBusiness(businessId, id)).limit(1);
  return row;
}

export async function insertContact(
  db: Executor,
  businessId: number,
  values: ContactInsert,
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, businessId })
    .returning();
  if (!row) throw new Error("contact insert returned no row");
  return row;
}

export async function updateContact(
  db: Executor,
  businessId: number,
  id: number,
  changes: ContactChanges,
): Promise<ContactRow | undefined> {
  const [row] = await db.update(contacts).set(changes).where(ofBusiness(businessId, id)).returning();
  return row;
}

/** Sets the opt-in flag only when it changes, so optChangedAt keeps the moment of the real change. */
export async function changeOptIn(
  db: Executor,
  businessId: number,
  id: number,
  optIn: boolean,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ optIn, optChangedAt: sql`now()` })
    .where(and(ofBusiness(businessId, id), ne(contacts.optIn, optIn)))
    .returning();
  return row;
}

export type ExportRow = Pick<ContactRow, "id" | "name" | "phoneNumber" | "dateRegister" | "typeRegister">;

/** Every contact of the business in registration order, read in batches so a big export never sits in memory. */
export async function* contactsForExport(
  db: Executor,
  businessId: number,
  batchSize = 2_000,
): AsyncGenerator<ExportRow> {
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        id: contacts.id,
        name: contacts.name,
        phoneNumber: contacts.phoneNumber,
        dateRegister: contacts.dateRegister,
        typeRegister: contacts.typeRegister,
      })
      .from(contacts)
      .where(and(eq(contacts.businessId, businessId), gt(contacts.id, afterId)))
      .orderBy(asc(contacts.id))
      .limit(batchSize);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    afterId = last.id;
  }
}
