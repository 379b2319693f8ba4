import { CHAT_MESSAGES } from "@consola/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { conversations, messages } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError } from "../../domain/errors.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { CHAT_HANDLER_ROLES, canHandle } from "../conversations/chat-access.js";
import { getConversation } from "../conversations/conversation.repo.js";
import { requireReadableHistory } from "../conversations/history-access.js";
import { listMessagePage } from "./messages.repo.js";

type Deps = Pick<AppDeps, "db">;

/**
 * ListMessage: a conversation's messages, or a contact's whole history across conversations. Agents read
 * pending chats (to decide to take them) and their own; managers read everything of their business.
 */
export async function listMessages(
  deps: Deps,
  auth: AuthContext,
  input: {
    conversationId?: number | undefined;
    contactId?: number | undefined;
    beforeId?: number | undefined;
    take: number;
  },
) {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  await requireReadableHistory(deps.db, actor, input);
  return listMessagePage(deps.db, { businessId: actor.businessId, ...input });
}

/** SeeToMessage: the chat's messages were seen; its agent's unread count goes back to zero. */
export async function markMessagesSeen(deps: Deps, auth: AuthContext, input: { conversationId: number }) {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const chat = await getConversation(deps.db, actor.businessId, input.conversationId);
  if (!canHandle(actor, chat)) throw new NotFoundError(CHAT_MESSAGES.chatNotFound);
  // Only the agent's own reading clears the badge; a supervisor looking in leaves it for the agent.
  if (chat.assignedUserId === actor.userId) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(messages)
        .set({ seenAt: sql`now()` })
        .where(
          and(
            ofBusiness(messages, actor.businessId),
            eq(messages.conversationId, chat.id),
            eq(messages.direction, "in"),
            isNull(messages.seenAt),
          ),
        );
      await tx
        .update(conversations)
        .set({ unreadCount: 0 })
        .where(rowOfBusiness(conversations, actor.businessId, chat.id));
    });
  }
  const [totals] = await deps.db
    .select({ unread: sql<number>`coalesce(sum(${conversations.unreadCount}), 0)::int` })
    .from(conversations)
    .where(
      and(
        ofBusiness(conversations, actor.businessId),
        eq(conversations.assignedUserId, actor.userId),
        eq(conversations.status, "active"),
      ),
    );
  return {
    conversationId: chat.id,
    unreadCount: chat.assignedUserId === actor.userId ? 0 : chat.unreadCount,
    totalUnread: Number(totals?.unread ?? 0),
  };
}
