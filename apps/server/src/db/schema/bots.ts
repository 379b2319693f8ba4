import type { BotKind } from "@consola/shared";
import { sql } from "drizzle-orm";
import { boolean, check, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";

/**
 * Each bot of a business: its switch and its texts (the shape of `texts` is the kind's, see the shared
 * bots schema). A business with no row for a kind has that bot off with the default texts.
 */
export const botSettings = pgTable(
  "bot_settings",
  {
    businessId: ownerBusinessId(),
    kind: text("kind").$type<BotKind>().notNull(),
    active: boolean("active").notNull().default(false),
    texts: jsonb("texts").$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.kind] }),
    check("bot_settings_kind_check", sql`${table.kind} in ('welcome', 'name_change', 'selector')`),
  ],
);
