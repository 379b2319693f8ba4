import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { ownerUserId } from "./owned-by-user.js";

export type NotificationType = "new_contact" | "new_message" | "assigned" | "reassigned";
/** The spec's model: JSON text with the hub method and its data. */
export type NotificationModel = { method: string; data: Record<string, unknown> };

/**
 * One row per recipient. "personal" ones concern the user's own chats; "general" ones go to everyone in
 * the business (a new contact waiting). Removing one removes it for that user only.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    userId: ownerUserId(),
    scope: text("scope").$type<"personal" | "general">().notNull(),
    type: text("type").$type<NotificationType>().notNull(),
    model: jsonb("model").$type<NotificationModel>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("notifications_user_idx").on(table.userId, table.createdAt),
    index("notifications_created_idx").on(table.createdAt),
    // A chat's notifications go when the chat ends (removeChatNotifications reads this expression).
    index("notifications_conversation_idx").on(
      table.businessId,
      sql`((${table.model} -> 'data' ->> 'conversationId'))`,
    ),
  ],
);
