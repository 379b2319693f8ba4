import { normalizePhone } from "@consola/shared";
import { or, type SQL, sql } from "drizzle-orm";
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

/** The digit strings a phone-like search stands for: as typed, and normalised (5218… is stored as 528…). */
function phoneDigits(term: string): string[] {
  if (!PHONE_LIKE.test(term)) return [];
  const typed = term.replace(/\D/g, "");
  if (typed.length === 0) return [];
  const normalized = normalizePhone(term)?.replace(/\D/g, "");
  return normalized && normalized !== typed ? [typed, normalized] : [typed];
}

/** A term as contacts.search_name stores names: lower case, without accents, single spaces. */
export function searchableText(term: string): string {
  return term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** ListAllContact/ListContact and chat-list search: any part of the name, or digits of the number. */
export function contactSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  // LIKE wildcards typed by the user are matched literally.
  const escaped = searchableText(search).replace(/[\\%_]/g, (char) => `\\${char}`);
  const conditions = [sql`${contacts.searchName} like ${`%${escaped}%`}`];
  for (const digits of phoneDigits(search)) {
    // Digits only, so no LIKE wildcard can sneak in; the phone_number trigram index serves it.
    conditions.push(sql`${contacts.phoneNumber} like ${`%${digits}%`}`);
  }
  return or(...conditions);
}
