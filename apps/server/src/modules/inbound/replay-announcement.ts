import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { contacts, conversations, messages } from "../../db/schema/index.js";
import { toMessageView } from "../messages/message-view.js";
import type { BatchEntry } from "./inbound-queue.js";
import { providerKey } from "./inbound-row.js";

/**
 * How recent a stored message must be for its replay to announce it again: a provider retries a webhook it did
 * not hear answered within minutes (Meta and Twilio both), and an older one was long announced.
 */
const REANNOUNCE_MINUTES = 10;

/**
 * Replays of messages stored in the last REANNOUNCE_MINUTES, in chats still open, announce them again
 * (message.created as the chat stands now, published after the batch's commit like any event). The instance
 * that stored one may have died between its commit and its events leaving: the provider's retry is
 * then the only chance for the agents connected to other instances to hear of it. The web applies a message it
 * already has without change (data/chats/chat-hub-sync.ts), so hearing one twice costs nothing on screen.
 */
export async function announceReplays(db: Executor, replays: BatchEntry[]): Promise<void> {
  if (replays.length === 0) return;
  const rows = await db
    .select({
      message: messages,
      status: conversations.status,
      assignedUserId: conversations.assignedUserId,
      contactName: contacts.name,
      phoneNumber: contacts.phoneNumber,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .where(
      and(
        inArray(messages.channelId, [...new Set(replays.map(({ item }) => item.channel.id))]),
        inArray(
          messages.providerMessageId,
          replays.map(({ item }) => item.inbound.providerMessageId),
        ),
        eq(messages.direction, "in"),
        gt(messages.createdAt, sql`now() - make_interval(mins => ${REANNOUNCE_MINUTES})`),
        inArray(conversations.status, ["pending", "bot", "active"]),
      ),
    );
  const byKey = new Map(
    rows.map((row) => [providerKey(row.message.channelId ?? 0, row.message.providerMessageId ?? ""), row]),
  );
  for (const { item, events } of replays) {
    const row = byKey.get(providerKey(item.channel.id, item.inbound.providerMessageId));
    if (!row) continue;
    events.add("message.created", {
      businessId: row.message.businessId,
      conversationId: row.message.conversationId,
      contactId: row.message.contactId,
      assignedUserId: row.assignedUserId,
      conversationStatus: row.status,
      contact: { name: row.contactName, phoneNumber: row.phoneNumber },
      message: toMessageView(row.message, null),
    });
  }
}
