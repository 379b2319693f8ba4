import { CHAT_MESSAGES, type ChannelKind, CONVERSATION_WINDOW_HOURS } from "@consola/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { businessChannels, contacts } from "../../db/schema/index.js";
import { ForbiddenError, ValidationError } from "../../domain/errors.js";
import type { BusinessAuthContext } from "../../tenancy/auth-context.js";
import { canHandle } from "../conversations/chat-access.js";
import {
  type ConversationRow,
  getConversation,
  lockConversation,
} from "../conversations/conversation.repo.js";

export type SendRules = {
  /** The channel the endpoint speaks: /api/wp/* is WhatsApp, /api/voip/* is SMS/MMS. */
  kind: "whatsapp" | "sms";
  /** Free-form content (text, media) needs the 24-hour window on WhatsApp; templates do not. */
  freeForm: boolean;
};

export type SendableChat = {
  chat: ConversationRow;
  channelKind: ChannelKind;
  contact: { name: string; phoneNumber: string; optIn: boolean };
};

/** True while the contact's last message is less than 24 hours old: free text may be sent. */
export function windowIsOpen(lastInboundAt: Date | null, now = new Date()): boolean {
  return (
    lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() < CONVERSATION_WINDOW_HOURS * 3_600_000
  );
}

async function describe(db: Executor, chat: ConversationRow): Promise<SendableChat> {
  const [channel] = await db
    .select({ kind: businessChannels.kind })
    .from(businessChannels)
    .where(eq(businessChannels.id, chat.channelId));
  const [contact] = await db
    .select({ name: contacts.name, phoneNumber: contacts.phoneNumber, optIn: contacts.optIn })
    .from(contacts)
    .where(eq(contacts.id, chat.contactId));
  if (!channel || !contact) throw new Error(`conversation ${chat.id} lost its channel or contact`);
  return { chat, channelKind: channel.kind, contact };
}

function check(actor: BusinessAuthContext, sendable: SendableChat, rules: SendRules): void {
  const { chat } = sendable;
  if (chat.status !== "active") throw new ValidationError(CHAT_MESSAGES.chatNotActive);
  if (!canHandle(actor, chat)) throw new ForbiddenError(CHAT_MESSAGES.chatNotYours);
  const isWhatsapp = sendable.channelKind === "whatsapp";
  if (isWhatsapp !== (rules.kind === "whatsapp")) throw new ValidationError(CHAT_MESSAGES.wrongChannel);
  if (!sendable.contact.optIn) throw new ValidationError(CHAT_MESSAGES.contactOptedOut);
  if (isWhatsapp && rules.freeForm && !windowIsOpen(chat.lastInboundAt)) {
    throw new ValidationError(CHAT_MESSAGES.windowClosed);
  }
}

/**
 * Loads the chat and checks the caller may send to it. Without `lock`, before slow work outside the
 * transaction (storing a file, asking for templates); with it, inside the sending transaction, where the
 * chat stays locked until the message is stored.
 */
export async function sendableChat(
  db: Executor,
  actor: BusinessAuthContext,
  conversationId: number,
  rules: SendRules & { lock: boolean },
) {
  const chat = rules.lock
    ? await lockConversation(db, actor.businessId, conversationId)
    : await getConversation(db, actor.businessId, conversationId);
  const sendable = await describe(db, chat);
  check(actor, sendable, rules);
  return sendable;
}
