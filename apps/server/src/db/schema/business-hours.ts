import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";

/**
 * One opening interval of a weekday, in the business's time zone (ISO weekday: 1 Monday … 7 Sunday).
 * A day may have several (closed at midday); a day with none is closed.
 */
export const businessHours = pgTable(
  "business_hours",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    weekday: smallint("weekday").notNull(),
    /** "HH:MM", 24-hour clock. */
    opensAt: text("opens_at").notNull(),
    /** "HH:MM"; "24:00" closes at midnight. */
    closesAt: text("closes_at").notNull(),
  },
  (table) => [
    index("business_hours_business_idx").on(table.businessId, table.weekday),
    check("business_hours_weekday_check", sql`${table.weekday} between 1 and 7`),
    check(
      "business_hours_times_check",
      sql`${table.opensAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.closesAt} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and ${table.opensAt} < ${table.closesAt}`,
    ),
  ],
);

/** Days the business is closed all day (official holidays, its own days off). */
export const businessHolidays = pgTable(
  "business_holidays",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    day: date("day", { mode: "string" }).notNull(),
    name: text("name").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("business_holidays_business_day_unique").on(table.businessId, table.day)],
);
