import { BUSINESS_MANAGER_ROLES, CHAT_MESSAGES, type ChatMood, type ChatSummary } from "@consola/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { closingCategories, conversations } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { transact } from "../../events/transact.js";
import { ForbiddenError, ValidationError } from "../../http/errors.js";
import {
  type AuthContext,
  type BusinessAuthContext,
  requireBusinessUser,
  requireRole,
} from "../../tenancy/auth-context.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { deleteChatNotifications } from "../notifications/notifications.repo.js";
import { CHAT_HANDLER_ROLES, canHandle } from "./chat-access.js";
import { getChatSummary, lockConversation } from "./conversation.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Locks an active chat the caller may work on: its agent, or a manager. */
async function lockHandledActiveChat(tx: Executor, actor: BusinessAuthContext, conversationId: number) {
  const chat = await lockConversation(tx, actor.businessId, conversationId);
  if (chat.status !== "active") throw new ValidationError(CHAT_MESSAGES.chatNotActive);
  if (!canHandle(actor, chat)) throw new ForbiddenError(CHAT_MESSAGES.chatNotYours);
  return chat;
}

/** CloseMessage: ends an active chat with a status, comments and a closing category of the business. */
export async function closeChat(
  deps: Deps,
  auth: AuthContext,
  input: { conversationId: number; status: ChatMood; comments: string; closingCategoryId: number },
): Promise<ChatSummary> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  return transact(deps, async (tx, events) => {
    const chat = await lockHandledActiveChat(tx, actor, input.conversationId);
    const [category] = await tx
      .select({ id: closingCategories.id })
      .from(closingCategories)
      .where(
        and(
          eq(closingCategories.id, input.closingCategoryId),
          eq(closingCategories.businessId, actor.businessId),
          eq(closingCategories.status, "active"),
        ),
      );
    if (!category) throw new ValidationError(CHAT_MESSAGES.closingCategoryInvalid);

    await tx
      .update(conversations)
      .set({
        status: "closed",
        endReason: "closed",
        mood: input.status,
        closeComments: input.comments,
        closingCategoryId: category.id,
        closedAt: sql`now()`,
        closedByUserId: actor.userId,
      })
      .where(and(eq(conversations.id, chat.id), eq(conversations.businessId, actor.businessId)));
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: "chat.close",
      entity: "conversation",
      entityId: chat.id,
      data: { status: input.status, comments: input.comments, closingCategoryId: category.id },
    });
    await deleteChatNotifications(tx, actor.businessId, chat.id);
    events.add("conversation.ended", {
      businessId: actor.businessId,
      conversationId: chat.id,
      contactId: chat.contactId,
      endReason: "closed",
      assignedUserId: chat.assignedUserId,
    });
    return getChatSummary(tx, actor.businessId, chat.id);
  });
}

/**
 * DeleteChat: an administrator or supervisor removes a pending chat from the queue. The conversation and its
 * messages are kept (ended as "deleted"), so nothing the contact wrote is lost.
 */
export async function deletePendingChat(deps: Deps, auth: AuthContext, input: { conversationId: number }) {
  const actor = requireBusinessUser(auth);
  requireRole(actor, BUSINESS_MANAGER_ROLES);
  await transact(deps, async (tx, events) => {
    const chat = await lockConversation(tx, actor.businessId, input.conversationId);
    if (chat.status !== "pending" && chat.status !== "bot")
      throw new ValidationError(CHAT_MESSAGES.chatNotPending);
    await tx
      .update(conversations)
      .set({ status: "closed", endReason: "deleted", closedAt: sql`now()`, closedByUserId: actor.userId })
      .where(and(eq(conversations.id, chat.id), eq(conversations.businessId, actor.businessId)));
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: "chat.delete_pending",
      entity: "conversation",
      entityId: chat.id,
    });
    await deleteChatNotifications(tx, actor.businessId, chat.id);
    events.add("conversation.ended", {
      businessId: actor.businessId,
      conversationId: chat.id,
      contactId: chat.contactId,
      endReason: "deleted",
      assignedUserId: null,
    });
  });
}

/** The status change of the chat header: a status and the comments that explain it. */
export async function changeChatStatus(
  deps: Deps,
  auth: AuthContext,
  input: { conversationId: number; status: ChatMood; comments: string },
): Promise<ChatSummary> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  return transact(deps, async (tx, events) => {
    const chat = await lockHandledActiveChat(tx, actor, input.conversationId);
    await tx
      .update(conversations)
      .set({ mood: input.status, moodComments: input.comments })
      .where(and(eq(conversations.id, chat.id), eq(conversations.businessId, actor.businessId)));
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: "chat.status",
      entity: "conversation",
      entityId: chat.id,
      data: { from: chat.mood, to: input.status, comments: input.comments },
    });
    events.add("conversation.updated", {
      businessId: actor.businessId,
      conversationId: chat.id,
      contactId: chat.contactId,
      assignedUserId: chat.assignedUserId,
    });
    return getChatSummary(tx, actor.businessId, chat.id);
  });
}
