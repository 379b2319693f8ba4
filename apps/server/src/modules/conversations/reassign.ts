import { BUSINESS_MANAGER_ROLES, CHAT_MESSAGES, type ChatSummary } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { changeChat } from "./chat-changes.js";
import { getChatSummary } from "./chat-summary.repo.js";
import { findChatHandler, lockConversation } from "./conversation.repo.js";
import { notifyChatHandedOver } from "./notify.js";

/** ReassignChat: an administrator or supervisor moves an active chat to another agent, supervisor or admin. */
export async function reassignChat(
  deps: Pick<AppDeps, "db" | "events">,
  auth: AuthContext,
  input: { conversationId: number; agentId: number; comments?: string | undefined },
): Promise<ChatSummary> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, BUSINESS_MANAGER_ROLES);

  return transact(deps, async (tx, events) => {
    const chat = await lockConversation(tx, actor.businessId, input.conversationId);
    if (chat.status !== "active") throw new ValidationError(CHAT_MESSAGES.chatNotActive);
    const target = await findChatHandler(tx, actor.businessId, input.agentId);
    if (!target) throw new ValidationError(CHAT_MESSAGES.agentNotFound);
    if (chat.assignedUserId === target.id) throw new ValidationError(CHAT_MESSAGES.sameAgent);

    await changeChat(
      tx,
      actor,
      chat.id,
      { assignedUserId: target.id },
      {
        action: "chat.reassign",
        data: { fromUserId: chat.assignedUserId, toUserId: target.id, comments: input.comments ?? "" },
      },
    );
    const summary = await getChatSummary(tx, actor.businessId, chat.id);
    await notifyChatHandedOver(tx, events, {
      type: "reassigned",
      by: actor,
      chat: { id: chat.id, contactId: chat.contactId, contactName: summary.contact.name },
      toUserId: target.id,
    });
    events.add("conversation.assigned", {
      businessId: actor.businessId,
      conversationId: chat.id,
      contactId: chat.contactId,
      toUserId: target.id,
      fromUserId: chat.assignedUserId,
      byUserId: actor.userId,
      kind: "reassign",
    });
    return summary;
  });
}
