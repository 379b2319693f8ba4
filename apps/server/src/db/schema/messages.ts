import type {
  MessageAuthor,
  MessageDetails,
  MessageDirection,
  MessageStatus,
  MessageType,
} from "@consola/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { businessChannels } from "./channels.js";
import { lineChannelId, ownerContactId } from "./chat-columns.js";
import { createdAt } from "./columns.js";
import { conversations } from "./conversations.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { users } from "./users.js";

export type MessageLocation = { latitude: number; longitude: number; name?: string; address?: string };

/**
 * A bot's question with options: WhatsApp shows them as reply buttons or a list; every other channel reads
 * the body, which numbers them.
 */
export type MessageChoices = { prompt: string; options: { id: string; title: string }[] };

/** Inbound and outbound messages; outbound rows double as the send queue (status queued/sending). */
/**
 * The words of a message body as the search reads them: lower case, accents removed. A query must use this
 * same expression to read the index.
 */
export function messageSearchVector(body: AnyPgColumn | SQL) {
  return sql`to_tsvector('simple', lower(translate(${body}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})))`;
}
/** Words to look for in messageSearchVector, folded the same way (lower case, the same accents removed). */
export function messageSearchQuery(words: string) {
  return sql`plainto_tsquery('simple', lower(translate(${words}::text, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})))`;
}
const ACCENTED = "ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç";
const PLAIN = "AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc";

export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    contactId: ownerContactId(),
    channelId: lineChannelId(),
    direction: text("direction").$type<MessageDirection>().notNull(),
    type: text("type").$type<MessageType>().notNull(),
    authorKind: text("author_kind").$type<MessageAuthor>().notNull(),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull().default(""),
    caption: text("caption").notNull().default(""),
    /** Storage key of the file, relative to the business's media folder. */
    mediaKey: text("media_key"),
    mediaMime: text("media_mime"),
    mediaSize: integer("media_size"),
    mediaName: text("media_name"),
    /** Inbound media not fetched yet: the provider's reference (WhatsApp media id, Twilio MediaUrl). */
    mediaRemoteRef: text("media_remote_ref"),
    location: jsonb("location").$type<MessageLocation>(),
    templateName: text("template_name"),
    templateLanguage: text("template_language"),
    templateParams: jsonb("template_params").$type<string[]>(),
    choices: jsonb("choices").$type<MessageChoices>(),
    /** Contact cards, order lines, a tapped option's id, a reaction's target… by kind (decision 018). */
    details: jsonb("details").$type<MessageDetails>(),
    /** The contact's emoji reaction to this message (the latest one; null when none or taken back). */
    reaction: text("reaction"),
    /** The provider's item as it arrived, kept for support when we could not read it. */
    providerRaw: jsonb("provider_raw"),
    /** The provider's id: unique per line, which is what makes webhook replays harmless. */
    providerMessageId: text("provider_message_id"),
    /** The sender's id for an agent's send: a retry with the same id returns the stored message. */
    clientId: uuid("client_id"),
    status: text("status").$type<MessageStatus>().notNull(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When an agent saw an inbound message (unread counts). */
    seenAt: timestamp("seen_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("messages_provider_id_unique")
      .on(table.channelId, table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    uniqueIndex("messages_author_client_id_unique")
      .on(table.authorUserId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    index("messages_conversation_idx").on(table.conversationId, table.id),
    // The header search finds messages by their words, accents and case aside (messageSearchVector).
    index("messages_body_search_idx").using("gin", messageSearchVector(table.body)),
    index("messages_contact_idx").on(table.contactId, table.id),
    // Reports count a business's messages per day, direction and line from the index alone.
    index("messages_business_created_idx").on(
      table.businessId,
      table.createdAt,
      table.direction,
      table.channelId,
    ),
    index("messages_media_pending_idx")
      .on(table.id)
      .where(sql`${table.mediaRemoteRef} is not null and ${table.mediaKey} is null`),
    index("messages_outbox_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.direction} = 'out' and ${table.status} in ('queued', 'sending')`),
    check("messages_direction_check", sql`${table.direction} in ('in', 'out')`),
    check(
      "messages_status_check",
      sql`${table.status} in ('received', 'queued', 'sending', 'sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);

/**
 * Status callbacks that arrived before the worker recorded the provider's id (a fast "delivered" can beat
 * the commit of "sent"). They wait here and are applied when the id is recorded; pruned after a day.
 */
export const earlyDeliveryStatuses = pgTable(
  "early_delivery_statuses",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => businessChannels.id, { onDelete: "cascade" }),
    providerMessageId: text("provider_message_id").notNull(),
    status: text("status").$type<"sent" | "delivered" | "read" | "failed">().notNull(),
    error: text("error"),
    at: timestamp("at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("early_delivery_statuses_message_idx").on(table.channelId, table.providerMessageId)],
);
