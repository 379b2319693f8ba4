import { CHAT_MESSAGES, isBusinessManager, type MessageView, normalizePhone } from "@consola/shared";
import { sql } from "drizzle-orm";
import { activeChannelFor, getChannelById } from "../../channels/channel.repo.js";
import type { ChannelRecord } from "../../channels/channel-adapter.js";
import type { Transaction } from "../../db/client.js";
import { conversations } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import {
  type AuthContext,
  type BusinessAuthContext,
  requireBusinessUser,
  requireRole,
} from "../../tenancy/auth-context.js";
import { findOrCreateContact } from "../contacts/find-or-create-contact.js";
import { CHAT_HANDLER_ROLES } from "../conversations/chat-access.js";
import { changeChat } from "../conversations/chat-changes.js";
import { findOrOpenConversation } from "../conversations/open-conversation.js";
import { type OutboundColumns, queueOutbound } from "./queue-outbound.js";
import { sendableChat } from "./sendable-chat.js";
import { resolveTemplate, type TemplateChoice } from "./templates.js";

type Deps = Pick<AppDeps, "db" | "events" | "config" | "channels">;

const templateColumns = (choice: TemplateChoice, body: string, language: string): OutboundColumns => ({
  type: "template",
  body,
  templateName: choice.templateName,
  templateLanguage: language,
  templateParams: choice.params.map((param) => param.trim()),
});

/** SendTemplate: an approved template in an active WhatsApp chat; allowed outside the 24-hour window. */
export async function sendTemplate(
  deps: Deps,
  auth: AuthContext,
  input: TemplateChoice & { conversationId: number },
): Promise<MessageView> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const rules = { kind: "whatsapp" as const, freeForm: false };
  const { chat } = await sendableChat(deps.db, actor, input.conversationId, { ...rules, lock: false });
  const channel = await getChannelById(deps.db, actor.businessId, chat.channelId, deps.config.secretsKey);
  if (!channel) throw new Error(`conversation ${chat.id} lost its channel`);
  // Asking the provider for its templates is network: outside the transaction.
  const { template, body } = await resolveTemplate(deps, channel, input);
  return transact(deps, async (tx, events) => {
    const locked = await sendableChat(tx, actor, input.conversationId, { ...rules, lock: true });
    return queueOutbound(tx, events, {
      chat: locked.chat,
      contact: locked.contact,
      author: { kind: "agent", userId: actor.userId, name: actor.name },
      columns: templateColumns(input, body, template.language),
    });
  });
}

/**
 * SendNewContact (WhatsApp, by template) and /api/voip/SendNew (SMS, free text): write first to a number. The
 * contact is found or created; its open chat is taken by the sender (refused when another person has it and
 * the sender is not a manager) or a new active chat is opened for the sender. A chat nobody answers times out
 * 24 hours after it was opened.
 */
export async function startConversation(
  deps: Deps,
  auth: AuthContext,
  input: { phoneNumber: string; name?: string | undefined } & (
    | ({ kind: "whatsapp" } & TemplateChoice)
    | { kind: "sms"; message: string }
  ),
): Promise<MessageView> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const phone = normalizePhone(input.phoneNumber);
  if (!phone) throw new ValidationError(CHAT_MESSAGES.phoneInvalid);
  const channel = await transact(deps, (tx) =>
    activeChannelFor(tx, actor.businessId, input.kind, deps.config.secretsKey),
  );
  const columns =
    input.kind === "whatsapp"
      ? await resolveTemplate(deps, channel, input).then(({ template, body }) =>
          templateColumns(input, body, template.language),
        )
      : ({ type: "text", body: input.message } satisfies OutboundColumns);

  return transact(deps, async (tx, events) => {
    const contact = await findOrCreateContact(tx, {
      businessId: actor.businessId,
      phone,
      profileName: input.name,
      type: "manual",
    });
    if (!contact.optIn) throw new ValidationError(CHAT_MESSAGES.contactOptedOut);
    const chat = await claimChatForSender(tx, events, actor, contact.id, channel);
    return queueOutbound(tx, events, {
      chat,
      contact,
      author: { kind: "agent", userId: actor.userId, name: actor.name },
      columns,
    });
  });
}

async function claimChatForSender(
  tx: Transaction,
  events: PendingEvents,
  actor: BusinessAuthContext,
  contactId: number,
  channel: ChannelRecord,
) {
  const { conversation, opened } = await findOrOpenConversation(tx, {
    businessId: actor.businessId,
    contactId,
    channelId: channel.id,
    initialStatus: "active",
    assignedUserId: actor.userId,
  });
  const isManager = isBusinessManager(actor.role);
  if (!opened && conversation.status === "active" && conversation.assignedUserId !== actor.userId) {
    if (!isManager) throw new ValidationError(CHAT_MESSAGES.contactBusy);
    // A manager writing into someone else's active chat leaves it with its agent.
    return conversation;
  }
  const deadline = sql`now() + interval '24 hours'`;
  if (opened || conversation.status !== "active") {
    const updated = await changeChat(
      tx,
      actor,
      conversation.id,
      {
        status: "active",
        assignedUserId: actor.userId,
        takenAt: sql`now()`,
        windowExpiresAt: opened ? deadline : sql`coalesce(${conversations.windowExpiresAt}, ${deadline})`,
      },
      { action: opened ? "chat.start" : "chat.take" },
    );
    if (opened) {
      events.add("conversation.opened", {
        businessId: actor.businessId,
        conversationId: conversation.id,
        contactId,
        status: "active",
        assignedUserId: actor.userId,
      });
    } else {
      events.add("conversation.assigned", {
        businessId: actor.businessId,
        conversationId: conversation.id,
        contactId,
        toUserId: actor.userId,
        fromUserId: null,
        byUserId: actor.userId,
        kind: "take",
      });
    }
    return updated;
  }
  return conversation;
}
