import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";
import { createdAt, updatedAt } from "./columns.js";

export const areas = pgTable(
  "areas",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("areas_business_name_unique").on(table.businessId, sql`lower(${table.name})`),
    index("areas_business_idx").on(table.businessId),
  ],
);
