import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { ownerUserId } from "./owned-by-user.js";
import { users } from "./users.js";

export type NotificationType = "new_contact" | "new_message" | "assigned" | "reassigned";
/** The spec's model: JSON text with the hub method and its data. */
export type NotificationModel = { method: string; data: Record<string, unknown> };

/**
 * "personal" rows concern one user's own chats and name that user. A "general" one (a new chat waiting) is
 * one row for the whole business with no user: a business of a thousand agents stores one row per new chat,
 * not a thousand. Each person's removals of general rows live in notification_dismissals and
 * notification_clearances.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    /** Null for a general notification: it is for everyone in the business. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope").$type<"personal" | "general">().notNull(),
    type: text("type").$type<NotificationType>().notNull(),
    model: jsonb("model").$type<NotificationModel>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("notifications_general_has_no_user", sql`(${table.userId} is null) = (${table.scope} = 'general')`),
    index("notifications_user_idx").on(table.userId, table.createdAt),
    // The general tab reads a business's shared rows newest first through this index.
    index("notifications_business_general_idx")
      .on(table.businessId, table.createdAt, table.id)
      .where(sql`${table.userId} is null`),
    index("notifications_created_idx").on(table.createdAt),
    // A chat's notifications go when the chat ends (removeChatNotifications reads this expression).
    index("notifications_conversation_idx").on(
      table.businessId,
      sql`((${table.model} -> 'data' ->> 'conversationId'))`,
    ),
  ],
);

/** One person's removal of one general notification (Remove): the row stays for everyone else. */
export const notificationDismissals = pgTable(
  "notification_dismissals",
  {
    userId: ownerUserId(),
    notificationId: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.notificationId] }),
    // Pruning an expired notification deletes its dismissals through this index.
    index("notification_dismissals_notification_idx").on(table.notificationId),
  ],
);

/**
 * One person's "remove all" of the general tab: every general notification up to this id is gone for them.
 * One row per person however many notifications it clears.
 */
export const notificationClearances = pgTable("notification_clearances", {
  userId: ownerUserId().primaryKey(),
  generalThroughId: bigint("general_through_id", { mode: "number" }).notNull(),
});
