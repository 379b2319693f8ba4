import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { labels } from "./schema/index.js";

/**
 * A record's labels by name in one cell, as Spanish readers alphabetize them ("Mayoreo; VIP"), empty when it
 * carries none: a few primary-key reads per row, for the files that list records (reports, exports).
 */
export function labelNamesOf(labelIds: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce((select string_agg(${labels.name}, '; ' order by ${labels.sortName} collate "C")
    from ${labels} where ${labels.id} = any(${labelIds})), '')`;
}
