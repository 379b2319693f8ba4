import type { ChatMood, ConversationStatus } from "@consola/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { areas } from "./areas.js";
import { lineChannelId, ownerContactId } from "./chat-columns.js";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { closingCategories } from "./settings.js";
import { users } from "./users.js";

export const conversations = pgTable(
  "conversations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    contactId: ownerContactId(),
    channelId: lineChannelId(),
    status: text("status").$type<ConversationStatus>().notNull(),
    assignedUserId: integer("assigned_user_id").references(() => users.id, { onDelete: "set null" }),
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    mood: text("mood").$type<ChatMood>(),
    moodComments: text("mood_comments").notNull().default(""),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    takenAt: timestamp("taken_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedByUserId: integer("closed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    closingCategoryId: integer("closing_category_id").references(() => closingCategories.id, {
      onDelete: "set null",
    }),
    closeComments: text("close_comments").notNull().default(""),
    /** How an ended chat ended: closed by an agent, deleted from the pending list, or timed out. */
    endReason: text("end_reason").$type<"closed" | "deleted" | "timed_out">(),
    /** The contact's last inbound message: the 24-hour window runs from here. */
    lastInboundAt: timestamp("last_inbound_at", { withTimezone: true }),
    windowExpiresAt: timestamp("window_expires_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text("last_message_preview").notNull().default(""),
    /** Inbound messages the assigned agent has not seen yet. */
    unreadCount: integer("unread_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One open conversation per contact and line: a new message joins it instead of opening another.
    uniqueIndex("conversations_one_open_per_contact")
      .on(table.contactId, table.channelId)
      .where(sql`${table.status} in ('pending', 'bot', 'active')`),
    index("conversations_business_status_idx").on(table.businessId, table.status, table.lastMessageAt),
    // The pending queue is read oldest first.
    index("conversations_business_status_opened_idx").on(table.businessId, table.status, table.openedAt),
    index("conversations_assignee_idx").on(table.assignedUserId, table.status),
    index("conversations_window_idx").on(table.windowExpiresAt).where(sql`${table.status} = 'active'`),
    index("conversations_contact_idx").on(table.contactId),
    check(
      "conversations_status_check",
      sql`${table.status} in ('pending', 'bot', 'active', 'closed', 'timed_out')`,
    ),
    check(
      "conversations_active_has_agent",
      sql`${table.status} <> 'active' or ${table.assignedUserId} is not null`,
    ),
  ],
);
