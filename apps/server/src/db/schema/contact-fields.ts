import type { ContactFieldType } from "@consola/shared";
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";

/**
 * A business's own contact fields. Contacts keep their values in one JSON object by key (`custom_fields`),
 * GIN-indexed, so a contact's fields come with its row and a filter by a value is one index lookup.
 */
export const contactFields = pgTable(
  "contact_fields",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    type: text("type").$type<ContactFieldType>().notNull(),
    options: text("options").array().notNull().default(sql`'{}'::text[]`),
    required: boolean("required").notNull().default(false),
    position: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("contact_fields_business_key_unique").on(table.businessId, table.key),
    uniqueIndex("contact_fields_business_name_unique").on(table.businessId, sql`lower(${table.name})`),
    check(
      "contact_fields_type_check",
      sql`${table.type} in ('text', 'number', 'date', 'list', 'yesno', 'email', 'phone')`,
    ),
  ],
);
