import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { areas } from "./areas.js";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";

export const closingCategories = pgTable(
  "closing_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").$type<"active" | "inactive">().notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("closing_categories_business_name_unique").on(table.businessId, sql`lower(${table.name})`),
  ],
);

export const quickAnswers = pgTable(
  "quick_answers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    message: text("message").notNull(),
    /** Offered only in chats of this area; null offers it everywhere. */
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    /** Typed after "/" in the composer to pick the answer; empty when it has none. */
    shortcut: text("shortcut").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("quick_answers_business_idx").on(table.businessId),
    uniqueIndex("quick_answers_business_shortcut_unique")
      .on(table.businessId, sql`lower(${table.shortcut})`)
      .where(sql`${table.shortcut} <> ''`),
  ],
);
