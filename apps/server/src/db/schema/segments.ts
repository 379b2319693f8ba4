import type { SegmentConditions } from "@consola/shared";
import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { foldedName } from "./spanish-order.js";
import { users } from "./users.js";

/**
 * A business's saved filters of its contacts. The conditions are kept as sent (checked against the business's
 * fields when saved and again on every use, since a field may change), and compiled to SQL on each read.
 */
export const segments = pgTable(
  "segments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    name: text("name").notNull(),
    sortName: text("sort_name").generatedAlwaysAs(foldedName("name")),
    conditions: jsonb("conditions").$type<SegmentConditions>().notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("segments_business_name_unique").on(table.businessId, sql`lower(${table.name})`)],
);
