import { type MessageView, messagePreview } from "@consola/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { conversations, messages } from "../../db/schema/index.js";
import type { PendingEvents } from "../../events/domain-events.js";
import type { ConversationRow } from "../conversations/conversation.repo.js";
import { toMessageView } from "./message-view.js";

export type OutboundColumns = Pick<
  typeof messages.$inferInsert,
  | "type"
  | "body"
  | "caption"
  | "mediaKey"
  | "mediaMime"
  | "mediaName"
  | "mediaSize"
  | "location"
  | "templateName"
  | "templateLanguage"
  | "templateParams"
  | "clientId"
  | "choices"
>;

/**
 * A person's message answers the contact for the first time when the contact has written and nobody has
 * answered yet; bots, system notices and a template sent before the contact wrote do not count (reports).
 */
function firstResponse(at: Date, userId: number | null) {
  const first = sql`${conversations.firstResponseAt} is null and ${conversations.firstInboundAt} is not null`;
  return {
    firstResponseAt: sql`case when ${first} then ${at.toISOString()}::timestamptz else ${conversations.firstResponseAt} end`,
    firstResponseUserId: sql`case when ${first} then ${userId}::integer else ${conversations.firstResponseUserId} end`,
  };
}

/**
 * Stores an outbound message as queued, in the caller's transaction: the action that sends it and the
 * message commit together, and the outbox worker delivers it afterwards with retries.
 */
export async function queueOutbound(
  tx: Executor,
  events: PendingEvents,
  input: {
    chat: ConversationRow;
    contact: { name: string; phoneNumber: string };
    author: { kind: "agent" | "bot" | "system"; userId: number | null; name: string | null };
    columns: OutboundColumns;
  },
): Promise<MessageView> {
  const { chat } = input;
  const [row] = await tx
    .insert(messages)
    .values({
      businessId: chat.businessId,
      conversationId: chat.id,
      contactId: chat.contactId,
      channelId: chat.channelId,
      direction: "out",
      authorKind: input.author.kind,
      authorUserId: input.author.userId,
      status: "queued",
      // The moment it is written, not the transaction's start: replies queued together (a bot's greeting and
      // its question) keep their order on every screen that sorts by time.
      createdAt: sql`clock_timestamp()`,
      nextAttemptAt: sql`now()`,
      ...input.columns,
    })
    .returning();
  if (!row) throw new Error("message insert returned no row");
  await tx
    .update(conversations)
    .set({
      lastMessageAt: row.createdAt,
      lastMessagePreview: messagePreview(row),
      messagesOut: sql`${conversations.messagesOut} + 1`,
      ...(input.author.kind === "agent" ? firstResponse(row.createdAt, input.author.userId) : {}),
    })
    .where(rowOfBusiness(conversations, chat.businessId, chat.id));
  const view = toMessageView(row, input.author.name);
  events.add("message.created", {
    businessId: chat.businessId,
    conversationId: chat.id,
    contactId: chat.contactId,
    assignedUserId: chat.assignedUserId,
    conversationStatus: chat.status,
    contact: input.contact,
    message: view,
  });
  events.add("outbox.enqueued", { businessId: chat.businessId, messageId: row.id });
  return view;
}
