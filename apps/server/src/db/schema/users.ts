import type { Role } from "@consola/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { areas } from "./areas.js";
import { businesses } from "./businesses.js";
import { createdAt, updatedAt } from "./columns.js";
import { foldedName, spanishOrder } from "./spanish-order.js";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for platform users, who belong to no business. */
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** How the name sorts (spanish-order.ts). */
    sortName: text("sort_name").generatedAlwaysAs(foldedName("name")),
    nickname: text("nickname").notNull().default(""),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<Role>().notNull(),
    position: text("position").notNull().default(""),
    /** E.164 with country code. */
    phone: text("phone").notNull().default(""),
    status: text("status").$type<"active" | "inactive">().notNull().default("active"),
    avatar: text("avatar"),
    /** Chats automatic assignment may give this person at once; null follows the business's number. */
    maxOpenChats: integer("max_open_chats"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    index("users_business_idx").on(table.businessId),
    // The lists of a business's people (and the platform's: business null) page through them in this order.
    index("users_business_name_idx").on(
      table.businessId,
      ...spanishOrder(table.sortName, table.name),
      table.id,
    ),
    check("users_status_check", sql`${table.status} in ('active', 'inactive')`),
    check(
      "users_max_open_chats_check",
      sql`${table.maxOpenChats} is null or ${table.maxOpenChats} between 0 and 100`,
    ),
    index("users_area_idx").on(table.areaId),
    check(
      "users_role_check",
      sql`${table.role} in ('Super', 'System', 'VocomAdmin', 'VocomCallCenter', 'VocomSupervisor', 'ProviderAdmin', 'ProviderSupervisor', 'ProviderAgent', 'Allow')`,
    ),
    // A business role without a business would see nothing, or worse, match a null tenant filter.
    check(
      "users_business_role_has_business",
      sql`${table.role} not in ('ProviderAdmin', 'ProviderSupervisor', 'ProviderAgent') or ${table.businessId} is not null`,
    ),
  ],
);
