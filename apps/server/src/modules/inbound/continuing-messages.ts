import { messagePreview } from "@consola/shared";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { contacts, conversations, surveyResponses } from "../../db/schema/index.js";
import { type NotifyInput, notifyEach } from "../conversations/notify.js";
import { toMessageView } from "../messages/message-view.js";
import { addToFigures, type ChatFigures, recordOnChats } from "./chat-figures.js";
import type { BatchEntry, QueuedInbound } from "./inbound-queue.js";
import { type ChatInbound, type InboundResult, inboundRow, insertAllOnce } from "./inbound-row.js";
import { inboundNotice } from "./notify-inbound.js";
import { smsKeyword } from "./sms-keywords.js";

/** A contact's open chat on a line, read and locked for the batch. */
type OpenChat = {
  key: string;
  contactId: number;
  contactName: string;
  phoneNumber: string;
  conversationId: number;
  status: "pending" | "active";
  assignedUserId: number | null;
};

/** A chat's messages in a batch: the contact's business, number and line. */
const chatKey = ({ channel, phone }: QueuedInbound) => `${channel.businessId}:${phone}:${channel.id}`;

/**
 * What needs nothing but a row and the chat's figures: a chat message (no reaction, no WhatsApp notice) that
 * is no SMS keyword (those change the contact's consent and may end a survey).
 */
function plainMessage(item: QueuedInbound): item is QueuedInbound & { inbound: ChatInbound } {
  const { content } = item.inbound;
  if (content.type === "reaction" || content.type === "system") return false;
  return item.channel.kind === "whatsapp" || content.type !== "text" || smsKeyword(content.body) === null;
}

/**
 * Most of a busy stream continues chats already open (decision 022): a known contact writes again in a chat
 * waiting or taken, no bot holds it and no survey waits for their answer. Such messages only add a row and
 * move their chat's figures, so the batch stores them all with four statements whatever its size: one read of
 * the contacts and their open chats (locked, as a chat read message by message is), one insert of the
 * messages, one update of the chats and one insert of the assigned agents' notifications. A chat goes this way
 * only when all its messages in the batch do, so its messages keep their order; the rest (first messages, bots,
 * surveys, keywords, reactions, notices) go through the full pipeline. Returns the results it stored, by
 * position in `entries`.
 */
export async function storeContinuing(
  tx: Transaction,
  entries: BatchEntry[],
): Promise<Map<number, InboundResult>> {
  const stored = new Map<number, InboundResult>();
  const positions = new Map<string, number[]>();
  const mixed = new Set<string>();
  for (const [position, { item }] of entries.entries()) {
    const key = chatKey(item);
    positions.set(key, [...(positions.get(key) ?? []), position]);
    if (!plainMessage(item)) mixed.add(key);
  }
  const candidates = [...positions.keys()].filter((key) => !mixed.has(key));
  if (candidates.length === 0) return stored;
  const chats = await openChatsOf(
    tx,
    candidates.flatMap((key) => {
      const first = entries[positions.get(key)?.[0] ?? -1]?.item;
      return first ? [{ key, item: first }] : [];
    }),
  );
  const continuing = entries.flatMap((entry, position) => {
    const chat = chats.get(chatKey(entry.item));
    return chat && plainMessage(entry.item)
      ? [{ ...entry, position, chat, inbound: entry.item.inbound }]
      : [];
  });
  if (continuing.length === 0) return stored;

  const rows = await insertAllOnce(
    tx,
    continuing.map(({ item, chat, inbound }) =>
      inboundRow(
        {
          businessId: item.channel.businessId,
          contactId: chat.contactId,
          conversationId: chat.conversationId,
        },
        item.channel,
        inbound,
      ),
    ),
  );
  const byProviderId = new Map(rows.map((row) => [`${row.channelId}:${row.providerMessageId}`, row]));
  const figures = new Map<number, ChatFigures>();
  const notices: { events: BatchEntry["events"]; input: NotifyInput }[] = [];
  const created: (() => void)[] = [];
  for (const { item, events, position, chat, inbound } of continuing) {
    const message = byProviderId.get(`${item.channel.id}:${inbound.providerMessageId}`);
    // Another delivery of the same message won the race: nothing of ours is needed.
    if (!message) {
      stored.set(position, { status: "duplicate" });
      continue;
    }
    const businessId = item.channel.businessId;
    const contact = { id: chat.contactId, name: chat.contactName, phoneNumber: chat.phoneNumber };
    addToFigures(
      figures,
      { businessId, conversationId: chat.conversationId },
      item.channel,
      inbound,
      message,
      {
        unread: true,
      },
    );
    const notice = await inboundNotice(tx, {
      businessId,
      conversationId: chat.conversationId,
      contact,
      opened: false,
      assignedUserId: chat.assignedUserId,
      preview: messagePreview(message),
    });
    if (notice) notices.push({ events, input: notice });
    // The message's own event follows its notification's, as in the full pipeline.
    created.push(() =>
      events.add("message.created", {
        businessId,
        conversationId: chat.conversationId,
        contactId: chat.contactId,
        assignedUserId: chat.assignedUserId,
        conversationStatus: chat.status,
        contact: { name: chat.contactName, phoneNumber: chat.phoneNumber },
        message: toMessageView(message, null),
      }),
    );
    stored.set(position, {
      status: "stored",
      messageId: message.id,
      conversationId: chat.conversationId,
      contactId: chat.contactId,
    });
  }
  await recordOnChats(tx, figures.values());
  await notifyEach(tx, notices);
  for (const add of created) add();
  return stored;
}

/**
 * The open chats (waiting or taken; not with a bot) of the batch's contacts on their lines, locked until the
 * batch commits, leaving out contacts a survey waits for. One statement; the keys travel as one JSON
 * parameter.
 */
async function openChatsOf(
  tx: Transaction,
  wanted: { key: string; item: QueuedInbound }[],
): Promise<Map<string, OpenChat>> {
  const keys = wanted.map(({ key, item }) => ({
    key,
    business_id: item.channel.businessId,
    phone: item.phone,
    channel_id: item.channel.id,
  }));
  const rows = await rowsOf<OpenChat>(
    tx,
    sql`select wanted.key, contact.id as "contactId", contact.name as "contactName",
          contact.phone_number as "phoneNumber", chat.id as "conversationId", chat.status,
          chat.assigned_user_id as "assignedUserId"
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as wanted(key text, business_id int, phone text, channel_id int)
        join ${contacts} as contact
          on contact.business_id = wanted.business_id and contact.phone_number = wanted.phone
        join ${conversations} as chat
          on chat.contact_id = contact.id and chat.channel_id = wanted.channel_id
          and chat.business_id = wanted.business_id and chat.status in ('pending', 'active')
        where not exists (
          select 1 from ${surveyResponses} as answering
          where answering.contact_id = contact.id and answering.status = 'in_progress'
        )
        order by chat.id
        for update of chat`,
  );
  return new Map(rows.map((row) => [row.key, row]));
}
