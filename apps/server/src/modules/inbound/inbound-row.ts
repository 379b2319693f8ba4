import { contactsBody, unreadableBody } from "@consola/shared";
import { and, inArray, sql } from "drizzle-orm";
import type { ChannelRecord, InboundContent, InboundMessage } from "../../channels/channel-adapter.js";
import type { Executor } from "../../db/client.js";
import { messages } from "../../db/schema/index.js";

export type InboundResult =
  | { status: "stored"; messageId: number; conversationId: number; contactId: number }
  | { status: "duplicate" }
  | { status: "rejected"; reason: string };

/** What a chat stores as the contact's message: everything but reactions and WhatsApp's notices. */
export type ChatContent = Exclude<InboundContent, { type: "reaction" | "system" }>;
export type ChatInbound = InboundMessage & { content: ChatContent };

/** The message row's columns for what the contact sent; words in Spanish where it is not text. */
function contentColumns(content: ChatContent) {
  switch (content.type) {
    case "text":
      return {
        type: "text" as const,
        body: content.body,
        details: content.choiceId ? { kind: "choice" as const, id: content.choiceId } : null,
      };
    case "location":
      return { type: "location" as const, location: content.location, body: content.location.name ?? "" };
    case "image":
    case "media":
      return {
        type: content.type,
        caption: content.caption,
        mediaMime: content.mime,
        mediaName: content.name ?? null,
        mediaKey: content.source.kind === "stored" ? content.source.key : null,
        mediaSize: content.source.kind === "stored" ? content.source.size : null,
        mediaRemoteRef: content.source.kind === "remote" ? content.source.ref : null,
      };
    case "contacts":
      return {
        type: "contacts" as const,
        body: contactsBody(content.cards),
        details: { kind: "contacts" as const, cards: content.cards },
      };
    case "order":
      return {
        type: "order" as const,
        body: content.text,
        details: { kind: "order" as const, catalogId: content.catalogId, items: content.items },
      };
    case "unreadable":
      return {
        type: "unreadable" as const,
        body: unreadableBody(content.itemType, content.reason),
        details: { kind: "unreadable" as const, type: content.itemType, reason: content.reason },
        providerRaw: content.raw,
      };
  }
}

/** The message row of what the contact sent in a chat. */
export function inboundRow(
  target: { businessId: number; contactId: number; conversationId: number },
  channel: ChannelRecord,
  inbound: ChatInbound,
): typeof messages.$inferInsert {
  return {
    businessId: target.businessId,
    conversationId: target.conversationId,
    contactId: target.contactId,
    channelId: channel.id,
    direction: "in",
    authorKind: "contact",
    providerMessageId: inbound.providerMessageId,
    status: "received",
    createdAt: inbound.receivedAt,
    ...contentColumns(inbound.content),
  };
}

/** Stores the contact's message in a chat; undefined when another delivery of it was stored first. */
export async function insertInbound(
  tx: Executor,
  target: { businessId: number; contactId: number; conversation: { id: number } },
  channel: ChannelRecord,
  inbound: ChatInbound,
) {
  return insertOnce(
    tx,
    inboundRow(
      { businessId: target.businessId, contactId: target.contactId, conversationId: target.conversation.id },
      channel,
      inbound,
    ),
  );
}

/**
 * Stores an inbound row unless its provider id is already stored on the line (a replay, or another delivery
 * of it that won the race): then undefined.
 */
export async function insertOnce(tx: Executor, values: typeof messages.$inferInsert) {
  const [message] = await insertAllOnce(tx, [values]);
  return message;
}

/**
 * Stores inbound rows in one statement, skipping those whose provider id is already stored on their line. The
 * rows come back in no promised order: callers match them by line and provider id. Ids follow the order of
 * `rows`, so a chat's messages keep the order they are given in.
 */
export async function insertAllOnce(tx: Executor, rows: (typeof messages.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(messages)
    .values(rows)
    .onConflictDoNothing({
      target: [messages.channelId, messages.providerMessageId],
      where: sql`provider_message_id is not null`,
    })
    .returning();
}

/** A message's identity on its line: the line and the provider's id. */
export const providerKey = (channelId: number, providerMessageId: string) =>
  `${channelId}\u0000${providerMessageId}`;

/** Which of these messages are stored already: one read for all of them, on the (line, provider id) index. */
export async function storedAlready(
  tx: Executor,
  wanted: { channel: { id: number }; inbound: { providerMessageId: string } }[],
): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const rows = await tx
    .select({ channelId: messages.channelId, providerMessageId: messages.providerMessageId })
    .from(messages)
    .where(
      and(
        inArray(messages.channelId, [...new Set(wanted.map((item) => item.channel.id))]),
        inArray(
          messages.providerMessageId,
          wanted.map((item) => item.inbound.providerMessageId),
        ),
      ),
    );
  return new Set(rows.map((row) => providerKey(row.channelId ?? 0, row.providerMessageId ?? "")));
}
