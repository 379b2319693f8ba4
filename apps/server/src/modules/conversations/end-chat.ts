import { BUSINESS_MANAGER_ROLES, CHAT_MESSAGES, type ChatMood, type ChatSummary } from "@consola/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { closingCategories } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ForbiddenError, ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import {
  type AuthContext,
  type BusinessAuthContext,
  requireBusinessUser,
  requireRole,
} from "../../tenancy/auth-context.js";
import { CHAT_HANDLER_ROLES, canHandle } from "./chat-access.js";
import { announceChatEnded, changeChat } from "./chat-changes.js";
import { getChatSummary } from "./chat-summary.repo.js";
import { type ConversationRow, lockConversation } from "./conversation.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Locks an active chat the caller may work on: its agent, or a manager. */
async function lockHandledActiveChat(tx: Executor, actor: BusinessAuthContext, conversationId: number) {
  const chat = await lockConversation(tx, actor.businessId, conversationId);
  if (chat.status !== "active") throw new ValidationError(CHAT_MESSAGES.chatNotActive);
  if (!canHandle(actor, chat)) throw new ForbiddenError(CHAT_MESSAGES.chatNotYours);
  return chat;
}

/**
 * CloseMessage's change to the chat, in the caller's transaction: ends an active chat with a status, comments
 * and a closing category of the business, and answers the closed row (what follows a close reads it).
 */
export async function closeChatIn(
  tx: Executor,
  events: PendingEvents,
  actor: BusinessAuthContext,
  input: { conversationId: number; status: ChatMood; comments: string; closingCategoryId: number },
): Promise<ConversationRow> {
  requireRole(actor, CHAT_HANDLER_ROLES);
  const chat = await lockHandledActiveChat(tx, actor, input.conversationId);
  const [category] = await tx
    .select({ id: closingCategories.id })
    .from(closingCategories)
    .where(
      and(
        rowOfBusiness(closingCategories, actor.businessId, input.closingCategoryId),
        eq(closingCategories.status, "active"),
      ),
    );
  if (!category) throw new ValidationError(CHAT_MESSAGES.closingCategoryInvalid);

  const closed = await changeChat(
    tx,
    actor,
    chat.id,
    {
      status: "closed",
      endReason: "closed",
      mood: input.status,
      closeComments: input.comments,
      closingCategoryId: category.id,
      closedAt: sql`now()`,
      closedByUserId: actor.userId,
    },
    {
      action: "chat.close",
      data: { status: input.status, comments: input.comments, closingCategoryId: category.id },
    },
  );
  await announceChatEnded(tx, events, {
    businessId: actor.businessId,
    conversationId: chat.id,
    contactId: chat.contactId,
    endReason: "closed",
    assignedUserId: chat.assignedUserId,
  });
  return closed;
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
    await changeChat(
      tx,
      actor,
      chat.id,
      { status: "closed", endReason: "deleted", closedAt: sql`now()`, closedByUserId: actor.userId },
      { action: "chat.delete_pending" },
    );
    await announceChatEnded(tx, events, {
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
    await changeChat(
      tx,
      actor,
      chat.id,
      { mood: input.status, moodComments: input.comments },
      { action: "chat.status", data: { from: chat.mood, to: input.status, comments: input.comments } },
    );
    events.add("conversation.updated", {
      businessId: actor.businessId,
      conversationId: chat.id,
      contactId: chat.contactId,
      assignedUserId: chat.assignedUserId,
    });
    return getChatSummary(tx, actor.businessId, chat.id);
  });
}
