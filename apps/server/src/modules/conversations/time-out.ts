import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { conversations } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { transact } from "../../events/transact.js";
import { recordAudit } from "../audit/audit.js";
import { announceChatEnded } from "./chat-changes.js";

/**
 * The sweeper: active chats whose 24-hour window has passed become timed out (Caducado). Rows are claimed
 * with SKIP LOCKED, so several instances can sweep at once without doing a chat twice.
 */
export async function timeOutExpiredChats(
  deps: Pick<AppDeps, "db" | "events">,
  batchSize = 200,
): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await transact(deps, async (tx, events) => {
      const expired = await tx
        .select({
          id: conversations.id,
          businessId: conversations.businessId,
          contactId: conversations.contactId,
          assignedUserId: conversations.assignedUserId,
        })
        .from(conversations)
        .where(and(eq(conversations.status, "active"), lte(conversations.windowExpiresAt, sql`now()`)))
        .orderBy(asc(conversations.windowExpiresAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (expired.length === 0) return 0;
      await tx
        .update(conversations)
        .set({ status: "timed_out", endReason: "timed_out", closedAt: sql`now()` })
        .where(
          inArray(
            conversations.id,
            expired.map((chat) => chat.id),
          ),
        );
      for (const chat of expired) {
        await recordAudit(tx, {
          businessId: chat.businessId,
          actorUserId: null,
          action: "chat.timed_out",
          entity: "conversation",
          entityId: chat.id,
        });
        await announceChatEnded(tx, events, {
          businessId: chat.businessId,
          conversationId: chat.id,
          contactId: chat.contactId,
          endReason: "timed_out",
          assignedUserId: chat.assignedUserId,
        });
      }
      return expired.length;
    });
    total += done;
    if (done < batchSize) return total;
  }
}
