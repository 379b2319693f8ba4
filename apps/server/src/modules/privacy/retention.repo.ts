import { OPEN_CONVERSATION_STATUSES } from "@consola/shared";
import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { businesses, conversations, messages } from "../../db/schema/index.js";

/** Chats an agent may still be working on: their messages are never removed, however old. */
const OPEN = [...OPEN_CONVERSATION_STATUSES];

/** A business a retention run holds: its messages created before `cutoff` go (decision 015). */
export type RetentionClaim = { businessId: number; retentionDays: number; cutoff: Date };

/** Leaves updated_at alone: a claim is the job's bookkeeping, not a change to the business. */
const keepUpdatedAt = { updatedAt: sql`${businesses.updatedAt}` };

/**
 * Claims the next business with a retention period that no run claimed in the last `recheckMinutes`: its
 * `retention_checked_at` becomes now, in one statement. `for update skip locked` makes two instances
 * claiming at once take two different businesses (the other one's candidate is locked, so it is skipped),
 * and the outer condition is checked again on the row as it is once locked, so a business claimed a moment
 * ago is never claimed twice. Undefined when none is due.
 */
export async function claimRetentionBusiness(
  db: Executor,
  recheckMinutes: number,
): Promise<RetentionClaim | undefined> {
  const due = and(
    isNotNull(businesses.retentionDays),
    or(
      isNull(businesses.retentionCheckedAt),
      lt(businesses.retentionCheckedAt, sql`now() - make_interval(mins => ${recheckMinutes})`),
    ),
  );
  const next = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(due)
    .orderBy(sql`${businesses.retentionCheckedAt} asc nulls first`, asc(businesses.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(businesses)
    .set({ retentionCheckedAt: sql`now()`, ...keepUpdatedAt })
    .where(and(inArray(businesses.id, next), due))
    .returning({
      businessId: businesses.id,
      retentionDays: businesses.retentionDays,
      // The database's clock, as every instance reads it; mapped like any timestamp column.
      cutoff: sql`now() - make_interval(days => ${businesses.retentionDays})`.mapWith(
        businesses.retentionCheckedAt,
      ),
    });
  if (!claimed || claimed.retentionDays === null || !(claimed.cutoff instanceof Date)) return undefined;
  return { businessId: claimed.businessId, retentionDays: claimed.retentionDays, cutoff: claimed.cutoff };
}

/** The claim is still being worked on: other runs keep leaving the business alone. */
export async function renewRetentionClaim(db: Executor, businessId: number): Promise<void> {
  await db
    .update(businesses)
    .set({ retentionCheckedAt: sql`now()`, ...keepUpdatedAt })
    .where(eq(businesses.id, businessId));
}

/**
 * Deletes up to `batchSize` of the business's messages created before the cutoff, oldest first: a range scan
 * of messages_business_created_idx (business_id, created_at, …) that stops at the batch's size, whatever the
 * backlog. Messages of an open chat (pending, bot, active) are never taken, however old: an agent never
 * sees a chat lose its history. Returns what went.
 */
export async function deleteExpiredMessages(
  db: Executor,
  claim: RetentionClaim,
  batchSize: number,
): Promise<{ conversationId: number; mediaKey: string | null }[]> {
  const expired = db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        ofBusiness(messages, claim.businessId),
        lt(messages.createdAt, claim.cutoff),
        notInArray(conversations.status, OPEN),
      ),
    )
    .orderBy(asc(messages.createdAt))
    .limit(batchSize);
  // `= any(array(…))`, not `in (…)`: the ids are read once, then deleted through the primary key. With `in`
  // the planner may hash-join them against a scan of every message.
  return db
    .delete(messages)
    .where(sql`${messages.id} = any(array(${expired}))`)
    .returning({ conversationId: messages.conversationId, mediaKey: messages.mediaKey });
}

/**
 * The list preview of an ended chat whose last message is older than the cutoff is a copy of a message that
 * is gone: it goes too. The chat row itself stays for the reports (decision 015).
 */
export async function clearExpiredPreviews(
  db: Executor,
  claim: RetentionClaim,
  conversationIds: number[],
): Promise<void> {
  if (conversationIds.length === 0) return;
  await db
    .update(conversations)
    .set({ lastMessagePreview: "" })
    .where(
      and(
        ofBusiness(conversations, claim.businessId),
        inArray(conversations.id, conversationIds),
        lt(conversations.lastMessageAt, claim.cutoff),
        notInArray(conversations.status, OPEN),
        ne(conversations.lastMessagePreview, ""),
      ),
    );
}
