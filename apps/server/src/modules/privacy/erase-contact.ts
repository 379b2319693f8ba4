import {
  BUSINESS_ADMIN_ROLES,
  CONTACT_MESSAGES,
  type EraseContactResult,
  normalizePhone,
} from "@consola/shared";
import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { auditLog, contacts, conversations, messages } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireRole } from "../../tenancy/auth-context.js";
import { requireBusinessMember } from "../../tenancy/business-access.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { businessPhoneCountry } from "../business/business.repo.js";
import { forgetContactCounts } from "../contacts/contact-counts.js";
import { announceChatEnded } from "../conversations/chat-changes.js";
import { deleteChatNotifications } from "../notifications/notifications.repo.js";

type Deps = Pick<AppDeps, "db" | "events" | "config" | "logger" | "media" | "tasks">;

/** The number typed again names the contact: read as the business reads numbers, or digit for digit. */
function sameNumber(stored: string, typed: string, country: string) {
  const digits = (phone: string) => phone.replace(/\D/g, "");
  return normalizePhone(typed, country) === stored || digits(typed) === digits(stored);
}

/**
 * EraseContact: a provider admin erases a contact on the person's request (LFPDPPP in Mexico, Ley 1581 in
 * Colombia). In one transaction: its open chats end as "deleted" (every console drops them), the
 * notifications of its chats go, the audit rows about it and its chats lose their data (they keep who did
 * what and when), and the contact goes with its conversations and messages (foreign keys cascade). Its files
 * are removed from storage after the commit. The audit entry of the erasure counts what went and names no
 * one (decision 014).
 */
export async function eraseContact(
  deps: Deps,
  auth: AuthContext,
  input: { contactId: number; confirmPhone: string; ip: string },
): Promise<EraseContactResult> {
  const member = requireBusinessMember(auth);
  requireRole(member, BUSINESS_ADMIN_ROLES);
  const { businessId } = member;
  const erased = await transact(deps, async (tx, events) => {
    const [contact] = await tx
      .select({ id: contacts.id, phoneNumber: contacts.phoneNumber })
      .from(contacts)
      .where(rowOfBusiness(contacts, businessId, input.contactId))
      .for("update");
    if (!contact) throw new NotFoundError();
    if (!sameNumber(contact.phoneNumber, input.confirmPhone, await businessPhoneCountry(tx, businessId))) {
      throw new ValidationError(CONTACT_MESSAGES.eraseConfirmMismatch);
    }
    const chats = await tx
      .select({
        id: conversations.id,
        status: conversations.status,
        assignedUserId: conversations.assignedUserId,
      })
      .from(conversations)
      .where(and(ofBusiness(conversations, businessId), eq(conversations.contactId, contact.id)));
    for (const chat of chats) {
      if (chat.status === "pending" || chat.status === "bot" || chat.status === "active") {
        await announceChatEnded(tx, events, {
          businessId,
          conversationId: chat.id,
          contactId: contact.id,
          endReason: "deleted",
          assignedUserId: chat.assignedUserId,
        });
      } else {
        await deleteChatNotifications(tx, businessId, chat.id);
      }
    }
    const ofContact = and(ofBusiness(messages, businessId), eq(messages.contactId, contact.id));
    const files = await tx
      .select({ key: messages.mediaKey })
      .from(messages)
      .where(and(ofContact, isNotNull(messages.mediaKey)));
    const [counted] = await tx.select({ messages: count() }).from(messages).where(ofContact);
    const chatIds = chats.map((chat) => String(chat.id));
    await tx
      .update(auditLog)
      .set({ data: {} })
      .where(
        and(
          ofBusiness(auditLog, businessId),
          sql`((${auditLog.entity} = 'contact' and ${auditLog.entityId} = ${String(contact.id)})${
            chatIds.length > 0
              ? sql` or (${auditLog.entity} = 'conversation' and ${inArray(auditLog.entityId, chatIds)})`
              : sql``
          })`,
        ),
      );
    await tx.delete(contacts).where(eq(contacts.id, contact.id));
    const result: EraseContactResult = {
      contactId: contact.id,
      conversations: chats.length,
      messages: counted?.messages ?? 0,
      files: files.length,
    };
    const { contactId: _id, ...counts } = result;
    await recordAudit(tx, {
      ...auditedBy({ businessId, userId: auth.userId }),
      action: "contact_erased",
      entity: "contact",
      entityId: contact.id,
      data: counts,
      ip: input.ip,
    });
    return { result, keys: files.flatMap((file) => (file.key ? [file.key] : [])) };
  });
  forgetContactCounts(businessId);
  // After the commit: a file whose removal fails is logged, never kept silently.
  for (const key of erased.keys) {
    await deps.media.remove(key).catch((error: unknown) => {
      deps.logger.error({ err: error, businessId, key }, "erase contact: a file could not be removed");
    });
  }
  return erased.result;
}
