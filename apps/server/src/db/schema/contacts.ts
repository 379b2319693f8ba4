import type { ContactFieldValues, OptSource } from "@consola/shared";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { users } from "./users.js";

export const contacts = pgTable(
  "contacts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    name: text("name").notNull(),
    /** E.164, unique per business. */
    phoneNumber: text("phone_number").notNull(),
    address: text("address").notNull().default(""),
    typeRegister: text("type_register").$type<"automatic" | "manual">().notNull(),
    dateRegister: timestamp("date_register", { withTimezone: true }).notNull().defaultNow(),
    fullName: text("full_name").notNull().default(""),
    channelPhone: text("channel_phone").notNull().default(""),
    email: text("email").notNull().default(""),
    comments: text("comments").notNull().default(""),
    /** The business's custom fields (contact_fields) that have a value, by key. */
    customFields: jsonb("custom_fields").$type<ContactFieldValues>().notNull().default(sql`'{}'::jsonb`),
    optIn: boolean("opt_in").notNull().default(true),
    /** The business's labels on the contact (labels.id), in no order; GIN-indexed for the label filter. */
    labelIds: integer("label_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** The name lower-cased without accents, for substring search on a trigram index ("jose" finds "José"). */
    searchName: text("search_name").generatedAlwaysAs(
      sql`lower(translate(name, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãéèêëíìîïóòôöõúùûüñçý', 'AAAAAEEEEIIIIOOOOOUUUUNCYaaaaaeeeeiiiiooooouuuuncy'))`,
    ),
    optChangedAt: timestamp("opt_changed_at", { withTimezone: true }),
    /** How the consent last changed (OptSource); null when it never did. */
    optSource: text("opt_source").$type<OptSource>(),
    /** Who changed it, when a person did; kept null once they are removed. */
    optChangedByUserId: integer("opt_changed_by_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    /**
     * The contact's WhatsApp number changed to one that already was this other contact: the two are linked
     * (decision 018). Null for every other contact.
     */
    newNumberContactId: integer("new_number_contact_id").references((): AnyPgColumn => contacts.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("contacts_business_phone_unique").on(table.businessId, table.phoneNumber),
    // The list's alphabetical order (accents folded, then the exact name, then the id), read from the index
    // page by page rather than sorting the whole business on every request. Migration 0027 makes it carry the
    // name too (INCLUDE, which this builder cannot express), so a later page's skipped contacts are read off the
    // index alone.
    index("contacts_business_alphabetical_idx").on(
      table.businessId,
      table.searchName,
      sql`lower(${table.name})`,
      table.id,
    ),
    // A number search by its last digits: the reversed number's start (contact-pages.ts).
    index("contacts_business_phone_end_idx").on(table.businessId, sql`reverse(${table.phoneNumber})`),
    // Removing a contact clears the link of the contact that moved to its number: without this, a read of every
    // contact (250 ms at a million) for each one removed.
    index("contacts_new_number_contact_idx")
      .on(table.newNumberContactId)
      .where(sql`${table.newNumberContactId} is not null`),
    // Newest first: ListContact's contacts never talked to, after those with chats.
    index("contacts_business_id_idx").on(table.businessId, table.id),
    // Removing a person clears their name from the consents they changed without reading every contact.
    index("contacts_opt_changed_by_idx")
      .on(table.optChangedByUserId)
      .where(sql`${table.optChangedByUserId} is not null`),
    // Filters by the start of a name's words (contactSearchCondition) and by any digits of a number (the chat
    // lists' contactNumber) (pg_trgm, created in migration 0001).
    index("contacts_search_name_trgm_idx").using("gin", sql`${table.searchName} gin_trgm_ops`),
    index("contacts_phone_trgm_idx").using("gin", sql`${table.phoneNumber} gin_trgm_ops`),
    index("contacts_label_ids_idx").using("gin", table.labelIds),
    // A filter by a custom field's value (`custom_fields @> {"key": value}`) and "has a value"
    // (`custom_fields @? '$."key"'`). jsonb_path_ops hashes each key with its value: a value's entry holds only
    // the contacts with that value in that field, where the default opclass would intersect the key's and the
    // value's entries and recheck every row.
    index("contacts_custom_fields_idx").using("gin", sql`${table.customFields} jsonb_path_ops`),
    check("contacts_type_register_check", sql`${table.typeRegister} in ('automatic', 'manual')`),
  ],
);
