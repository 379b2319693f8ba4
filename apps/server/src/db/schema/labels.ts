import type { LabelColor } from "@consola/shared";
import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { foldedName } from "./spanish-order.js";

/**
 * A business's labels. Contacts and chats carry them as an array of ids (their `label_ids`), so a row's chips
 * come with the row and a label filter is one GIN lookup; a label in use is deactivated, never deleted.
 */
export const labels = pgTable(
  "labels",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    name: text("name").notNull(),
    sortName: text("sort_name").generatedAlwaysAs(foldedName("name")),
    color: text("color").$type<LabelColor>().notNull(),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("labels_business_name_unique").on(table.businessId, sql`lower(${table.name})`)],
);
