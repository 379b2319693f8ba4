import { normalizePhone, type PhoneCountry } from "@consola/shared";
import { and, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { contacts } from "../../db/schema/index.js";

/** Letters a search without accents should also find with them (and the other way round). */
const ACCENT_VARIANTS: Record<string, string> = {
  a: "aáàâäã",
  e: "eéèêë",
  i: "iíìîï",
  o: "oóòôöõ",
  u: "uúùûü",
  n: "nñ",
  c: "cç",
  y: "yý",
};

const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/g;

/**
 * A PostgreSQL regular expression matching `term` anywhere, ignoring case and accents: "jose" finds "José",
 * "NIÑO" finds "nino". pg_trgm indexes answer regular expressions, so the lower(name) GIN index still serves
 * it. Upper-case variants are included for databases whose lower() only folds ASCII (ctype C).
 */
export function accentInsensitivePattern(term: string): string {
  const base = term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
  let pattern = "";
  for (const char of base) {
    if (/\s/.test(char)) {
      if (!pattern.endsWith("\\s+")) pattern += "\\s+";
      continue;
    }
    const variants = ACCENT_VARIANTS[char];
    pattern += variants ? `[${variants}${variants.toUpperCase()}]` : char.replace(REGEX_SPECIAL, "\\$&");
  }
  return pattern;
}

/** Any part of a name, on lower(column) so the expression index applies. */
export function nameMatches(column: AnyPgColumn, term: string): SQL {
  return sql`lower(${column}) ~ ${accentInsensitivePattern(term)}`;
}

const PHONE_LIKE = /^[\d\s+().-]+$/;

/** A search of digits and phone punctuation only ("55 1012", "+52 (81)…") looks for a number, not a name. */
export function isPhoneSearch(term: string): boolean {
  return PHONE_LIKE.test(term) && /\d/.test(term);
}

/** The calling codes of the countries a business can pick (decision 007): a search may leave them out. */
const BUSINESS_CALLING_CODES: Record<PhoneCountry, string> = { MX: "52", CO: "57" };

/**
 * How a number search meets stored numbers (E.164): the digits start the number (typed with its country
 * code, or without one of the businesses' countries' codes, or as normalizePhone reads them), or end it.
 * `starts` holds no text that starts another, so no number starts with two of them.
 */
export type PhoneSearch = { starts: string[]; ends: string };

export function phoneSearch(term: string): PhoneSearch | undefined {
  if (!isPhoneSearch(term)) return undefined;
  const digits = term.replace(/\D/g, "");
  const international = term.trim().startsWith("+");
  const normalized = normalizePhone(term);
  const candidates = new Set([
    `+${digits}`,
    ...(international ? [] : Object.values(BUSINESS_CALLING_CODES).map((code) => `+${code}${digits}`)),
    ...(normalized ? [normalized] : []),
  ]);
  const starts = [...candidates].filter(
    (start) => ![...candidates].some((other) => other !== start && start.startsWith(other)),
  );
  return { starts, ends: digits };
}

/** A term as contacts.search_name stores names: lower case, without accents, single spaces. */
export function searchableText(term: string): string {
  return term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * What separates the words of a name: ASCII punctuation and spaces, and the Unicode dashes, quotes and spaces
 * people paste ("O’Brien", "Pérez–Gil"). Written so that it means the same in a JavaScript and a PostgreSQL
 * regular expression; migration 0021's contact_name_word_rows() folds names with this same class.
 */
const WORD_SEPARATORS =
  "\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f\\u00a0\\u00a1\\u00ab\\u00b7\\u00bb\\u00bf\\u2010-\\u2015\\u2018-\\u201e\\u2026";
const SEPARATOR_RUN = new RegExp(`[${WORD_SEPARATORS}]+`, "g");

/**
 * The words of a search as contact_name_words stores names: searchableText with every run of separators as one
 * space. Nothing a regular expression or LIKE treats specially survives it (all of that is punctuation).
 */
export function searchWords(term: string): string {
  return searchableText(term).replace(SEPARATOR_RUN, " ").trim();
}

/**
 * The words of a search a name must have, each at the start of one of its words, in any order: "maria cantu"
 * stands for «María Fernanda Cantú» as much as «Cantú Rivas María». A word that starts another of the search
 * adds nothing ("mar maria" is "maria"), so it is left out; the rest keep the order they were typed in.
 */
export function typedWords(term: string): string[] {
  const words = [...new Set(searchWords(term).split(" ").filter(Boolean))];
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
}

/**
 * Names with a word starting with each of `words`: "mar" finds «María José» and «Ana Martínez», "jo maria"
 * finds «María José», "ria" finds neither. One regular expression on search_name per word, which the pg_trgm
 * index answers together; the contacts screen reads the same matches in order from contact_name_words
 * instead (contact-word-pages.ts).
 */
function nameHasWordsStarting(words: string[]): SQL {
  const separator = `[${WORD_SEPARATORS}]`;
  return and(...words.map((word) => sql`${contacts.searchName} ~ ${`(^|${separator})${word}`}`)) as SQL;
}

/**
 * ListAllContact/ListContact and chat-list search: a phone-like term finds numbers its digits start or end
 * (phoneSearch), any other finds names by the start of their words. Punctuation alone finds nothing.
 */
export function contactSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const phone = phoneSearch(search);
  if (phone) {
    // Digits and "+" only, so no LIKE wildcard can sneak in; the phone_number trigram index serves it.
    return or(
      ...phone.starts.map((start) => sql`${contacts.phoneNumber} like ${`${start}%`}`),
      sql`${contacts.phoneNumber} like ${`%${phone.ends}`}`,
    );
  }
  const words = typedWords(search);
  return words.length > 0 ? nameHasWordsStarting(words) : sql`false`;
}
