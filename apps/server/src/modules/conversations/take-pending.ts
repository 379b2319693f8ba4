import type { ChatSummary } from "@consola/shared";
import { CHAT_MESSAGES } from "@consola/shared";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../deps.js";
import { ForbiddenError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { CHAT_HANDLER_ROLES, isManager } from "./chat-access.js";
import { changeChat } from "./chat-changes.js";
import { getChatSummary } from "./chat-summary.repo.js";
import { findChatHandler, lockConversation } from "./conversation.repo.js";
import { notifyChatHandedOver } from "./notify.js";

type Deps = Pick<AppDeps, "db" | "events">;

/**
 * TakePendient: agentId 0 (or one's own id) takes the pending chat for oneself; another id assigns it to
 * that person, which only administrators and supervisors may do. Either way it leaves the pending list and
 * becomes active. Chats held by the bot can be taken by managers from the bot list.
 */
export async function takePendingChat(
  deps: Deps,
  auth: AuthContext,
  input: { conversationId: number; agentId: number },
): Promise<ChatSummary> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const assigning = input.agentId !== 0 && input.agentId !== actor.userId;
  if (assigning && !isManager(actor)) throw new ForbiddenError();

  return transact(deps, async (tx, events) => {
    const chat = await lockConversation(tx, actor.businessId, input.conversationId);
    const takeable = chat.status === "pending" || (chat.status === "bot" && isManager(actor));
    if (!takeable) throw new ValidationError(CHAT_MESSAGES.chatNotPending);
    const target = assigning ? await findChatHandler(tx, actor.businessId, input.agentId) : undefined;
    if (assigning && !target) throw new ValidationError(CHAT_MESSAGES.agentNotFound);
    const toUserId = target?.id ?? actor.userId;

    await changeChat(
      tx,
      actor,
      chat.id,
      {
        status: "active",
        assignedUserId: toUserId,
        takenAt: sql`now()`,
        // A person took it from the bots: no bot answers in it any more, and the bots report says so.
        ...(chat.status === "bot" ? { botOutcome: "taken" as const, botDeadlineAt: null } : {}),
      },
      { action: assigning ? "chat.assign" : "chat.take", data: { toUserId, fromStatus: chat.status } },
    );
    const summary = await getChatSummary(tx, actor.businessId, chat.id);
    if (assigning) {
      await notifyChatHandedOver(tx, events, {
        type: "assigned",
        by: actor,
        chat: { id: chat.id, contactId: chat.contactId, contactName: summary.contact.name },
        toUserId: toUserId,
      });
    }
    events.add("conversation.assigned", {
      businessId: actor.businessId,
      conversationId: chat.id,
      contactId: chat.contactId,
      toUserId,
      fromUserId: null,
      byUserId: actor.userId,
      kind: assigning ? "assign" : "take",
    });
    return summary;
  });
}
