import type { Executor } from "../../db/client.js";
import type { NotificationType } from "../../db/schema/notifications.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { insertNotification } from "../notifications/notifications.repo.js";

export type NotifyInput = {
  businessId: number;
  type: NotificationType;
  /** The hub method the notification stands for (NewMessage, NewContact, Reassign). */
  method: string;
  data: Record<string, unknown>;
};

/**
 * Stores a personal notification (about one's own chat) with the change that caused it, and pushes it to that
 * person after the commit.
 */
export async function notifyUser(
  tx: Executor,
  events: PendingEvents,
  input: NotifyInput & { userId: number },
): Promise<void> {
  const { userId, ...notice } = input;
  const notificationId = await insertNotification(tx, { ...notice, userId, scope: "personal" });
  events.add("notification.created", { ...notice, userId, notificationId });
}

/**
 * A notification for everyone in the business who works chats (a new chat waiting): one general row for them
 * all, each person's removals kept apart, and one emit to the business's room. With a thousand agents that is
 * one row and one emit instead of a thousand of each.
 */
export async function notifyChatHandlers(
  tx: Executor,
  events: PendingEvents,
  input: NotifyInput,
): Promise<void> {
  const notificationId = await insertNotification(tx, { ...input, userId: null, scope: "general" });
  events.add("notification.created", { ...input, userId: null, notificationId });
}

/** Tells the person a manager gave a chat to (assigned from pending, or transferred) that it is theirs now. */
export function notifyChatHandedOver(
  tx: Executor,
  events: PendingEvents,
  handover: {
    type: "assigned" | "reassigned";
    by: { businessId: number; userId: number };
    chat: { id: number; contactId: number; contactName: string };
    toUserId: number;
  },
): Promise<void> {
  const { type, by, chat, toUserId } = handover;
  return notifyUser(tx, events, {
    businessId: by.businessId,
    type,
    method: "Reassign",
    data: {
      conversationId: chat.id,
      contactId: chat.contactId,
      contactName: chat.contactName,
      byUserId: by.userId,
    },
    userId: toUserId,
  });
}
