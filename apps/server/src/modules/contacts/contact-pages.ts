import { LIST_COUNT_CAP, type ListCount } from "@consola/shared";
import { and, asc, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { preparedOnce } from "../../db/prepared.js";
import { contactNameWords, contacts } from "../../db/schema/index.js";
import { type PhoneSearch, phoneSearch, searchWords } from "./contact-search.js";

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

/** The parameters of the prepared statements below (sql.placeholder), by name. */
type Values = Record<string, unknown>;
const param = sql.placeholder;

/** Counts up to LIST_COUNT_CAP + 1 rows of `rows` (a select of one column), never the whole set. */
function cappedCount(db: Executor, name: string, rows: () => PgSelect) {
  return preparedOnce(db, name, () =>
    db
      .select({ counted: count() })
      .from(
        rows()
          .limit(LIST_COUNT_CAP + 1)
          .as("up_to_cap"),
      )
      .prepare(name),
  );
}

async function counted(statement: ReturnType<typeof cappedCount>, values: Values): Promise<ListCount> {
  const [row] = await statement.execute(values);
  const rows = row?.counted ?? 0;
  return { total: Math.min(rows, LIST_COUNT_CAP), totalCapped: rows > LIST_COUNT_CAP };
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
 * matching word (no earlier word of the name starts the match). Parameters: businessId and wordValues().
 */
function wordRowsMatching(): SQL {
  const cnw = contactNameWords;
  return and(
    eq(cnw.businessId, param("businessId")),
    gte(cnw.words, param("words")),
    lt(cnw.words, param("wordsEnd")),
    // A name's first word is its first match (the test below, made cheap for the most common case).
    sql`(${cnw.head} = '' or strpos(' ' || ${cnw.head} || ${cnw.words}, ${param("spacedWords")}) = length(${cnw.head}) + 1)`,
  ) as SQL;
}

const wordValues = (words: string): Values => ({
  words,
  wordsEnd: prefixEnd(words),
  spacedWords: ` ${words}`,
});

const ofBusiness = () => eq(contacts.businessId, param("businessId"));

/**
 * A number search as one condition per way of matching, each a range of an index in number order: every start
 * of the number a range of contacts_business_phone_unique, the end a range of contacts_business_phone_end_idx
 * (its few matches are sorted). A select per condition, merged in number order, is the page. The statement's
 * text depends on how many starts there are and which ranges have an end: `shape` names it.
 */
function numberSearch(phone: PhoneSearch) {
  const values: Values = {};
  let shape = "";
  /**
   * `value` starts with `start`, as one range of an index. Exact, with no LIKE beside it: the planner would
   * also try the trigram index for that and intersect (15 ms for "55 1012" at a million contacts).
   */
  const startsWith = (value: SQL, start: string, key: string): SQL => {
    const end = digitsEnd(start);
    values[key] = start;
    shape += end === undefined ? "o" : "r";
    if (end === undefined) return gte(value, param(key));
    values[`${key}End`] = end;
    return and(gte(value, param(key)), lt(value, param(`${key}End`))) as SQL;
  };
  const ends = and(
    ofBusiness(),
    startsWith(sql`reverse(${contacts.phoneNumber})`, [...phone.ends].reverse().join(""), "end"),
    // Numbers a start already finds.
    ...phone.starts.map((start, i) => {
      values[`notStart${i}`] = `${start}%`;
      return sql`${contacts.phoneNumber} not like ${param(`notStart${i}`)}`;
    }),
  ) as SQL;
  const starts = phone.starts.map(
    (start, i) => and(ofBusiness(), startsWith(sql`${contacts.phoneNumber}`, start, `start${i}`)) as SQL,
  );
  const conditions: [SQL, ...SQL[]] = [ends, ...starts];
  return { conditions, values, shape };
}

type Search =
  | { kind: "all"; values: Values }
  | { kind: "words"; values: Values }
  | { kind: "number"; values: Values; shape: string; conditions: [SQL, ...SQL[]] };

/** What a search (or none) asks for, and the values of its statements' parameters. */
function searchOf(businessId: number, search: string | undefined): Search {
  if (!search) return { kind: "all", values: { businessId } };
  const phone = phoneSearch(search);
  if (!phone) return { kind: "words", values: { businessId, ...wordValues(searchWords(search)) } };
  const { conditions, values, shape } = numberSearch(phone);
  return { kind: "number", values: { businessId, ...values }, shape, conditions };
}

/** How many contacts a search (or none) finds, off the index the matching page is read from. */
export function countContacts(db: Executor, businessId: number, search: string | undefined) {
  const found = searchOf(businessId, search);
  switch (found.kind) {
    case "all": {
      const rows = () => db.select({ one: sql`1` }).from(contacts).where(ofBusiness()).$dynamic();
      return counted(cappedCount(db, "contacts_count", rows), found.values);
    }
    case "words": {
      const rows = () =>
        db.select({ one: sql`1` }).from(contactNameWords).where(wordRowsMatching()).$dynamic();
      return counted(cappedCount(db, "contacts_count_words", rows), found.values);
    }
    case "number": {
      const branch = (where: SQL) =>
        db
          .select({ one: sql`1` })
          .from(contacts)
          .where(where)
          .limit(LIST_COUNT_CAP + 1);
      const [ends, ...starts] = found.conditions;
      const rows = () =>
        starts.reduce((union, where) => union.unionAll(branch(where)), branch(ends).$dynamic());
      return counted(cappedCount(db, `contacts_count_number_${found.shape}`, rows), found.values);
    }
  }
}

/**
 * A name search, ordered by the name from the word that matched ("garcia" lists García López before García
 * Martínez, whatever their first names): the order of contact_name_words_prefix_idx, so a page is one range
 * of it however many contacts match (a first name shared by one contact in ten included).
 */
function pageByWords(db: Executor) {
  return db
    .select(listColumns)
    .from(contactNameWords)
    .innerJoin(contacts, and(eq(contacts.id, contactNameWords.contactId), ofBusiness()))
    .where(wordRowsMatching())
    .orderBy(asc(contactNameWords.words), asc(contactNameWords.contactId))
    .limit(param("take"))
    .offset(param("skip"));
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

function pageByNumber(db: Executor, [ends, ...starts]: [SQL, ...SQL[]]) {
  const branch = (where: SQL) =>
    db
      .select(listColumns)
      .from(contacts)
      .where(where)
      .orderBy(asc(contacts.phoneNumber))
      .limit(param("upTo"));
  return starts
    .reduce((union, where) => union.unionAll(branch(where)), branch(ends).$dynamic())
    .orderBy(asc(contacts.phoneNumber))
    .limit(param("take"))
    .offset(param("skip"));
}

/** The page's statement, prepared once per kind of search (per shape for a number). */
function pageStatement(db: Executor, found: Search) {
  switch (found.kind) {
    case "all":
      return preparedOnce(db, "contacts_page", () =>
        db
          .select(listColumns)
          .from(contacts)
          .where(ofBusiness())
          .orderBy(...alphabetical)
          .limit(param("take"))
          .offset(param("skip"))
          .$dynamic()
          .prepare("contacts_page"),
      );
    case "words":
      return preparedOnce(db, "contacts_page_words", () =>
        pageByWords(db).$dynamic().prepare("contacts_page_words"),
      );
    case "number": {
      const name = `contacts_page_number_${found.shape}`;
      return preparedOnce(db, name, () => pageByNumber(db, found.conditions).prepare(name));
    }
  }
}

/** ListAllContact: alphabetical, or a search's matches in the order of the index that finds them. */
export async function pageOfContacts(db: Executor, businessId: number, window: PageWindow) {
  const found = searchOf(businessId, window.search);
  const page = pageStatement(db, found).execute({
    ...found.values,
    take: window.take,
    skip: window.skip,
    // A number's branches: each as far as the page could reach.
    upTo: window.skip + window.take,
  });
  const [rows, count] = await Promise.all([page, countContacts(db, businessId, window.search)]);
  return { ...count, rows };
}
