import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { notifications, users } from "../../db/schema/index.js";
import type { NotificationType } from "../../db/schema/notifications.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { activeChatHandlersOf } from "../agents/agents.repo.js";
import { recordNotifications } from "../notifications/notifications.service.js";

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
export async function notify(tx: Executor, events: PendingEvents, input: NotifyInput): Promise<void> {
  if (input.recipients.length === 0) return;
  const rows = await recordNotifications(tx, input);
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

/**
 * A notification for everyone in the business who works chats (a new chat waiting): one row each, written by
 * one INSERT … SELECT from the people themselves, so a business of a thousand agents costs one statement and
 * no list of ids in the server; pushed once to the business's room.
 */
export async function notifyChatHandlers(
  tx: Executor,
  events: PendingEvents,
  input: Omit<NotifyInput, "recipients">,
): Promise<void> {
  const model = JSON.stringify({ method: input.method, data: input.data });
  const [stored] = await rowsOf<{ first: number | null }>(
    tx,
    sql`with stored as (
      insert into ${notifications} (business_id, user_id, scope, type, model)
      select ${input.businessId}, ${users.id}, 'general', ${input.type}, ${model}::jsonb
      from ${users} where ${activeChatHandlersOf(input.businessId)}
      returning id
    ) select min(id) as first from stored`,
  );
  if (stored?.first === null || stored?.first === undefined) return;
  events.add("notification.created", {
    businessId: input.businessId,
    userId: null,
    // Each person's row has its own id; the web uses this one only to tag the desktop alert.
    notificationId: Number(stored.first),
    type: input.type,
    method: input.method,
    data: input.data,
  });
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
