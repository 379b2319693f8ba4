import { randomBytes } from "node:crypto";
import type { AutoAssignFallback, BusinessStatus, Colors, PersonType, PhoneCountry } from "@consola/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { foldedName, spanishOrder } from "./spanish-order.js";

export const businesses = pgTable(
  "businesses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    /** How the name sorts (spanish-order.ts). */
    sortName: text("sort_name").generatedAlwaysAs(foldedName("name")),
    rfc: text("rfc").notNull().default(""),
    personType: text("person_type").$type<PersonType>().notNull().default("moral"),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    address: text("address").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    /** The business's access key {key} of the spec; shown only to platform admins. */
    accessKey: text("access_key")
      .notNull()
      .$defaultFn(() => randomBytes(24).toString("hex")),
    timeZone: text("time_zone").notNull().default("America/Mexico_City"),
    addHours: integer("add_hours").notNull().default(0),
    surveyActive: boolean("survey_active").notNull().default(false),
    colors: jsonb("colors").$type<Colors>().notNull(),
    /** Automatic assignment: round-robin over available agents, optionally within the chat's area. */
    autoAssignEnabled: boolean("auto_assign_enabled").notNull().default(false),
    autoAssignByArea: boolean("auto_assign_by_area").notNull().default(false),
    autoAssignMaxChats: integer("auto_assign_max_chats").notNull().default(5),
    /** When no agent can take a new chat: it waits in the queue, or (by area) goes to any area's agent. */
    autoAssignWhenNobody: text("auto_assign_when_nobody")
      .$type<AutoAssignFallback>()
      .notNull()
      .default("queue"),
    /** Country a phone typed without one belongs to (decision: MX, or CO for a Colombian business). */
    phoneCountry: text("phone_country").$type<PhoneCountry>().notNull().default("MX"),
    /** Business hours apply (the out-of-hours message goes out) only when switched on. */
    hoursEnabled: boolean("hours_enabled").notNull().default(false),
    /** Sent outside business hours; _BUSINESS_ and _NAME_ are replaced. */
    outOfHoursMessage: text("out_of_hours_message").notNull().default(""),
    status: text("status").$type<BusinessStatus>().notNull().default("active"),
    /** Messages (and their files) of ended chats older than this many days are removed; null keeps them (decision 015). */
    retentionDays: integer("retention_days"),
    /** When a retention run last claimed the business: other runs leave it alone for a while (decision 015). */
    retentionCheckedAt: timestamp("retention_checked_at", { withTimezone: true }),
    /** A contact who got a campaign this many hours ago or less is left out of the next one (0: never). */
    campaignGapHours: integer("campaign_gap_hours").notNull().default(24),
    /** The currency of the campaign price table. */
    campaignCurrency: text("campaign_currency").notNull().default("USD"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // ListBusiness pages through the businesses in this order (spanish-order.ts, then id).
    index("businesses_name_idx").on(...spanishOrder(table.sortName, table.name), table.id),
    check("businesses_person_type_check", sql`${table.personType} in ('moral', 'fisica')`),
    check("businesses_status_check", sql`${table.status} in ('active', 'inactive')`),
    check("businesses_add_hours_check", sql`${table.addHours} between -12 and 12`),
    check("businesses_phone_country_check", sql`${table.phoneCountry} in ('MX', 'CO')`),
    // RETENTION_DAYS_MIN and RETENTION_DAYS_MAX (packages/shared).
    check(
      "businesses_retention_days_check",
      sql`${table.retentionDays} is null or ${table.retentionDays} between 30 and 3650`,
    ),
    check(
      "businesses_auto_assign_when_nobody_check",
      sql`${table.autoAssignWhenNobody} in ('queue', 'any_area')`,
    ),
  ],
);
