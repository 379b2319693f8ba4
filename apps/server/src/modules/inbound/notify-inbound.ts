import type { Executor } from "../../db/client.js";
import { chatHandlerIds } from "../conversations/business-members.js";
import type { NotifyInput } from "../conversations/notify.js";

export type InboundNoticeInput = {
  businessId: number;
  conversationId: number;
  contact: { id: number; name: string; phoneNumber: string };
  opened: boolean;
  assignedUserId: number | null;
  preview: string;
};

/**
 * Who hears of a contact's message: a new chat nobody took is news for everyone who may take it (general); a
 * message in an assigned chat, for its agent; anything else, nobody.
 */
export async function inboundNotice(
  tx: Executor,
  input: InboundNoticeInput,
): Promise<NotifyInput | undefined> {
  const data = {
    conversationId: input.conversationId,
    contactId: input.contact.id,
    contactName: input.contact.name,
    phoneNumber: input.contact.phoneNumber,
    message: input.preview,
  };
  if (input.opened && input.assignedUserId === null) {
    const recipients = (await chatHandlerIds(tx, input.businessId)).map((userId) => ({
      userId,
      scope: "general" as const,
    }));
    return { businessId: input.businessId, type: "new_contact", method: "NewContact", data, recipients };
  }
  if (input.assignedUserId === null) return undefined;
  return {
    businessId: input.businessId,
    type: "new_message",
    method: "NewMessage",
    data,
    recipients: [{ userId: input.assignedUserId, scope: "personal" }],
  };
}
