import {
  formatPhone,
  type MessageDetails,
  messagePreview,
  normalizePhone,
  numberChangedBody,
} from "@consola/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { ChannelRecord, InboundMessage } from "../../channels/channel-adapter.js";
import type { Transaction } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { contacts, conversations, messages } from "../../db/schema/index.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { findOrCreateContact } from "../contacts/find-or-create-contact.js";
import { findOrOpenConversation } from "../conversations/open-conversation.js";
import { messageViewById } from "../messages/messages.repo.js";
import { type InboundResult, insertOnce } from "./inbound-row.js";

/**
 * What WhatsApp tells about a chat rather than in it: a reaction to one of its messages, and a notice about the
 * contact (their number changed). Neither opens, reopens or re-times a chat, nor goes through the bots or a
 * survey; both are stored (a replay stores nothing twice) and shown (decision 018).
 */

/** A target preview long enough to recognise the message, short enough for a list row. */
const TARGET_PREVIEW_CHARS = 60;
/** An emoji is a few code points; anything longer is not one. */
const EMOJI_MAX_CHARS = 16;

/**
 * The columns a reaction and a notice share: received on this line under the provider's id, already seen (there
 * is nothing to read: an emoji shows on its message, a notice is a line in the history).
 */
function noticeRow(
  channel: ChannelRecord,
  inbound: InboundMessage,
  chat: { businessId: number; conversationId: number; contactId: number },
) {
  return {
    businessId: chat.businessId,
    conversationId: chat.conversationId,
    contactId: chat.contactId,
    channelId: channel.id,
    direction: "in" as const,
    providerMessageId: inbound.providerMessageId,
    status: "received" as const,
    seenAt: new Date(),
    createdAt: inbound.receivedAt,
  };
}

type Reaction = { type: "reaction"; targetProviderId: string; emoji: string };

/**
 * The contact reacted to a message of this line: a reaction row in that message's chat (dedupe, history,
 * preview) and the emoji on the message, unless a later reaction to it was stored first. Undefined when the
 * message is not ours: the caller stores the reaction as a short text instead.
 */
export async function storeReaction(
  tx: Transaction,
  events: PendingEvents,
  channel: ChannelRecord,
  inbound: InboundMessage & { content: Reaction },
  phone: string,
): Promise<InboundResult | undefined> {
  const [target] = await tx
    .select({ message: messages, phone: contacts.phoneNumber })
    .from(messages)
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .where(
      and(
        eq(messages.channelId, channel.id),
        eq(messages.providerMessageId, inbound.content.targetProviderId),
      ),
    );
  // Only the chat's own contact reacts to its messages.
  if (!target || target.phone !== phone) return undefined;
  const { message } = target;
  const emoji = inbound.content.emoji.slice(0, EMOJI_MAX_CHARS);
  const preview = messagePreview(message);
  const details: MessageDetails = {
    kind: "reaction",
    emoji,
    targetId: message.id,
    targetPreview:
      preview.length > TARGET_PREVIEW_CHARS ? `${preview.slice(0, TARGET_PREVIEW_CHARS - 1)}…` : preview,
  };
  const stored = await insertOnce(tx, {
    ...noticeRow(channel, inbound, message),
    authorKind: "contact",
    type: "reaction",
    body: emoji,
    details,
  });
  if (!stored) return { status: "duplicate" };

  // Webhooks may arrive out of order: the latest reaction to the message wins, whichever came last.
  await tx
    .update(messages)
    .set({ reaction: emoji === "" ? null : emoji })
    .where(
      and(
        eq(messages.id, message.id),
        sql`not exists (
          select 1 from ${messages} later
          where later.conversation_id = ${message.conversationId} and later.type = 'reaction'
            and (later.details->>'targetId')::bigint = ${message.id}
            and (later.created_at, later.id) > (${inbound.receivedAt.toISOString()}::timestamptz, ${stored.id})
        )`,
      ),
    );
  const [chat] = await tx
    .update(conversations)
    .set({ lastMessageAt: inbound.receivedAt, lastMessagePreview: messagePreview(stored) })
    .where(eq(conversations.id, message.conversationId))
    .returning({ assignedUserId: conversations.assignedUserId });
  const ref = {
    businessId: message.businessId,
    conversationId: message.conversationId,
    contactId: message.contactId,
    assignedUserId: chat?.assignedUserId ?? null,
  };
  events.add("message.updated", {
    ...ref,
    message: await messageViewById(tx, message.businessId, message.id),
  });
  events.add("conversation.updated", ref);
  return {
    status: "stored",
    messageId: stored.id,
    conversationId: message.conversationId,
    contactId: message.contactId,
  };
}

type SystemNotice = { type: "system"; body: string; newId?: string };

/**
 * A notice from WhatsApp about the contact, as a system line in their latest chat on this line. When their
 * number changed, the contact takes the new number, so what they write next continues the same contact and
 * chat; if the new number already was another contact, the two are linked instead.
 */
export async function storeSystemNotice(
  tx: Transaction,
  events: PendingEvents,
  channel: ChannelRecord,
  inbound: InboundMessage & { content: SystemNotice },
  phone: string,
): Promise<InboundResult> {
  const businessId = channel.businessId;
  const newPhone = inbound.content.newId ? normalizePhone(inbound.content.newId) : null;
  const [known] = await tx
    .select({ id: contacts.id, name: contacts.name, phoneNumber: contacts.phoneNumber })
    .from(contacts)
    .where(and(ofBusiness(contacts, businessId), eq(contacts.phoneNumber, phone)));
  const contact =
    known ??
    (await findOrCreateContact(tx, {
      businessId,
      phone: newPhone ?? phone,
      profileName: inbound.profileName,
      type: "automatic",
    }));

  let body = inbound.content.body;
  let details: MessageDetails | null = null;
  if (known && newPhone && newPhone !== known.phoneNumber) {
    const [other] = await tx
      .select({ id: contacts.id, name: contacts.name })
      .from(contacts)
      .where(and(ofBusiness(contacts, businessId), eq(contacts.phoneNumber, newPhone)));
    if (other) {
      await tx.update(contacts).set({ newNumberContactId: other.id }).where(eq(contacts.id, known.id));
    } else {
      await tx.update(contacts).set({ phoneNumber: newPhone }).where(eq(contacts.id, known.id));
    }
    body = numberChangedBody(formatPhone(known.phoneNumber), formatPhone(newPhone), other?.name ?? null);
    details = { kind: "number_changed", from: known.phoneNumber, to: newPhone, linkedContact: other ?? null };
  }

  const [latest] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.contactId, contact.id), eq(conversations.channelId, channel.id)))
    .orderBy(desc(conversations.id))
    .limit(1)
    .for("update");
  const { conversation, opened } = latest
    ? { conversation: latest, opened: false }
    : await findOrOpenConversation(tx, {
        businessId,
        contactId: contact.id,
        channelId: channel.id,
        initialStatus: "pending",
      });
  const stored = await insertOnce(tx, {
    ...noticeRow(channel, inbound, { businessId, conversationId: conversation.id, contactId: contact.id }),
    authorKind: "system",
    type: "system",
    body,
    details,
  });
  if (!stored) return { status: "duplicate" };
  await tx
    .update(conversations)
    .set({ lastMessageAt: inbound.receivedAt, lastMessagePreview: messagePreview(stored) })
    .where(eq(conversations.id, conversation.id));

  const ref = {
    businessId,
    conversationId: conversation.id,
    contactId: contact.id,
    assignedUserId: conversation.assignedUserId,
  };
  if (opened) events.add("conversation.opened", { ...ref, status: "pending" });
  const [current] = await tx
    .select({ name: contacts.name, phoneNumber: contacts.phoneNumber })
    .from(contacts)
    .where(eq(contacts.id, contact.id));
  events.add("message.created", {
    ...ref,
    conversationStatus: conversation.status,
    contact: current ?? { name: contact.name, phoneNumber: contact.phoneNumber },
    message: await messageViewById(tx, businessId, stored.id),
  });
  // The contact's number shows on the chat's row and header.
  events.add("conversation.updated", ref);
  return { status: "stored", messageId: stored.id, conversationId: conversation.id, contactId: contact.id };
}
