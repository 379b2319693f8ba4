import { LIST_COUNT_CAP, type ListCount } from "@consola/shared";
import { and, asc, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { rowsOf } from "../../db/rows-of.js";
import { contactNameWords, contacts } from "../../db/schema/index.js";
import { listColumns } from "./contact-list-columns.js";
import { keptPerDatabase } from "./kept-per-database.js";

/**
 * A name search of the contacts screen (decision 021, several words: decision 031). Every word typed must start
 * a word of the name, in any order. One of them, the lead, is read as a range of contact_name_words_prefix_idx
 * (the name from that word on, so the page comes out of the index in order); the others are tested on the same
 * index row (`head` and `words` are the whole name), so no contact row is read before it is on the page.
 */
export type WordSearch = { lead: string; others: string[] };

/** The parameters of the prepared statements (sql.placeholder), by name. */
export type Values = Record<string, unknown>;
const param = sql.placeholder;
const cnw = contactNameWords;

/**
 * Index rows a word's range is read to at most, to choose the lead; and of the lead's range, to count a search
 * of several words. Both stop at the count's cap, the work a one-word count already does.
 */
export const WORD_RANGE_READ = LIST_COUNT_CAP;

/**
 * The first text after every text starting with `words` in byte order: the last character moved on by one.
 * `words >= from and words < to` is then exactly "starts with", one range of a "C"-collated index.
 */
function prefixEnd(words: string): string {
  const characters = Array.from(words);
  const last = characters.pop()?.codePointAt(0) ?? 0;
  return characters.join("") + String.fromCodePoint(Math.min(last + 1, 0x10ffff));
}

/** The rows of the lead's range: every contact once, at its first word starting with the lead. */
function leadRows(): SQL {
  return and(
    ofBusiness(cnw, param("businessId")),
    gte(cnw.words, param("words")),
    lt(cnw.words, param("wordsEnd")),
    // A name's first word is its first match (the test below, made cheap for the most common case).
    sql`(${cnw.head} = '' or strpos(' ' || ${cnw.head} || ${cnw.words}, ${param("spacedWords")}) = length(${cnw.head}) + 1)`,
  ) as SQL;
}

/** The name of the row (`head` ends in a space) has a word starting with each of the other words. */
function othersMatch(others: number): SQL | undefined {
  if (others === 0) return undefined;
  return and(
    ...Array.from(
      { length: others },
      (_, i) => sql`strpos(' ' || ${cnw.head} || ${cnw.words}, ${param(`other${i}`)}) > 0`,
    ),
  );
}

/** Rows of contact_name_words a search finds, each contact once. Parameters: businessId and wordValues(). */
export function wordRowsMatching(others: number): SQL {
  return and(leadRows(), othersMatch(others)) as SQL;
}

export const wordValues = ({ lead, others }: WordSearch): Values => ({
  words: lead,
  wordsEnd: prefixEnd(lead),
  spacedWords: ` ${lead}`,
  ...Object.fromEntries(others.map((word, i) => [`other${i}`, ` ${word}`])),
});

/** One name per statement text: how many words besides the lead it tests. */
export const wordStatementName = (others: number) =>
  others === 0 ? "contacts_words" : `contacts_words_${others}`;

/**
 * How long a word's measured range is reused. It only chooses the lead, never what is found, and a business's
 * names change slowly: measuring "maria" again for every count (two seconds, decision 023) cost a search of two
 * common words 40 % more than a search of one.
 */
const RANGE_FRESH_MS = 60_000;
/** Ranges kept per database at most. */
const ranges = keptPerDatabase<number>({ freshMs: RANGE_FRESH_MS, atMost: 2_000 });

/** How many index rows start with each word, read to `read` + 1 at most, in one statement. */
async function rangeSizes(
  db: Executor,
  businessId: number,
  words: string[],
  read: number,
): Promise<number[]> {
  const keys = words.map((word) => JSON.stringify([businessId, word, read]));
  const sizes = keys.map((key) => ranges.get(db, key));
  const unknown = words.filter((_, i) => sizes[i] === undefined);
  if (unknown.length > 0) {
    const counts = unknown.map(
      (word, i) => sql`select ${i}::int as i, count(*)::int as n from (
        select 1 from ${cnw}
        where ${ofBusiness(cnw, businessId)} and ${cnw.words} >= ${word} and ${cnw.words} < ${prefixEnd(word)}
        limit ${read + 1}) r`,
    );
    const rows = await rowsOf<{ i: number; n: number }>(db, sql.join(counts, sql` union all `));
    for (const row of rows) {
      const at = words.indexOf(unknown[row.i] ?? "");
      const key = keys[at];
      if (key === undefined) continue;
      sizes[at] = row.n;
      ranges.set(db, key, row.n);
    }
  }
  return sizes.map((size) => size ?? 0);
}

/**
 * Words measured at most to choose a lead: the longest, likelier the rarer. A search of 50 one-letter words
 * (the box takes 100 characters) must not cost 50 measures.
 */
export const LEAD_CANDIDATES = 3;

/**
 * The lead: the word whose range is smallest, so the fewest rows are read to fill a page. Past the measure
 * every range looks alike; then the longest word, likelier the rarer, and then the first typed.
 */
export async function chooseLead(
  db: Executor,
  businessId: number,
  words: string[],
  read = WORD_RANGE_READ,
): Promise<WordSearch> {
  const [only] = words;
  if (only === undefined) throw new Error("a word search needs a word");
  if (words.length === 1) return { lead: only, others: [] };
  const candidates = words
    .map((word, i) => ({ word, i }))
    .sort((a, b) => b.word.length - a.word.length || a.i - b.i)
    .slice(0, LEAD_CANDIDATES);
  const sizes = await rangeSizes(
    db,
    businessId,
    candidates.map((candidate) => candidate.word),
    read,
  );
  const [best] = candidates
    .map((candidate, at) => ({ ...candidate, size: sizes[at] ?? 0 }))
    .sort((a, b) => a.size - b.size || b.word.length - a.word.length || a.i - b.i);
  const lead = best?.word ?? only;
  return { lead, others: words.filter((word) => word !== lead) };
}

/**
 * The count of a search of several words, off the first `read` + 1 rows of the lead's range (the parameter
 * `read`, WORD_RANGE_READ + 1 on the screen): exact when the range ends there, else the matches found so far and
 * `totalCapped` (there may be more). A range whose rows mostly match still reaches the cap; one that mostly
 * does not costs no more than that.
 */
export function severalWordsCount(db: Executor, others: number) {
  const scanned = db
    .select({ head: cnw.head, words: cnw.words })
    .from(cnw)
    .where(leadRows())
    .orderBy(asc(cnw.words), asc(cnw.contactId))
    .limit(param("read"))
    .as("scanned");
  const conditions = Array.from(
    { length: others },
    (_, i) => sql`strpos(' ' || ${scanned.head} || ${scanned.words}, ${param(`other${i}`)}) > 0`,
  );
  return db
    .select({
      matches: sql<number>`count(*) filter (where ${and(...conditions)})`.mapWith(Number),
      scanned: count(),
    })
    .from(scanned)
    .prepare(`${wordStatementName(others)}_count`);
}

export function countFromScan(
  row: { matches: number; scanned: number } | undefined,
  read = WORD_RANGE_READ,
): ListCount {
  const matches = row?.matches ?? 0;
  const cut = (row?.scanned ?? 0) > read;
  return { total: Math.min(matches, LIST_COUNT_CAP), totalCapped: cut || matches > LIST_COUNT_CAP };
}

/**
 * A name search's page, ordered by the name from the lead word ("garcia" lists García López before García
 * Martínez, whatever their first names): the order of contact_name_words_prefix_idx, so a page is one range
 * of it however many contacts match (a first name shared by one contact in ten included).
 */
export function pageByWords(db: Executor, total: SQL.Aliased<number> | SQL<number>, others: number) {
  return db
    .select({ ...listColumns, total })
    .from(cnw)
    .innerJoin(contacts, and(eq(contacts.id, cnw.contactId), ofBusiness(contacts, param("businessId"))))
    .where(wordRowsMatching(others))
    .orderBy(asc(cnw.words), asc(cnw.contactId))
    .limit(param("take"))
    .offset(param("skip"));
}
