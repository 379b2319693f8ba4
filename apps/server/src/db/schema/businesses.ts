import { randomBytes } from "node:crypto";
import type { Colors, PersonType } from "@consola/shared";
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";

export const businesses = pgTable(
  "businesses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
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
    /** The area-selector bot is on: the profile's isSelector flag and the /chat-selector-area route. */
    selectorEnabled: boolean("selector_enabled").notNull().default(false),
    colors: jsonb("colors").$type<Colors>().notNull(),
    /** Automatic assignment: round-robin over available agents, optionally within the chat's area. */
    autoAssignEnabled: boolean("auto_assign_enabled").notNull().default(false),
    autoAssignByArea: boolean("auto_assign_by_area").notNull().default(false),
    autoAssignMaxChats: integer("auto_assign_max_chats").notNull().default(5),
    status: text("status").$type<"active" | "inactive">().notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("businesses_person_type_check", sql`${table.personType} in ('moral', 'fisica')`),
    check("businesses_status_check", sql`${table.status} in ('active', 'inactive')`),
    check("businesses_add_hours_check", sql`${table.addHours} between -12 and 12`),
  ],
);
