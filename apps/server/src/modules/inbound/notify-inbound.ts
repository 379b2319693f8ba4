import type { Executor } from "../../db/client.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { notifyChatHandlers, notifyUser } from "../conversations/notify.js";

export type InboundNoticeInput = {
  businessId: number;
  conversationId: number;
  contact: { id: number; name: string; phoneNumber: string };
  opened: boolean;
  assignedUserId: number | null;
  preview: string;
};

/**
 * What a NewContact or NewMessage notification carries. continuing-messages.ts writes the same object in SQL
 * for the messages it stores by the batch.
 */
export function inboundNoticeData(
  input: Pick<InboundNoticeInput, "conversationId" | "contact" | "preview">,
): Record<string, unknown> {
  return {
    conversationId: input.conversationId,
    contactId: input.contact.id,
    contactName: input.contact.name,
    phoneNumber: input.contact.phoneNumber,
    message: input.preview,
  };
}

/**
 * Who hears of a contact's message: a new chat nobody took is news for everyone who may take it (general); a
 * message in an assigned chat, for its agent; anything else, nobody.
 */
export async function notifyInbound(
  tx: Executor,
  events: PendingEvents,
  input: InboundNoticeInput,
): Promise<void> {
  const data = inboundNoticeData(input);
  if (input.opened && input.assignedUserId === null) {
    await notifyChatHandlers(tx, events, {
      businessId: input.businessId,
      type: "new_contact",
      method: "NewContact",
      data,
    });
  } else if (input.assignedUserId !== null) {
    await notifyUser(tx, events, {
      businessId: input.businessId,
      type: "new_message",
      method: "NewMessage",
      data,
      userId: input.assignedUserId,
    });
  }
}
