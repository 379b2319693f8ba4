import { contactsBody, unreadableBody } from "@consola/shared";
import { sql } from "drizzle-orm";
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

/** Stores the contact's message in a chat; undefined when another delivery of it was stored first. */
export async function insertInbound(
  tx: Executor,
  target: { businessId: number; contactId: number; conversation: { id: number } },
  channel: ChannelRecord,
  inbound: ChatInbound,
) {
  return insertOnce(tx, {
    businessId: target.businessId,
    conversationId: target.conversation.id,
    contactId: target.contactId,
    channelId: channel.id,
    direction: "in",
    authorKind: "contact",
    providerMessageId: inbound.providerMessageId,
    status: "received",
    createdAt: inbound.receivedAt,
    ...contentColumns(inbound.content),
  });
}

/**
 * Stores an inbound row unless its provider id is already stored on the line (a replay, or another delivery
 * of it that won the race): then undefined.
 */
export async function insertOnce(tx: Executor, values: typeof messages.$inferInsert) {
  const [message] = await tx
    .insert(messages)
    .values(values)
    .onConflictDoNothing({
      target: [messages.channelId, messages.providerMessageId],
      where: sql`provider_message_id is not null`,
    })
    .returning();
  return message;
}
