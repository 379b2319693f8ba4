import type { Executor } from "../../db/client.js";
import type { NotificationType } from "../../db/schema/notifications.js";
import type { PendingEvents } from "../../events/domain-events.js";
import {
  type RecordedNotification,
  recordNotificationsOfEach,
} from "../notifications/notifications.service.js";

export type NotifyInput = {
  businessId: number;
  type: NotificationType;
  /** The hub method the notification stands for (NewMessage, NewContact, Reassign). */
  method: string;
  data: Record<string, unknown>;
  recipients: { userId: number; scope: "personal" | "general" }[];
};

/**
 * Stores the notifications with the change that caused them, and pushes them after the commit. One that goes
 * to everyone in the business ("general", a new chat waiting) is pushed once to the business's room, not once
 * per person: with a thousand agents that is one emit instead of a thousand (issue 16).
 */
export function notify(tx: Executor, events: PendingEvents, input: NotifyInput): Promise<void> {
  return notifyEach(tx, [{ events, input }]);
}

/** Several changes' notifications in one insert; each one's events go with its change. */
export async function notifyEach(
  tx: Executor,
  notices: { events: PendingEvents; input: NotifyInput }[],
): Promise<void> {
  const wanted = notices.filter((notice) => notice.input.recipients.length > 0);
  if (wanted.length === 0) return;
  const stored = await recordNotificationsOfEach(
    tx,
    wanted.map((notice) => notice.input),
  );
  for (const [index, { events, input }] of wanted.entries()) announce(events, input, stored[index] ?? []);
}

function announce(events: PendingEvents, input: NotifyInput, rows: RecordedNotification[]): void {
  const [first] = rows;
  if (first && rows.every((row) => row.scope === "general")) {
    events.add("notification.created", {
      businessId: input.businessId,
      userId: null,
      // Each person's row has its own id; the web uses this one only to tag the desktop alert.
      notificationId: first.id,
      type: input.type,
      method: input.method,
      data: input.data,
    });
    return;
  }
  for (const row of rows) {
    events.add("notification.created", {
      businessId: input.businessId,
      userId: row.userId,
      notificationId: row.id,
      type: input.type,
      method: input.method,
      data: input.data,
    });
  }
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
  return notify(tx, events, {
    businessId: by.businessId,
    type,
    method: "Reassign",
    data: {
      conversationId: chat.id,
      contactId: chat.contactId,
      contactName: chat.contactName,
      byUserId: by.userId,
    },
    recipients: [{ userId: toUserId, scope: "personal" }],
  });
}
