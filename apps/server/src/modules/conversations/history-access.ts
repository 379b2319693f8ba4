import { CHAT_MESSAGES } from "@consola/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { contacts, conversations } from "../../db/schema/index.js";
import { NotFoundError } from "../../domain/errors.js";
import type { BusinessAuthContext } from "../../tenancy/auth-context.js";
import { canRead, isManager } from "./chat-access.js";
import { getConversation } from "./conversation.repo.js";

/** Whose history is asked for: one chat, or a contact's whole history across its chats. */
export type HistoryTarget = { conversationId?: number | undefined; contactId?: number | undefined };

/**
 * Whether the caller may read that history (its messages, its transfers): agents read pending chats (to
 * decide to take them) and their own, and a contact's history only while one of its chats is theirs or
 * waiting; managers read everything of their business. A history they may not read is as good as missing.
 */
export async function requireReadableHistory(
  db: Executor,
  actor: BusinessAuthContext,
  target: HistoryTarget,
): Promise<void> {
  if (target.conversationId !== undefined) {
    const chat = await getConversation(db, actor.businessId, target.conversationId);
    if (!canRead(actor, chat)) throw new NotFoundError(CHAT_MESSAGES.chatNotFound);
    return;
  }
  if (target.contactId === undefined) throw new NotFoundError(CHAT_MESSAGES.chatNotFound);
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(rowOfBusiness(contacts, actor.businessId, target.contactId));
  if (!contact) throw new NotFoundError("El contacto no existe");
  if (isManager(actor)) return;
  const [open] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        ofBusiness(conversations, actor.businessId),
        eq(conversations.contactId, target.contactId),
        sql`(${conversations.assignedUserId} = ${actor.userId} or ${conversations.status} = 'pending')`,
      ),
    )
    .limit(1);
  if (!open) throw new NotFoundError("El contacto no existe");
}
