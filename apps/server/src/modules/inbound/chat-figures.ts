import { CONVERSATION_WINDOW_HOURS, messagePreview } from "@consola/shared";
import { sql } from "drizzle-orm";
import type { ChannelRecord, InboundMessage } from "../../channels/channel-adapter.js";
import type { Executor } from "../../db/client.js";
import { conversations, type messages } from "../../db/schema/index.js";

/** What the contact's messages change on their chat: the last one, the 24-hour window, the counters. */
export type ChatFigures = {
  businessId: number;
  conversationId: number;
  messages: number;
  unread: number;
  firstAt: Date;
  lastAt: Date;
  windowExpiresAt: Date | null;
  preview: string;
  /** The ad or post that brought the contact: the first one said stays. */
  referral: InboundMessage["referral"] | null;
};

/**
 * Adds one stored message to its chat's figures (`figures` keyed by chat). Messages must be added in the
 * order they were stored: the last one gives the preview and the window.
 */
export function addToFigures(
  figures: Map<number, ChatFigures>,
  chat: { businessId: number; conversationId: number },
  channel: ChannelRecord,
  inbound: InboundMessage,
  message: typeof messages.$inferSelect,
  options: { unread: boolean },
): void {
  const at = inbound.receivedAt;
  const windowExpiresAt =
    channel.kind === "whatsapp" ? new Date(at.getTime() + CONVERSATION_WINDOW_HOURS * 3_600_000) : null;
  const known = figures.get(chat.conversationId);
  if (!known) {
    figures.set(chat.conversationId, {
      ...chat,
      messages: 1,
      unread: options.unread ? 1 : 0,
      firstAt: at,
      lastAt: at,
      windowExpiresAt,
      preview: messagePreview(message),
      referral: inbound.referral ?? null,
    });
    return;
  }
  known.messages += 1;
  if (options.unread) known.unread += 1;
  known.lastAt = at;
  known.windowExpiresAt = windowExpiresAt;
  known.preview = messagePreview(message);
  known.referral ??= inbound.referral ?? null;
}

/**
 * Writes the figures of every chat in one statement. The rows travel as one JSON parameter, so the
 * statement's text is the same whatever the batch.
 */
export async function recordOnChats(tx: Executor, figures: Iterable<ChatFigures>): Promise<void> {
  const rows = [...figures].map((chat) => ({
    id: chat.conversationId,
    business_id: chat.businessId,
    messages: chat.messages,
    unread: chat.unread,
    first_at: chat.firstAt.toISOString(),
    last_at: chat.lastAt.toISOString(),
    window_expires_at: chat.windowExpiresAt?.toISOString() ?? null,
    preview: chat.preview,
    referral: chat.referral,
  }));
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${conversations} as chat set
      last_inbound_at = figures.last_at,
      window_expires_at = figures.window_expires_at,
      last_message_at = figures.last_at,
      last_message_preview = figures.preview,
      unread_count = chat.unread_count + figures.unread,
      first_inbound_at = coalesce(chat.first_inbound_at, figures.first_at),
      messages_in = chat.messages_in + figures.messages,
      referral = coalesce(chat.referral, figures.referral)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as figures(
      id int, business_id int, messages int, unread int, first_at timestamptz, last_at timestamptz,
      window_expires_at timestamptz, preview text, referral jsonb
    )
    where chat.id = figures.id and chat.business_id = figures.business_id`);
}
