import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";

/**
 * One row per custom field value of a contact that a range or a piece of text can be asked of: the number, the
 * date (AAAA-MM-DD, which sorts as text) and the lower-case text. Triggers on contacts keep it from
 * `custom_fields` (migration 0036), however a contact is written; segment conditions "before/after" and
 * "contains" read these indexes instead of every contact of the business. Exact values and "has a value" stay
 * with contacts_custom_fields_idx.
 */
export const contactFieldValues = pgTable(
  "contact_field_values",
  {
    // No foreign keys, as contact_name_words: the triggers remove a contact's rows with it.
    contactId: integer("contact_id").notNull(),
    businessId: integer("business_id").notNull(),
    key: text("key").notNull(),
    number: numeric("number"),
    day: text("day"),
    lowered: text("lowered"),
  },
  (table) => [
    // contact_id last: the capped count of a range is read off the index alone.
    index("contact_field_values_number_idx")
      .on(table.businessId, table.key, table.number, table.contactId)
      .where(sql`${table.number} is not null`),
    index("contact_field_values_day_idx")
      .on(table.businessId, table.key, table.day, table.contactId)
      .where(sql`${table.day} is not null`),
    index("contact_field_values_lowered_trgm_idx")
      .using("gin", sql`${table.lowered} gin_trgm_ops`)
      .where(sql`${table.lowered} is not null`),
    index("contact_field_values_contact_idx").on(table.contactId),
  ],
);
