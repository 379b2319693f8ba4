import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A name as Spanish readers alphabetize it, stored beside it (a generated column): lower case with the accents
 * folded, so Álvaro sorts with the A's rather than after Zoe, and Ñ as the letter after N (ñ becomes "n" and
 * the highest ASCII character, so "Nuño" follows "Nuzco" and "Peña" follows "Penalva", before any "o").
 */
export function foldedName(column: string): SQL {
  return sql.raw(
    `lower(replace(translate(${column}, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãéèêëíìîïóòôöõúùûüçý', 'AAAAAEEEEIIIIOOOOOUUUUñCYaaaaaeeeeiiiiooooouuuucy'), 'ñ', 'n' || chr(127)))`,
  );
}

/**
 * The order of a list of names: the folded name, then the exact name lower-cased to break ties ("Ines" before
 * "Inés"), both compared byte by byte, so PGlite and PostgreSQL agree whatever the database's collation (a
 * language-aware one skips spaces: "ana maria" after "anabel"). Indexes and queries use exactly these.
 */
export function spanishOrder(folded: AnyPgColumn, name: AnyPgColumn): [SQL, SQL] {
  return [sql`${folded} collate "C"`, sql`lower(${name}) collate "C"`];
}
