import { LIST_COUNT_CAP, type ListCount } from "@consola/shared";
import { and, asc, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { contactNameWords, contacts } from "../../db/schema/index.js";
import { contactSearchCondition, isPhoneSearch, searchWords } from "./contact-search.js";

export type PageWindow = { search: string | undefined; take: number; skip: number };

export const listColumns = {
  id: contacts.id,
  name: contacts.name,
  phoneNumber: contacts.phoneNumber,
  address: contacts.address,
  dateRegister: contacts.dateRegister,
  typeRegister: contacts.typeRegister,
  optIn: contacts.optIn,
};

/**
 * Alphabetical the way a Spanish reader expects whatever the database collation: accents folded first (Á with
 * A, Ñ with N: the stored search_name), the exact name then breaking ties. Exactly the columns of
 * contacts_business_alphabetical_idx, so a page is read from the index in this order instead of sorting the
 * whole business.
 */
const alphabetical = [asc(contacts.searchName), asc(sql`lower(${contacts.name})`), asc(contacts.id)];

/** Counts up to LIST_COUNT_CAP + 1 rows of `rows` (a select of one column), never the whole set. */
async function capped(db: Executor, rows: PgSelect): Promise<ListCount> {
  const upToCap = rows.limit(LIST_COUNT_CAP + 1).as("up_to_cap");
  const [row] = await db.select({ counted: count() }).from(upToCap);
  const counted = row?.counted ?? 0;
  return { total: Math.min(counted, LIST_COUNT_CAP), totalCapped: counted > LIST_COUNT_CAP };
}

/**
 * The first text after every text starting with `words` in byte order: the last character moved on by one.
 * `words >= from and words < to` is then exactly "starts with", one range of a "C"-collated index.
 */
function prefixEnd(words: string): string {
  const characters = Array.from(words);
  const last = characters.pop()?.codePointAt(0) ?? 0;
  return characters.join("") + String.fromCodePoint(Math.min(last + 1, 0x10ffff));
}

/**
 * The contact_name_words rows whose words start with the search's, each contact once: the row of its first
 * matching word (no earlier word of the name starts the match).
 */
function wordRowsMatching(businessId: number, words: string): SQL {
  const cnw = contactNameWords;
  return and(
    eq(cnw.businessId, businessId),
    gte(cnw.words, words),
    lt(cnw.words, prefixEnd(words)),
    sql`strpos(' ' || ${cnw.head} || ${cnw.words}, ${` ${words}`}) = length(${cnw.head}) + 1`,
  ) as SQL;
}

const ofBusiness = (businessId: number) => eq(contacts.businessId, businessId);

/** The words of a name search; undefined without a search or for a number. */
const nameSearch = (search: string | undefined) =>
  search && !isPhoneSearch(search) ? searchWords(search) : undefined;

/** How many contacts a search (or none) finds, off the index the matching page is read from. */
export function countContacts(db: Executor, businessId: number, search: string | undefined) {
  const words = nameSearch(search);
  if (words !== undefined) {
    const rows = db.select({ one: sql`1` }).from(contactNameWords).where(wordRowsMatching(businessId, words));
    return capped(db, rows.$dynamic());
  }
  const where = and(ofBusiness(businessId), contactSearchCondition(search));
  return capped(db, db.select({ one: sql`1` }).from(contacts).where(where).$dynamic());
}

/**
 * A name search, ordered by the name from the word that matched ("garcia" lists García López before García
 * Martínez, whatever their first names): the order of contact_name_words_prefix_idx, so a page is one range
 * of it however many contacts match (a first name shared by one contact in ten included).
 */
function pageByWords(db: Executor, businessId: number, words: string, window: PageWindow) {
  return db
    .select(listColumns)
    .from(contactNameWords)
    .innerJoin(contacts, and(eq(contacts.id, contactNameWords.contactId), ofBusiness(businessId)))
    .where(wordRowsMatching(businessId, words))
    .orderBy(asc(contactNameWords.words), asc(contactNameWords.contactId))
    .limit(window.take)
    .offset(window.skip);
}

/**
 * A number search, in number order: contacts_business_phone_unique's order. The planner walks it while the
 * digits are common and finds the matches through the trigram index when they are rare.
 */
function pageByNumber(db: Executor, businessId: number, search: string, window: PageWindow) {
  return db
    .select(listColumns)
    .from(contacts)
    .where(and(ofBusiness(businessId), contactSearchCondition(search)))
    .orderBy(asc(contacts.phoneNumber))
    .limit(window.take)
    .offset(window.skip);
}

/** ListAllContact: alphabetical, or a search's matches in the order of the index that finds them. */
export async function pageOfContacts(db: Executor, businessId: number, window: PageWindow) {
  const { search } = window;
  const words = nameSearch(search);
  const [rows, counted] = await Promise.all([
    !search
      ? db
          .select(listColumns)
          .from(contacts)
          .where(ofBusiness(businessId))
          .orderBy(...alphabetical)
          .limit(window.take)
          .offset(window.skip)
      : words !== undefined
        ? pageByWords(db, businessId, words, window)
        : pageByNumber(db, businessId, search, window),
    countContacts(db, businessId, search),
  ]);
  return { ...counted, rows };
}
