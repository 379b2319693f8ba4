import { CHAT_MESSAGES } from "@consola/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { conversations, users } from "../../db/schema/index.js";
import { NotFoundError } from "../../domain/errors.js";
import { activeChatHandlersOf } from "../agents/agents.repo.js";

export type ConversationRow = typeof conversations.$inferSelect;

function conversationOf(db: Executor, businessId: number, conversationId: number) {
  return db
    .select()
    .from(conversations)
    .where(rowOfBusiness(conversations, businessId, conversationId));
}

/** Another business's chat, or a missing one, is a 404: the caller learns nothing about it. */
function found(row: ConversationRow | undefined): ConversationRow {
  if (!row) throw new NotFoundError(CHAT_MESSAGES.chatNotFound);
  return row;
}

/** Reads and locks one conversation of the business for a state change. */
export async function lockConversation(
  tx: Executor,
  businessId: number,
  conversationId: number,
): Promise<ConversationRow> {
  const [row] = await conversationOf(tx, businessId, conversationId).for("update");
  return found(row);
}

export async function getConversation(
  db: Executor,
  businessId: number,
  conversationId: number,
): Promise<ConversationRow> {
  const [row] = await conversationOf(db, businessId, conversationId).limit(1);
  return found(row);
}

/** A user of the business who can take chats (assign/transfer target). */
export async function findChatHandler(db: Executor, businessId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), activeChatHandlersOf(businessId)))
    .limit(1);
  return row;
}

/** Who a chat is assigned to now: hub events about its messages go to that person. */
export async function assigneeOf(db: Executor, conversationId: number): Promise<number | null> {
  const [chat] = await db
    .select({ assignedUserId: conversations.assignedUserId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return chat?.assignedUserId ?? null;
}
