import type { Executor } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { activeChatHandlersOf } from "../agents/agents.repo.js";

/** Everyone in the business who works chats: they all see a new pending chat. */
export async function chatHandlerIds(tx: Executor, businessId: number): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(activeChatHandlersOf(businessId));
  return rows.map((row) => row.id);
}
