import { CONVERSATION_WINDOW_HOURS, INBOUND_TEXTS, messagePreview } from "@consola/shared";
import { eq, sql } from "drizzle-orm";
import type { ChannelRecord, InboundMessage } from "../../channels/channel-adapter.js";
import type { Transaction } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { businesses, conversations, type messages } from "../../db/schema/index.js";
import { PendingEvents } from "../../events/domain-events.js";
import { runInboundBots } from "../bots/bot-pipeline.js";
import { botsOf } from "../bots/bot-settings.repo.js";
import { findOrCreateContact } from "../contacts/find-or-create-contact.js";
import { tryAutoAssign } from "../conversations/auto-assign.js";
import { findOrOpenConversation } from "../conversations/open-conversation.js";
import { toMessageView } from "../messages/message-view.js";
import { type SurveyReply, type SurveyReplyMessage, surveyReplyFor } from "../surveys/survey-reply.js";
import { storeContinuing } from "./continuing-messages.js";
import { storeReaction, storeSystemNotice } from "./inbound-notices.js";
import {
  type BatchEntry,
  BatchMemo,
  type InboundDeps,
  type InboundStorer,
  type QueuedInbound,
  storeInBatch,
} from "./inbound-queue.js";
import {
  type ChatInbound,
  type InboundResult,
  insertInbound,
  providerKey,
  storedAlready,
} from "./inbound-row.js";
import { notifyInbound } from "./notify-inbound.js";
import { announceReplays } from "./replay-announcement.js";
import { senderNumber } from "./sender-numbers.js";
import { applySmsKeyword, smsKeyword } from "./sms-keywords.js";

export type { InboundResult } from "./inbound-row.js";

/**
 * The inbound pipeline after the provider's signature was checked: dedupe on the provider's message id ->
 * persist (contact, conversation, message) -> bots -> assignment -> notifications, in a transaction shared
 * with the other messages that arrived meanwhile (group commit, inbound-queue.ts). The webhook answers 2xx only
 * after this resolves, so a message is acknowledged only once it is stored; a replay of the same message id
 * stores nothing.
 */
export async function receiveInbound(
  deps: InboundDeps,
  channel: ChannelRecord,
  inbound: InboundMessage,
): Promise<InboundResult> {
  const phone = senderNumber(inbound.from);
  if (!phone) {
    deps.logger.warn(
      { channelId: channel.id, providerMessageId: inbound.providerMessageId },
      "inbound from an invalid number",
    );
    return { status: "rejected", reason: "invalid sender number" };
  }
  const result = await storeInBatch({ deps, channel, inbound, phone }, storer);
  if (result.status === "stored") {
    deps.metrics?.inboundLag.observe(
      { provider: channel.provider },
      Math.max(0, (Date.now() - inbound.receivedAt.getTime()) / 1000),
    );
  }
  return result;
}

/**
 * How a batch is stored: the messages that continue an open chat in one statement (continuing-messages.ts),
 * then the rest one by one through the full pipeline, in the order they came, in one transaction.
 */
const storer: InboundStorer = {
  storeAtOnce: storeContinuing,
  async storeInTransaction(tx, entries) {
    const seen = await storedAlready(
      tx,
      entries.map(({ item }) => item),
    );
    const memo = new BatchMemo();
    const results: InboundResult[] = [];
    const replays: BatchEntry[] = [];
    for (const entry of entries) {
      const { item, events } = entry;
      if (seen.has(providerKey(item.channel.id, item.inbound.providerMessageId))) {
        replays.push(entry);
        results.push({ status: "duplicate" });
      } else results.push(await storeOne(tx, events, item, memo));
    }
    await announceReplays(tx, replays);
    return results;
  },
};

/** One message inside its batch's transaction (the batch already checked it is not a replay). */
async function storeOne(
  tx: Transaction,
  events: PendingEvents,
  { channel, inbound, phone }: QueuedInbound,
  memo: BatchMemo,
): Promise<InboundResult> {
  const { content } = inbound;
  if (content.type === "system")
    return storeSystemNotice(tx, events, channel, { ...inbound, content }, phone);
  if (content.type === "reaction") {
    const stored = await storeReaction(tx, events, channel, { ...inbound, content }, phone);
    if (stored) return stored;
    // A reaction to a message we do not have reads as what it is, in words, in the contact's chat.
    const text = { type: "text" as const, body: INBOUND_TEXTS.reactionUnknownTarget(content.emoji) };
    return storeInbound(tx, events, channel, { ...inbound, content: text }, phone, memo);
  }
  return storeInbound(tx, events, channel, { ...inbound, content }, phone, memo);
}

async function storeInbound(
  tx: Transaction,
  events: PendingEvents,
  channel: ChannelRecord,
  inbound: ChatInbound,
  phone: string,
  memo: BatchMemo,
): Promise<InboundResult> {
  const business = await memo.once(`business:${channel.businessId}`, () =>
    inboundBusiness(tx, channel.businessId),
  );
  if (!business) return { status: "rejected", reason: "business not found" };

  const contact = await findOrCreateContact(tx, {
    businessId: business.id,
    phone,
    profileName: inbound.profileName,
    type: "automatic",
  });
  // A contact answering a survey: the reply goes to the survey's closed chat, which it never reopens.
  if (business.status === "active") {
    const reply = await surveyReplyFor(
      tx,
      { businessId: business.id, channelId: channel.id, contact },
      surveyMessage(channel, inbound),
    );
    if (reply === "duplicate") return { status: "duplicate" };
    if (reply) return storeSurveyReply(tx, events, channel, inbound, contact, reply);
  }

  const { conversation, opened } = await findOrOpenConversation(tx, {
    businessId: business.id,
    contactId: contact.id,
    channelId: channel.id,
    initialStatus: "pending",
  });

  const message = await insertInbound(
    tx,
    { businessId: business.id, contactId: contact.id, conversation },
    channel,
    inbound,
  );
  // Another delivery of the same message won the race; nothing of ours is needed.
  if (!message) return { status: "duplicate" };
  await recordOnChat(
    tx,
    { businessId: business.id, conversationId: conversation.id },
    channel,
    inbound,
    message,
    {
      unread: true,
    },
  );

  if (channel.kind !== "whatsapp" && message.type === "text") {
    await applySmsKeyword(tx, { businessId: business.id, contactId: contact.id, body: message.body });
  }

  // The bots answer a new chat and the chats they hold; every other message skips them without a read.
  // A deactivated business says nothing and assigns nobody (its people are signed out): the chat waits in
  // the queue, untouched, for the reactivation (decision 011).
  const answering = business.status === "active";
  let { status, areaId } = conversation;
  let assignedUserId = conversation.assignedUserId;
  let joinsQueue = opened;
  // What the bots say follows the contact's message on every screen, so their events go out after it.
  const botEvents = new PendingEvents();
  if (answering && (opened || conversation.status === "bot")) {
    const result = await runInboundBots(
      {
        tx,
        events: botEvents,
        business: { id: business.id, name: business.name },
        bots: await botsOf(tx, business.id),
        chat: conversation,
        contact: { id: contact.id, name: contact.name, phoneNumber: contact.phoneNumber },
        message: {
          type: message.type,
          body: message.body,
          choiceId: inbound.content.type === "text" ? inbound.content.choiceId : undefined,
        },
      },
      { opened, receivedAt: inbound.receivedAt },
    );
    ({ status, areaId } = result);
    joinsQueue = opened || result.leftBots;
  }

  if (answering && joinsQueue && status === "pending") {
    assignedUserId = await tryAutoAssign(
      tx,
      events,
      { id: conversation.id, businessId: business.id, contactId: contact.id, areaId },
      business.autoAssign,
    );
    if (assignedUserId !== null) status = "active";
  }

  if (opened) {
    events.add("conversation.opened", {
      businessId: business.id,
      conversationId: conversation.id,
      contactId: contact.id,
      status: status === "active" ? "active" : status === "bot" ? "bot" : "pending",
      assignedUserId,
    });
  }
  await notifyInbound(tx, events, {
    businessId: business.id,
    conversationId: conversation.id,
    contact,
    opened,
    assignedUserId,
    preview: messagePreview(message),
  });
  events.add("message.created", {
    businessId: business.id,
    conversationId: conversation.id,
    contactId: contact.id,
    assignedUserId,
    conversationStatus: status,
    contact: { name: contact.name, phoneNumber: contact.phoneNumber },
    message: toMessageView(message, null),
  });
  botEvents.moveTo(events);
  return { status: "stored", messageId: message.id, conversationId: conversation.id, contactId: contact.id };
}

/** What the pipeline reads of the business a message came to. */
async function inboundBusiness(tx: Transaction, businessId: number) {
  const [business] = await tx
    .select({
      id: businesses.id,
      name: businesses.name,
      status: businesses.status,
      autoAssign: {
        enabled: businesses.autoAssignEnabled,
        byArea: businesses.autoAssignByArea,
        maxChats: businesses.autoAssignMaxChats,
        whenNobody: businesses.autoAssignWhenNobody,
      },
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business;
}

/** What a survey reads of an inbound message. */
function surveyMessage(channel: ChannelRecord, inbound: ChatInbound): SurveyReplyMessage {
  const { content } = inbound;
  const body = content.type === "text" ? content.body : "";
  return {
    type: content.type,
    body,
    choiceId: content.type === "text" ? content.choiceId : undefined,
    receivedAt: inbound.receivedAt,
    optOut: channel.kind !== "whatsapp" && smsKeyword(body) === "opt_out",
    providerMessageId: inbound.providerMessageId,
  };
}

/**
 * A survey answer: stored in the survey's chat like any message (the history shows it), with no unread
 * count, bots, assignment or notification; then the survey reads it and asks the next question.
 */
async function storeSurveyReply(
  tx: Transaction,
  events: PendingEvents,
  channel: ChannelRecord,
  inbound: ChatInbound,
  contact: { id: number; name: string; phoneNumber: string },
  reply: SurveyReply,
): Promise<InboundResult> {
  const { chat } = reply;
  const message = await insertInbound(
    tx,
    { businessId: chat.businessId, contactId: contact.id, conversation: chat },
    channel,
    inbound,
  );
  if (!message) return { status: "duplicate" };
  await recordOnChat(
    tx,
    { businessId: chat.businessId, conversationId: chat.id },
    channel,
    inbound,
    message,
    {
      unread: false,
    },
  );
  if (channel.kind !== "whatsapp" && message.type === "text") {
    await applySmsKeyword(tx, { businessId: chat.businessId, contactId: contact.id, body: message.body });
  }
  // Nobody's chat: no agent hears it (the sound and the unread list follow the assigned agent).
  events.add("message.created", {
    businessId: chat.businessId,
    conversationId: chat.id,
    contactId: contact.id,
    assignedUserId: null,
    conversationStatus: chat.status,
    contact: { name: contact.name, phoneNumber: contact.phoneNumber },
    message: toMessageView(message, null),
  });
  await reply.apply(events);
  return { status: "stored", messageId: message.id, conversationId: chat.id, contactId: contact.id };
}

/** The chat's figures after the contact wrote: their last message, the 24-hour window, the counters. */
async function recordOnChat(
  tx: Transaction,
  chat: { businessId: number; conversationId: number },
  channel: ChannelRecord,
  inbound: InboundMessage,
  message: typeof messages.$inferSelect,
  options: { unread: boolean },
) {
  const windowExpiresAt =
    channel.kind === "whatsapp"
      ? sql`${inbound.receivedAt.toISOString()}::timestamptz + make_interval(hours => ${CONVERSATION_WINDOW_HOURS})`
      : null;
  await tx
    .update(conversations)
    .set({
      lastInboundAt: inbound.receivedAt,
      windowExpiresAt,
      lastMessageAt: inbound.receivedAt,
      lastMessagePreview: messagePreview(message),
      ...(options.unread ? { unreadCount: sql`${conversations.unreadCount} + 1` } : {}),
      firstInboundAt: sql`coalesce(${conversations.firstInboundAt}, ${inbound.receivedAt.toISOString()}::timestamptz)`,
      messagesIn: sql`${conversations.messagesIn} + 1`,
      // The ad or post that brought the contact: the first one said stays.
      ...(inbound.referral
        ? { referral: sql`coalesce(${conversations.referral}, ${JSON.stringify(inbound.referral)}::jsonb)` }
        : {}),
    })
    .where(rowOfBusiness(conversations, chat.businessId, chat.conversationId));
}
