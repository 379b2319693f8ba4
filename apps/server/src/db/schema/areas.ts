import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { foldedName, spanishOrder } from "./spanish-order.js";

export const areas = pgTable(
  "areas",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    name: text("name").notNull(),
    /** How the name sorts (spanish-order.ts). */
    sortName: text("sort_name").generatedAlwaysAs(foldedName("name")),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("areas_business_name_unique").on(table.businessId, sql`lower(${table.name})`),
    // The business's areas, listed in this order.
    index("areas_business_idx").on(table.businessId, ...spanishOrder(table.sortName, table.name), table.id),
  ],
);
