import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { conversations } from "../../db/schema/index.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { announceAvailability, markAgentOffline } from "../agents/presence.service.js";
import { endLiveSessions } from "../auth/sessions.js";

/**
 * What deactivating a person does, inside the transaction that marks them inactive: their live session ends
 * at once (the hub says Account_Exit with reason "deactivated" and drops their sockets), they go offline so
 * automatic assignment and the connected-agents view leave them out, and their active chats go back to the
 * pending queue for someone else. Returns how many chats went back.
 */
export async function applyDeactivation(
  tx: Transaction,
  events: PendingEvents,
  target: { businessId: number; userId: number },
): Promise<number> {
  for (const session of await endLiveSessions(tx, target.userId, "deactivated")) {
    events.add("session.ended", session);
  }
  announceAvailability(events, await markAgentOffline(tx, target.userId));
  const returned = await tx
    .update(conversations)
    .set({ status: "pending", assignedUserId: null, takenAt: null })
    .where(
      and(
        ofBusiness(conversations, target.businessId),
        eq(conversations.assignedUserId, target.userId),
        eq(conversations.status, "active"),
      ),
    )
    .returning({ id: conversations.id, contactId: conversations.contactId });
  for (const chat of returned) {
    events.add("conversation.requeued", {
      businessId: target.businessId,
      conversationId: chat.id,
      contactId: chat.contactId,
      fromUserId: target.userId,
    });
  }
  return returned.length;
}
