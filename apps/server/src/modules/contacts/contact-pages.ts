import { LIST_COUNT_CAP, type ListCount } from "@consola/shared";
import { and, asc, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { preparedByPosition, preparedOnce } from "../../db/prepared.js";
import { contactNameWords, contacts } from "../../db/schema/index.js";
import { generationOf, keepCount, keptCount } from "./contact-counts.js";
import { listColumns } from "./contact-list-columns.js";
import { type PhoneSearch, phoneSearch, typedWords } from "./contact-search.js";
import {
  chooseLead,
  countFromScan,
  pageByWords,
  severalWordsCount,
  type Values,
  WORD_RANGE_READ,
  wordRowsMatching,
  wordStatementName,
  wordValues,
} from "./contact-word-pages.js";
import {
  type ContactFilter,
  carriesLabels,
  type LabelFilter,
  pageOfFilteredContacts,
} from "./filtered-contact-pages.js";

export type PageWindow = {
  search: string | undefined;
  take: number;
  skip: number;
  labels?: LabelFilter | undefined;
  /** Further conditions on the contacts (a segment's). */
  filters?: ContactFilter[] | undefined;
};

/**
 * Alphabetical the way a Spanish reader expects whatever the database collation: accents folded first (Á with
 * A, Ñ with N: the stored search_name), the exact name then breaking ties. Exactly the columns of
 * contacts_business_alphabetical_idx, so a page is read from the index in this order instead of sorting the
 * whole business.
 */
const alphabetical = [asc(contacts.searchName), asc(sql`lower(${contacts.name})`), asc(contacts.id)];

const param = sql.placeholder;

/** Counts up to LIST_COUNT_CAP + 1 rows of `rows` (a select of one column), never the whole set. */
function cappedCount(db: Executor, name: string, statementName: string, rows: () => PgSelect) {
  return preparedOnce(db, name, () =>
    db
      .select({ counted: count() })
      .from(
        rows()
          .limit(LIST_COUNT_CAP + 1)
          .as("up_to_cap"),
      )
      .prepare(statementName),
  );
}

async function counted(statement: ReturnType<typeof cappedCount>, values: Values): Promise<ListCount> {
  const [row] = await statement.execute(values);
  const rows = row?.counted ?? 0;
  return { total: Math.min(rows, LIST_COUNT_CAP), totalCapped: rows > LIST_COUNT_CAP };
}

/** One range of an index in number order: values from `start` (the parameter `key`), below `end` if any. */
type NumberRange = { key: string; start: string; end: string | undefined };

const rangeFrom = (start: string, key: string): NumberRange => ({ key, start, end: digitsEnd(start) });

/**
 * `value` starts with the range's start, as one range of an index. Exact, with no LIKE beside it: the planner
 * would also try the trigram index for that and intersect (15 ms for "55 1012" at a million contacts).
 */
function within(value: SQL, range: NumberRange): SQL {
  if (range.end === undefined) return gte(value, param(range.key));
  return and(gte(value, param(range.key)), lt(value, param(`${range.key}End`))) as SQL;
}

/**
 * A number search as one condition per way of matching, each a range of an index in number order: every start
 * of the number a range of contacts_business_phone_unique, the end a range of contacts_business_phone_end_idx
 * (its few matches are sorted). A select per condition, merged in number order, is the page. The statement's
 * text depends on how many starts there are and which ranges have an end: `shape` names it. The conditions are
 * built only when a statement of that shape is (once per database): a call needs only the values.
 */
function numberSearch(phone: PhoneSearch) {
  const end = rangeFrom([...phone.ends].reverse().join(""), "end");
  const starts = phone.starts.map((start, i) => rangeFrom(start, `start${i}`));
  const values: Values = {};
  for (const range of [end, ...starts]) {
    values[range.key] = range.start;
    if (range.end !== undefined) values[`${range.key}End`] = range.end;
  }
  phone.starts.forEach((start, i) => {
    values[`notStart${i}`] = `${start}%`;
  });
  const planOnce = phone.ends.length >= PLANNED_ONCE_DIGITS;
  // The OFFSET of the end's matches in pageByNumber.
  if (planOnce) values.none = 0;
  const shape = [end, ...starts].map((range) => (range.end === undefined ? "o" : "r")).join("");
  const conditions = (): [SQL, ...SQL[]] => [
    and(
      ofBusiness(contacts, param("businessId")),
      within(sql`reverse(${contacts.phoneNumber})`, end),
      // Numbers a start already finds.
      ...starts.map((_, i) => sql`${contacts.phoneNumber} not like ${param(`notStart${i}`)}`),
    ) as SQL,
    ...starts.map(
      (range) =>
        and(ofBusiness(contacts, param("businessId")), within(sql`${contacts.phoneNumber}`, range)) as SQL,
    ),
  ];
  return { conditions, values, shape: `${shape}${planOnce ? "_g" : ""}`, planOnce };
}

/**
 * From this many digits a number search is a named statement, planned once per connection: its end then matches
 * at most one number in 10,000, few enough to sort whatever the plan. Planning the statement, eight ranges with
 * their count, cost PostgreSQL 2 ms a call against 0.4 ms to run it. A shorter search ("5" ends one number in
 * ten) is planned for its values each time.
 */
const PLANNED_ONCE_DIGITS = 4;

type Search =
  | { kind: "all"; values: Values }
  /** `others`: how many words besides the lead (contact-word-pages.ts). */
  | { kind: "words"; values: Values; others: number }
  | {
      kind: "number";
      values: Values;
      shape: string;
      /** The search's conditions, for building its statements. */
      conditions: () => [SQL, ...SQL[]];
      planOnce: boolean;
    };

/**
 * What a search (or none) asks for, and the values of its statements' parameters. A search of several words
 * first measures their ranges to choose its lead (one statement, its figures kept two seconds).
 */
export async function searchOf(
  db: Executor,
  businessId: number,
  search: string | undefined,
): Promise<Search> {
  if (!search) return { kind: "all", values: { businessId } };
  const phone = phoneSearch(search);
  if (!phone) {
    const words = typedWords(search);
    // Punctuation alone: a word no name has.
    const chosen = await chooseLead(db, businessId, words.length > 0 ? words : [" "]);
    return { kind: "words", values: { businessId, ...wordValues(chosen) }, others: chosen.others.length };
  }
  const { conditions, values, shape, planOnce } = numberSearch(phone);
  return { kind: "number", values: { businessId, ...values }, shape, conditions, planOnce };
}

/** The rows a search (or none) finds, one column each: what its count counts, off the page's index. */
function rowsToCount(db: Executor, found: Search): PgSelect {
  switch (found.kind) {
    case "all":
      return db
        .select({ one: sql`1` })
        .from(contacts)
        .where(ofBusiness(contacts, param("businessId")))
        .$dynamic();
    case "words":
      return db
        .select({ one: sql`1` })
        .from(contactNameWords)
        .where(wordRowsMatching(found.others))
        .$dynamic();
    case "number": {
      const branch = (where: SQL) =>
        db
          .select({ one: sql`1` })
          .from(contacts)
          .where(where)
          .limit(LIST_COUNT_CAP + 1);
      const [ends, ...starts] = found.conditions();
      return starts.reduce((union, where) => union.unionAll(branch(where)), branch(ends).$dynamic());
    }
  }
}

/** An unnamed statement is planned by PostgreSQL for each call's values; a named one once per connection. */
const unnamedIfPlannedEachTime = (found: Search, name: string) =>
  found.kind === "number" && !found.planOnce ? "" : name;

/** One name per statement text: the kind of search, and for a number its shape. */
function statementName(found: Search): string {
  if (found.kind === "number") return `contacts_number_${found.shape}`;
  if (found.kind === "words") return wordStatementName(found.others);
  return `contacts_${found.kind}`;
}

/** A search of several words is counted off a bounded part of its lead's range, apart from its page. */
const countedApart = (found: Search) => found.kind === "words" && found.others > 0;

async function freshCount(db: Executor, found: Search): Promise<ListCount> {
  if (found.kind === "words" && found.others > 0) {
    const statement = preparedOnce(db, `${wordStatementName(found.others)}_count`, () =>
      severalWordsCount(db, found.others),
    );
    const [row] = await statement.execute({ ...found.values, read: WORD_RANGE_READ + 1 });
    return countFromScan(row);
  }
  const name = `${statementName(found)}_count`;
  return counted(
    cappedCount(db, name, unnamedIfPlannedEachTime(found, name), () => rowsToCount(db, found)),
    found.values,
  );
}

/** How many contacts a search (or none) finds, off the index the matching page is read from. */
export async function countContacts(
  db: Executor,
  businessId: number,
  search: string | undefined,
): Promise<ListCount> {
  const found = await searchOf(db, businessId, search);
  const key = JSON.stringify(found.values);
  const kept = keptCount(db, businessId, key);
  if (kept) return kept;
  const generation = generationOf(businessId);
  const count = await freshCount(db, found);
  keepCount(db, key, count, generation);
  return count;
}

/**
 * The capped count of `rows` as a column of every row of the page (computed once, an uncorrelated subquery):
 * the page and its count in one statement, one round trip instead of two.
 */
const cappedTotal = (rows: PgSelect) =>
  sql<number>`(select count(*) from ${rows.limit(LIST_COUNT_CAP + 1)} up_to_cap)`.mapWith(Number);

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

export function pageByNumber(db: Executor, found: Extract<Search, { kind: "number" }>, total: SQL<number>) {
  const [ends, ...starts] = found.conditions();
  const branch = (where: SQL) =>
    db
      .select(listColumns)
      .from(contacts)
      .where(where)
      .orderBy(asc(contacts.phoneNumber))
      .limit(param("upTo"));
  // The end's matches first found in contacts_business_phone_end_idx, then sorted: an OFFSET (of 0, a parameter
  // because the builder drops a literal 0) keeps the planner from pulling the subquery up. A plan made once, not
  // knowing how few numbers end so, walked the whole business in number order instead (6 ms at 10,000
  // contacts, against 0.05).
  const endMatches = db
    .select(listColumns)
    .from(contacts)
    .where(ends)
    .offset(param("none"))
    .as("end_matches");
  const endsBranch = found.planOnce
    ? db.select().from(endMatches).orderBy(asc(endMatches.phoneNumber)).limit(param("upTo"))
    : branch(ends);
  const page = starts
    .reduce((union, where) => union.unionAll(branch(where)), endsBranch.$dynamic())
    .orderBy(asc(contacts.phoneNumber))
    .limit(param("take"))
    .offset(param("skip"))
    .as("page");
  return db
    .select({
      id: page.id,
      name: page.name,
      phoneNumber: page.phoneNumber,
      address: page.address,
      dateRegister: page.dateRegister,
      typeRegister: page.typeRegister,
      optIn: page.optIn,
      labelIds: page.labelIds,
      total,
    })
    .from(page)
    .orderBy(asc(page.phoneNumber));
}

/**
 * The alphabetical page in two steps: which contacts, read off contacts_business_alphabetical_idx alone (it
 * carries the name, so the contacts skipped before a later page are never read from the table), then those
 * contacts' rows. Page 50 of 10,000 contacts: 0.9 ms instead of 3.4 (2,500 rows read from the table).
 */
export function alphabeticalPage(db: Executor, total: SQL<number>) {
  const chosen = db
    .select({
      id: contacts.id,
      searchName: contacts.searchName,
      lowerName: sql<string>`lower(${contacts.name})`.as("lower_name"),
    })
    .from(contacts)
    .where(ofBusiness(contacts, param("businessId")))
    .orderBy(...alphabetical)
    .limit(param("take"))
    .offset(param("skip"))
    .as("chosen");
  return db
    .select({ ...listColumns, total })
    .from(chosen)
    .innerJoin(contacts, eq(contacts.id, chosen.id))
    .orderBy(asc(chosen.searchName), asc(chosen.lowerName), asc(chosen.id));
}

/** The page's statement, with its count as a column or without, prepared once per kind of search (per shape for a number). */
function pageStatement(db: Executor, found: Search, withCount: boolean) {
  const name = `${statementName(found)}_page${withCount ? "_counted" : ""}`;
  const total = () =>
    withCount && !countedApart(found) ? cappedTotal(rowsToCount(db, found)) : sql<number>`0`.mapWith(Number);
  switch (found.kind) {
    case "all":
      return preparedOnce(db, name, () => preparedByPosition(db, name, alphabeticalPage(db, total())));
    case "words":
      return preparedOnce(db, name, () =>
        preparedByPosition(db, name, pageByWords(db, total(), found.others)),
      );
    case "number":
      return preparedOnce(db, name, () =>
        preparedByPosition(db, unnamedIfPlannedEachTime(found, name), pageByNumber(db, found, total())),
      );
  }
}

/**
 * ListAllContact: alphabetical, or a search's matches in the order of the index that finds them. The count
 * comes with the page (one statement), or from a count of the same search made in the last two seconds
 * (decision 023).
 */
export async function pageOfContacts(db: Executor, businessId: number, window: PageWindow) {
  const filters = [
    ...(window.labels ? [{ where: carriesLabels(window.labels), indexed: true }] : []),
    ...(window.filters ?? []),
  ];
  if (filters.length > 0) return pageOfFilteredContacts(db, businessId, { ...window, filters });
  const found = await searchOf(db, businessId, window.search);
  const values = {
    ...found.values,
    take: window.take,
    skip: window.skip,
    // A number's branches: each as far as the page could reach.
    upTo: window.skip + window.take,
  };
  const key = JSON.stringify(found.values);
  const kept = keptCount(db, businessId, key);
  const generation = generationOf(businessId);
  if (countedApart(found)) {
    const [page, count] = await Promise.all([
      pageStatement(db, found, false).execute(values),
      kept ?? freshCount(db, found),
    ]);
    if (!kept) keepCount(db, key, count, generation);
    const rows = page.map(({ total: _, ...row }) => row);
    // A count read off part of the range may have seen fewer matches than the page reached.
    const reached = count.totalCapped ? Math.min(window.skip + rows.length, LIST_COUNT_CAP) : 0;
    return { ...count, total: Math.max(count.total, reached), rows };
  }
  const page = await pageStatement(db, found, !kept).execute(values);
  const rows = page.map(({ total: _, ...row }) => row);
  if (kept) return { ...kept, rows };
  const [first] = page;
  // A page past the end has no row to carry the count: then it is asked for alone.
  if (!first && window.skip > 0) return { ...(await countContacts(db, businessId, window.search)), rows };
  const total = first?.total ?? 0;
  const count = { total: Math.min(total, LIST_COUNT_CAP), totalCapped: total > LIST_COUNT_CAP };
  keepCount(db, key, count, generation);
  return { ...count, rows };
}
