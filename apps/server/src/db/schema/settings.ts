import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";
import { createdAt, updatedAt } from "./columns.js";

export const closingCategories = pgTable(
  "closing_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
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
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("quick_answers_business_idx").on(table.businessId)],
);
