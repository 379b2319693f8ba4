import { CONVERSATION_WINDOW_HOURS, INBOUND_TEXTS, messagePreview } from "@consola/shared";
import { eq, sql } from "drizzle-orm";
import type { ChannelRecord, InboundMessage } from "../../channels/channel-adapter.js";
import type { Executor, Transaction } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { businesses, conversations, type messages } from "../../db/schema/index.js";
import { PendingEvents } from "../../events/domain-events.js";
import { runInboundBots } from "../bots/bot-pipeline.js";
import { botsOf } from "../bots/bot-settings.repo.js";
import { markContinuingReplies, recordCampaignReply } from "../campaigns/campaign-replies.js";
import { findOrCreateContact } from "../contacts/find-or-create-contact.js";
import { tryAutoAssign } from "../conversations/auto-assign.js";
import type { ConversationRow } from "../conversations/conversation.repo.js";
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
import { applySmsKeyword, isCampaignOptOut, smsKeyword } from "./sms-keywords.js";

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
  async storeAtOnce(db, entries) {
    const stored = await storeContinuing(db, entries);
    await markRepliesOf(db, entries, stored);
    return stored;
  },
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

/** Messages that continued a chat and answer a campaign: its send is marked replied, its chat with it. */
async function markRepliesOf(db: Executor, entries: BatchEntry[], stored: Map<number, InboundResult>) {
  const replies = [...stored].flatMap(([position, result]) => {
    const entry = entries[position];
    if (result.status !== "stored" || !entry) return [];
    const { channel, inbound } = entry.item;
    return [
      {
        position,
        contactId: result.contactId,
        channelId: channel.id,
        conversationId: result.conversationId,
        at: inbound.receivedAt,
      },
    ];
  });
  const moved = await markContinuingReplies(db, replies);
  for (const [index, campaignId] of moved) {
    const position = replies[index]?.position;
    if (position !== undefined) entries[position]?.events.add("campaign.moved", { campaignId });
  }
}

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

/**
 * A message for a chat through the full pipeline, as its steps: each returns what the next reads, and the
 * first that finds the message needs nothing more ends it with its result.
 */
async function storeInbound(
  tx: Transaction,
  events: PendingEvents,
  channel: ChannelRecord,
  inbound: ChatInbound,
  phone: string,
  memo: BatchMemo,
): Promise<InboundResult> {
  const business = await businessOfLine(tx, channel, memo);
  if (!business) return { status: "rejected", reason: "business not found" };
  const contact = await senderContact(tx, business, inbound, phone);
  const survey = await surveyAnswered(tx, business, channel, inbound, contact);
  if (survey === "duplicate") return { status: "duplicate" };
  if (survey) return storeSurveyReply(tx, events, channel, inbound, contact, survey);
  const { chat, opened } = await chatOfContact(tx, business, channel, contact);
  const message = await storeOnChat(tx, channel, inbound, { chat, contactId: contact.id }, { unread: true });
  // Another delivery of the same message won the race; nothing of ours is needed.
  if (!message) return { status: "duplicate" };
  const campaignId = await recordCampaignReply(tx, events, {
    businessId: business.id,
    channelId: channel.id,
    contactId: contact.id,
    conversationId: chat.id,
    at: inbound.receivedAt,
    optOut: message.type === "text" && isCampaignOptOut(message.body),
  });
  if (campaignId !== undefined && chat.campaignId === null) chat.campaignId = campaignId;
  const turn: InboundTurn = { business, contact, chat, opened, inbound, message };
  const bots = await askBots(tx, turn);
  const route = await routeToAgent(tx, events, turn, bots);
  await announceInbound(tx, events, turn, route);
  // What the bots say follows the contact's message on every screen, so their events go out after it.
  bots.events.moveTo(events);
  return { status: "stored", messageId: message.id, conversationId: chat.id, contactId: contact.id };
}

type InboundBusiness = NonNullable<Awaited<ReturnType<typeof inboundBusiness>>>;
type InboundContact = Awaited<ReturnType<typeof findOrCreateContact>>;
type StoredMessage = typeof messages.$inferSelect;

/** What the steps after the message was stored read of it. */
type InboundTurn = {
  business: InboundBusiness;
  contact: InboundContact;
  chat: ConversationRow;
  /** The message opened the chat (there was none open on the line). */
  opened: boolean;
  inbound: ChatInbound;
  message: StoredMessage;
};

/** Where the chat stands once the bots answered: their status and area, and whether it joins the queue. */
type BotsAnswer = {
  status: ConversationRow["status"];
  areaId: number | null;
  joinsQueue: boolean;
  /** The bots' own events, kept apart to go out after the contact's message. */
  events: PendingEvents;
};

/** Where the chat stands once it was routed: its status and the agent it is with, if any. */
type Route = { status: ConversationRow["status"]; assignedUserId: number | null };

/**
 * A deactivated business says nothing and assigns nobody (its people are signed out): the chat waits in the
 * queue, untouched, for the reactivation (decision 011).
 */
const answers = (business: InboundBusiness) => business.status === "active";

/** The business of the line the message came on, read once per batch. */
function businessOfLine(tx: Transaction, channel: ChannelRecord, memo: BatchMemo) {
  return memo.once(`business:${channel.businessId}`, () => inboundBusiness(tx, channel.businessId));
}

/** The contact who wrote, created on their first message. */
function senderContact(tx: Transaction, business: InboundBusiness, inbound: ChatInbound, phone: string) {
  return findOrCreateContact(tx, {
    businessId: business.id,
    phone,
    profileName: inbound.profileName,
    type: "automatic",
  });
}

/** A contact answering a survey: the reply goes to the survey's closed chat, which it never reopens. */
async function surveyAnswered(
  tx: Transaction,
  business: InboundBusiness,
  channel: ChannelRecord,
  inbound: ChatInbound,
  contact: InboundContact,
): Promise<SurveyReply | "duplicate" | undefined> {
  if (!answers(business)) return undefined;
  return surveyReplyFor(
    tx,
    { businessId: business.id, channelId: channel.id, contact },
    surveyMessage(channel, inbound),
  );
}

/** The contact's open chat on the line, or a new one waiting in the queue. */
async function chatOfContact(
  tx: Transaction,
  business: InboundBusiness,
  channel: ChannelRecord,
  contact: InboundContact,
): Promise<{ chat: ConversationRow; opened: boolean }> {
  const { conversation, opened } = await findOrOpenConversation(tx, {
    businessId: business.id,
    contactId: contact.id,
    channelId: channel.id,
    initialStatus: "pending",
  });
  return { chat: conversation, opened };
}

/**
 * The message stored in its chat, the chat's figures updated and an SMS keyword applied; undefined when
 * another delivery of it was stored first.
 */
async function storeOnChat(
  tx: Transaction,
  channel: ChannelRecord,
  inbound: ChatInbound,
  target: { chat: ConversationRow; contactId: number },
  options: { unread: boolean },
): Promise<StoredMessage | undefined> {
  const { chat, contactId } = target;
  const message = await insertInbound(
    tx,
    { businessId: chat.businessId, contactId, conversation: chat },
    channel,
    inbound,
  );
  if (!message) return undefined;
  await recordOnChat(tx, chat, channel, inbound, message, options);
  if (channel.kind !== "whatsapp" && message.type === "text") {
    await applySmsKeyword(tx, { businessId: chat.businessId, contactId, body: message.body });
  }
  return message;
}

/** The bots answer a new chat and the chats they hold; every other message skips them without a read. */
async function askBots(tx: Transaction, turn: InboundTurn): Promise<BotsAnswer> {
  const { business, contact, chat, opened, inbound, message } = turn;
  const events = new PendingEvents();
  if (!answers(business) || !(opened || chat.status === "bot")) {
    return { status: chat.status, areaId: chat.areaId, joinsQueue: opened, events };
  }
  const result = await runInboundBots(
    {
      tx,
      events,
      business: { id: business.id, name: business.name },
      bots: await botsOf(tx, business.id),
      chat,
      contact: { id: contact.id, name: contact.name, phoneNumber: contact.phoneNumber },
      message: {
        type: message.type,
        body: message.body,
        choiceId: inbound.content.type === "text" ? inbound.content.choiceId : undefined,
      },
    },
    { opened, receivedAt: inbound.receivedAt },
  );
  return { status: result.status, areaId: result.areaId, joinsQueue: opened || result.leftBots, events };
}

/** A chat that joins the queue goes to an agent when the business assigns automatically and one is free. */
async function routeToAgent(
  tx: Transaction,
  events: PendingEvents,
  turn: InboundTurn,
  bots: BotsAnswer,
): Promise<Route> {
  const { business, contact, chat } = turn;
  if (!answers(business) || !bots.joinsQueue || bots.status !== "pending") {
    return { status: bots.status, assignedUserId: chat.assignedUserId };
  }
  const assignedUserId = await tryAutoAssign(
    tx,
    events,
    { id: chat.id, businessId: business.id, contactId: contact.id, areaId: bots.areaId },
    business.autoAssign,
  );
  return { status: assignedUserId === null ? bots.status : "active", assignedUserId };
}

/** What the screens and the agents hear of the message: the new chat, the notifications, the message. */
async function announceInbound(tx: Transaction, events: PendingEvents, turn: InboundTurn, route: Route) {
  const { business, contact, chat, opened, message } = turn;
  const { status, assignedUserId } = route;
  if (opened) {
    events.add("conversation.opened", {
      businessId: business.id,
      conversationId: chat.id,
      contactId: contact.id,
      status: status === "active" ? "active" : status === "bot" ? "bot" : "pending",
      assignedUserId,
    });
  }
  await notifyInbound(tx, events, {
    businessId: business.id,
    conversationId: chat.id,
    contact,
    opened,
    assignedUserId,
    preview: messagePreview(message),
  });
  events.add("message.created", {
    businessId: business.id,
    conversationId: chat.id,
    contactId: contact.id,
    assignedUserId,
    conversationStatus: status,
    contact: { name: contact.name, phoneNumber: contact.phoneNumber },
    message: toMessageView(message, null),
  });
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
  contact: InboundContact,
  reply: SurveyReply,
): Promise<InboundResult> {
  const { chat } = reply;
  const message = await storeOnChat(tx, channel, inbound, { chat, contactId: contact.id }, { unread: false });
  if (!message) return { status: "duplicate" };
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
  chat: { id: number; businessId: number },
  channel: ChannelRecord,
  inbound: InboundMessage,
  message: StoredMessage,
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
    .where(rowOfBusiness(conversations, chat.businessId, chat.id));
}
