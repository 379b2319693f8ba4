import { LIST_COUNT_CAP, type ListCount } from "@consola/shared";
import { and, asc, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { contactNameWords, contacts } from "../../db/schema/index.js";
import { isPhoneSearch, type PhoneSearch, phoneSearch, searchWords } from "./contact-search.js";

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
    // A name's first word is its first match (the test below, made cheap for the most common case).
    sql`(${cnw.head} = '' or strpos(' ' || ${cnw.head} || ${cnw.words}, ${` ${words}`}) = length(${cnw.head}) + 1)`,
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
  const phone = search ? phoneSearch(search) : undefined;
  if (phone) return countNumbers(db, businessId, phone);
  return capped(db, db.select({ one: sql`1` }).from(contacts).where(ofBusiness(businessId)).$dynamic());
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
 * The first text after every text starting with `start` (digits, maybe after "+"): its last digit below 9 moved
 * up, what follows dropped. Digits and "+" sort the same in every collation, so `>= start and < end` is exactly
 * "starts with" on the default-collation indexes. Undefined when only nines follow the "+".
 */
function digitsEnd(start: string): string | undefined {
  const last = Math.max(...[..."012345678"].map((digit) => start.lastIndexOf(digit)));
  if (last < 0) return undefined;
  return start.slice(0, last) + String(Number(start[last]) + 1);
}

/**
 * `value` starts with `start`, as one range of an index. Exact, with no LIKE beside it: the planner would
 * also try the trigram index for that and intersect (15 ms for "55 1012" at a million contacts).
 */
function startsWith(value: SQL, start: string): SQL {
  const end = digitsEnd(start);
  return and(gte(value, start), end === undefined ? undefined : lt(value, end)) as SQL;
}

/**
 * A number search as one condition per way of matching, each a range of an index in number order: every start
 * of the number a range of contacts_business_phone_unique, the end a range of contacts_business_phone_end_idx
 * (its few matches are sorted). A select per condition, merged in number order, is the page.
 */
function numberConditions(businessId: number, phone: PhoneSearch): [SQL, ...SQL[]] {
  const reversedEnd = [...phone.ends].reverse().join("");
  const ends = and(
    ofBusiness(businessId),
    startsWith(sql`reverse(${contacts.phoneNumber})`, reversedEnd),
    // Numbers a start already finds.
    ...phone.starts.map((start) => sql`${contacts.phoneNumber} not like ${`${start}%`}`),
  ) as SQL;
  const starts = phone.starts.map(
    (start) => and(ofBusiness(businessId), startsWith(sql`${contacts.phoneNumber}`, start)) as SQL,
  );
  return [ends, ...starts];
}

function pageByNumber(db: Executor, businessId: number, phone: PhoneSearch, window: PageWindow) {
  const branch = (where: SQL) =>
    db
      .select(listColumns)
      .from(contacts)
      .where(where)
      .orderBy(asc(contacts.phoneNumber))
      .limit(window.skip + window.take);
  const [ends, ...starts] = numberConditions(businessId, phone);
  return starts
    .reduce((union, where) => union.unionAll(branch(where)), branch(ends).$dynamic())
    .orderBy(asc(contacts.phoneNumber))
    .limit(window.take)
    .offset(window.skip);
}

function countNumbers(db: Executor, businessId: number, phone: PhoneSearch) {
  const branch = (where: SQL) =>
    db
      .select({ one: sql`1` })
      .from(contacts)
      .where(where)
      .limit(LIST_COUNT_CAP + 1);
  const [ends, ...starts] = numberConditions(businessId, phone);
  return capped(
    db,
    starts.reduce((union, where) => union.unionAll(branch(where)), branch(ends).$dynamic()),
  );
}

/** ListAllContact: alphabetical, or a search's matches in the order of the index that finds them. */
export async function pageOfContacts(db: Executor, businessId: number, window: PageWindow) {
  const { search } = window;
  const phone = search ? phoneSearch(search) : undefined;
  const page = !search
    ? db
        .select(listColumns)
        .from(contacts)
        .where(ofBusiness(businessId))
        .orderBy(...alphabetical)
        .limit(window.take)
        .offset(window.skip)
    : phone
      ? pageByNumber(db, businessId, phone, window)
      : pageByWords(db, businessId, searchWords(search), window);
  const [rows, counted] = await Promise.all([page, countContacts(db, businessId, search)]);
  return { ...counted, rows };
}
