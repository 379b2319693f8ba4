import type { Executor } from "../../db/client.js";
import type { NotificationType } from "../../db/schema/notifications.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { recordNotifications } from "../notifications/notifications.service.js";

export type NotifyInput = {
  businessId: number;
  type: NotificationType;
  /** The hub method the notification stands for (NewMessage, NewContact, Reassign). */
  method: string;
  data: Record<string, unknown>;
  recipients: { userId: number; scope: "personal" | "general" }[];
};

/** Stores the notifications with the change that caused them, and pushes each after the commit. */
export async function notify(tx: Executor, events: PendingEvents, input: NotifyInput): Promise<void> {
  if (input.recipients.length === 0) return;
  const rows = await recordNotifications(tx, input);
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
