import { CONVERSATION_WINDOW_HOURS, messagePreview } from "@consola/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { contacts, conversations, messages, notifications, surveyResponses } from "../../db/schema/index.js";
import { toMessageView } from "../messages/message-view.js";
import type { BatchEntry, QueuedInbound } from "./inbound-queue.js";
import { type ChatInbound, type InboundResult, inboundRow } from "./inbound-row.js";
import { inboundNoticeData } from "./notify-inbound.js";
import { announceReplays } from "./replay-announcement.js";
import { isCampaignOptOut, smsKeyword } from "./sms-keywords.js";

type MessageRow = typeof messages.$inferSelect;

/** A chat's messages in a batch: the contact's business, number and line. */
const chatKey = ({ channel, phone }: QueuedInbound) => `${channel.businessId}:${phone}:${channel.id}`;

/**
 * What needs nothing but a row and the chat's figures: a chat message (no reaction, no WhatsApp notice) that
 * is no SMS keyword (those change the contact's consent and may end a survey).
 */
function plainMessage(item: QueuedInbound): item is QueuedInbound & { inbound: ChatInbound } {
  const { content } = item.inbound;
  if (content.type === "reaction" || content.type === "system") return false;
  if (content.type !== "text") return true;
  // "BAJA" on WhatsApp may answer a campaign: the full pipeline decides whether it opts the contact out.
  if (item.channel.kind === "whatsapp") return !isCampaignOptOut(content.body);
  return smsKeyword(content.body) === null;
}

/** One stored (or skipped) message as the statement answers it. */
type Answer = {
  position: number;
  /** Null: another delivery of the same message was stored first. */
  id: number | null;
  conversationId: number;
  contactId: number;
  contactName: string;
  phoneNumber: string;
  status: "pending" | "active";
  assignedUserId: number | null;
  /** The agent's notification of this message, when the chat is taken. */
  notificationId: number | null;
};

/**
 * Most of a busy stream continues chats already open (decision 022): a known contact writes again in a chat
 * waiting or taken, no bot holds it and no survey waits for their answer. Such messages only add a row, move
 * their chat's figures and, in a taken chat, notify its agent (with the data notify-inbound.ts builds): one
 * statement stores all of a batch's, and commits them. It locks their chats as a read message by message does (a chat closed meanwhile is re-checked
 * and left out), skips replays through the (line, provider id) index, and draws the messages' ids in the
 * order they came. A chat goes this way only when all its messages in the batch do; the rest (first
 * messages, bots, surveys, keywords, reactions, notices) are left to the full pipeline. Returns the results
 * it stored, by position in `entries`, with each message's events added to its entry.
 */
export async function storeContinuing(
  db: Executor,
  entries: BatchEntry[],
): Promise<Map<number, InboundResult>> {
  const stored = new Map<number, InboundResult>();
  const mixed = new Set<string>();
  for (const { item } of entries) if (!plainMessage(item)) mixed.add(chatKey(item));
  const candidates = entries.flatMap((entry, position) => {
    const { item } = entry;
    if (mixed.has(chatKey(item)) || !plainMessage(item)) return [];
    const row: MessageRow = {
      ...ROW_DEFAULTS,
      ...inboundRow(
        { businessId: item.channel.businessId, contactId: 0, conversationId: 0 },
        item.channel,
        item.inbound,
      ),
      createdAt: item.inbound.receivedAt,
    } as MessageRow;
    return [{ entry, position, row, inbound: item.inbound }];
  });
  if (candidates.length === 0) return stored;

  const wanted = candidates.map(({ entry, position, row, inbound }) => ({
    position,
    business_id: row.businessId,
    phone: entry.item.phone,
    channel_id: row.channelId,
    provider_message_id: row.providerMessageId,
    created_at: row.createdAt.toISOString(),
    type: row.type,
    body: row.body,
    caption: row.caption,
    details: row.details,
    location: row.location,
    media_mime: row.mediaMime,
    media_name: row.mediaName,
    media_key: row.mediaKey,
    media_size: row.mediaSize,
    media_remote_ref: row.mediaRemoteRef,
    provider_raw: row.providerRaw,
    preview: messagePreview(row),
    window_expires_at:
      entry.item.channel.kind === "whatsapp"
        ? new Date(row.createdAt.getTime() + CONVERSATION_WINDOW_HOURS * 3_600_000).toISOString()
        : null,
    referral: inbound.referral ?? null,
  }));
  const answers = await rowsOf<Answer>(db, continuingStatement(JSON.stringify(wanted)));

  const byPosition = new Map(candidates.map((candidate) => [candidate.position, candidate]));
  const replays: BatchEntry[] = [];
  for (const answer of answers) {
    const candidate = byPosition.get(answer.position);
    if (!candidate) continue;
    if (answer.id === null) {
      // Another delivery of the same message won: it is announced again, nothing more (replay-announcement.ts).
      stored.set(answer.position, { status: "duplicate" });
      replays.push(candidate.entry);
      continue;
    }
    const { events } = candidate.entry;
    const businessId = candidate.row.businessId;
    const message: MessageRow = {
      ...candidate.row,
      id: Number(answer.id),
      conversationId: answer.conversationId,
      contactId: answer.contactId,
    };
    if (answer.notificationId !== null && answer.assignedUserId !== null) {
      events.add("notification.created", {
        businessId,
        userId: answer.assignedUserId,
        notificationId: Number(answer.notificationId),
        type: "new_message",
        method: "NewMessage",
        data: inboundNoticeData({
          conversationId: answer.conversationId,
          contact: { id: answer.contactId, name: answer.contactName, phoneNumber: answer.phoneNumber },
          preview: messagePreview(message),
        }),
      });
    }
    events.add("message.created", {
      businessId,
      conversationId: answer.conversationId,
      contactId: answer.contactId,
      assignedUserId: answer.assignedUserId,
      conversationStatus: answer.status,
      contact: { name: answer.contactName, phoneNumber: answer.phoneNumber },
      message: toMessageView(message, null),
    });
    stored.set(answer.position, {
      status: "stored",
      messageId: message.id,
      conversationId: answer.conversationId,
      contactId: answer.contactId,
    });
  }
  await announceReplays(db, replays);
  return stored;
}

/** The columns an inbound row leaves to their defaults, as the table sets them. */
const ROW_DEFAULTS = {
  authorUserId: null,
  body: "",
  caption: "",
  mediaKey: null,
  mediaMime: null,
  mediaSize: null,
  mediaName: null,
  mediaRemoteRef: null,
  location: null,
  templateName: null,
  templateLanguage: null,
  templateParams: null,
  choices: null,
  details: null,
  reaction: null,
  providerRaw: null,
  clientId: null,
  error: null,
  attempts: 0,
  nextAttemptAt: null,
  lockedUntil: null,
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  seenAt: null,
} satisfies Partial<MessageRow>;

/**
 * The batch's messages (one JSON parameter, so the text is the same for every batch), their open chats locked,
 * the rows inserted in the messages' order, each chat's figures moved once by all its new messages (the last
 * gives the preview and the window, the first referral stays), and a taken chat's agent notified of each.
 */
function continuingStatement(wanted: string) {
  return sql`
    with wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb) as wanted(
        position int, business_id int, phone text, channel_id int, provider_message_id text,
        created_at timestamptz, type text, body text, caption text, details jsonb, location jsonb,
        media_mime text, media_name text, media_key text, media_size int, media_remote_ref text,
        provider_raw jsonb, preview text, window_expires_at timestamptz, referral jsonb
      )
    ),
    keys as (select distinct business_id, phone, channel_id from wanted),
    -- Each key's contact, then its open chat, looked up one key at a time on their unique indexes: the
    -- sub-selects are not flattened (OFFSET 0, FOR UPDATE), so stale statistics of a young table cannot turn
    -- this into a scan of every open chat.
    chat as (
      select chat.id, chat.business_id, chat.contact_id, chat.channel_id, chat.status, chat.assigned_user_id,
        contact.name as contact_name, contact.phone_number
      from keys
      cross join lateral (
        select contact.id, contact.name, contact.phone_number from ${contacts} as contact
        where contact.business_id = keys.business_id and contact.phone_number = keys.phone
        offset 0
      ) as contact
      cross join lateral (
        select chat.id, chat.business_id, chat.contact_id, chat.channel_id, chat.status, chat.assigned_user_id
        from ${conversations} as chat
        where chat.contact_id = contact.id and chat.channel_id = keys.channel_id
          and chat.business_id = keys.business_id and chat.status in ('pending', 'active')
        for update
      ) as chat
      where not exists (
        select 1 from ${surveyResponses} as answering
        where answering.contact_id = contact.id and answering.status = 'in_progress'
      )
    ),
    inserted as (
      insert into ${messages} (
        business_id, conversation_id, contact_id, channel_id, direction, author_kind, provider_message_id,
        status, created_at, type, body, caption, details, location, media_mime, media_name, media_key,
        media_size, media_remote_ref, provider_raw
      )
      select wanted.business_id, chat.id, chat.contact_id, wanted.channel_id, 'in', 'contact',
        wanted.provider_message_id, 'received', wanted.created_at, wanted.type, wanted.body, wanted.caption,
        wanted.details, wanted.location, wanted.media_mime, wanted.media_name, wanted.media_key,
        wanted.media_size, wanted.media_remote_ref, wanted.provider_raw
      from wanted
      join chat on chat.business_id = wanted.business_id and chat.phone_number = wanted.phone
        and chat.channel_id = wanted.channel_id
      order by wanted.position
      on conflict (channel_id, provider_message_id) where provider_message_id is not null do nothing
      returning id, channel_id, provider_message_id, conversation_id
    ),
    fresh as (
      select inserted.id, inserted.conversation_id, wanted.position, wanted.created_at, wanted.preview,
        wanted.window_expires_at, wanted.referral
      from inserted
      join wanted on wanted.channel_id = inserted.channel_id
        and wanted.provider_message_id = inserted.provider_message_id
    ),
    figures as (
      select conversation_id, count(*)::int as added,
        (array_agg(created_at order by position))[1] as first_at,
        (array_agg(created_at order by position desc))[1] as last_at,
        (array_agg(preview order by position desc))[1] as preview,
        (array_agg(window_expires_at order by position desc))[1] as window_expires_at,
        (array_agg(referral order by position) filter (where referral is not null))[1] as referral
      from fresh group by conversation_id
    ),
    moved as (
      update ${conversations} as chat set
        last_inbound_at = figures.last_at,
        window_expires_at = figures.window_expires_at,
        last_message_at = figures.last_at,
        last_message_preview = figures.preview,
        unread_count = chat.unread_count + figures.added,
        first_inbound_at = coalesce(chat.first_inbound_at, figures.first_at),
        messages_in = chat.messages_in + figures.added,
        referral = coalesce(chat.referral, figures.referral)
      from figures
      where chat.id = figures.conversation_id
      returning chat.id
    ),
    notified as (
      insert into ${notifications} (business_id, user_id, scope, type, model)
      select chat.business_id, chat.assigned_user_id, 'personal', 'new_message', jsonb_build_object(
        'method', 'NewMessage',
        'data', jsonb_build_object(
          'conversationId', chat.id, 'contactId', chat.contact_id, 'contactName', chat.contact_name,
          'phoneNumber', chat.phone_number, 'message', fresh.preview
        )
      )
      from fresh join chat on chat.id = fresh.conversation_id
      where chat.assigned_user_id is not null
      order by fresh.position
      returning id
    ),
    -- A notification's id was drawn in the order of its message's position: the nth id is the nth message.
    notices as (
      select fresh.position, ids.id
      from (
        select fresh.position, row_number() over (order by fresh.position) as rank
        from fresh join chat on chat.id = fresh.conversation_id
        where chat.assigned_user_id is not null
      ) as fresh
      join (select id, row_number() over (order by id) as rank from notified) as ids on ids.rank = fresh.rank
    )
    select wanted.position, fresh.id, chat.id as "conversationId", chat.contact_id as "contactId",
      chat.contact_name as "contactName", chat.phone_number as "phoneNumber", chat.status,
      chat.assigned_user_id as "assignedUserId", notices.id as "notificationId"
    from wanted
    join chat on chat.business_id = wanted.business_id and chat.phone_number = wanted.phone
      and chat.channel_id = wanted.channel_id
    left join fresh on fresh.position = wanted.position
    left join notices on notices.position = wanted.position
    order by wanted.position`;
}
