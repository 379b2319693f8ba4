import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { conversations } from "../../db/schema/index.js";
import type { DomainEvents, PendingEvents } from "../../events/domain-events.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { deleteChatNotifications } from "../notifications/notifications.repo.js";
import type { ConversationRow } from "./conversation.repo.js";

/**
 * What a person does to a chat they have locked: the change, pinned to their business, and its audit entry,
 * in the same transaction. Answers the changed row.
 */
export async function changeChat(
  tx: Executor,
  actor: { businessId: number; userId: number },
  chatId: number,
  change: PgUpdateSetSource<typeof conversations>,
  audit: { action: string; data?: Record<string, unknown> },
): Promise<ConversationRow> {
  const [changed] = await tx
    .update(conversations)
    .set(change)
    .where(rowOfBusiness(conversations, actor.businessId, chatId))
    .returning();
  if (!changed) throw new Error(`conversation ${chatId} vanished while locked`);
  await recordAudit(tx, {
    ...auditedBy(actor),
    action: audit.action,
    entity: "conversation",
    entityId: chatId,
    data: audit.data,
  });
  return changed;
}

/** A chat that has just ended (closed, deleted or timed out): its notifications go, and the hub is told. */
export async function announceChatEnded(
  tx: Executor,
  events: PendingEvents,
  ended: DomainEvents["conversation.ended"],
): Promise<void> {
  await deleteChatNotifications(tx, ended.businessId, ended.conversationId);
  events.add("conversation.ended", ended);
}
