import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";
import { ownerUserId } from "./owned-by-user.js";

export type SessionEndReason =
  | "replaced"
  | "logout"
  | "password_reset"
  | "deactivated"
  | "business_inactive"
  | "expired";

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerUserId(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason").$type<SessionEndReason>(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
  },
  (table) => [
    // One live session per user, enforced by the database even when two logins race.
    uniqueIndex("sessions_one_live_per_user").on(table.userId).where(sql`${table.endedAt} is null`),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerUserId(),
    /** sha256 of the token: a leaked table cannot be used to reset passwords. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    requestedIp: text("requested_ip").notNull().default(""),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The lower-cased user name typed, whether or not such a user exists. */
    userKey: text("user_key").notNull(),
    ip: text("ip").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("login_attempts_user_idx").on(table.userKey, table.createdAt),
    index("login_attempts_ip_idx").on(table.ip, table.createdAt),
  ],
);
