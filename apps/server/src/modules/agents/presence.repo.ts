import { and, eq, lt, ne } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { agentPresence, businesses } from "../../db/schema/index.js";
import type { Presence } from "./presence-rules.js";

/** The columns a Presence is read from. */
export const presenceColumns = {
  day: agentPresence.day,
  state: agentPresence.state,
  stateSince: agentPresence.stateSince,
  startedAt: agentPresence.startedAt,
  activeSeconds: agentPresence.activeSeconds,
  inactiveSeconds: agentPresence.inactiveSeconds,
};

export type LockedPresence = Presence & { businessId: number; timeZone: string; addHours: number };

/** Makes sure the person has a row, so it can be locked; an existing row is left alone. */
export async function ensurePresenceRow(
  tx: Executor,
  user: { id: number; businessId: number },
  initial: Presence,
): Promise<void> {
  await tx
    .insert(agentPresence)
    .values({ userId: user.id, businessId: user.businessId, ...initial })
    .onConflictDoNothing({ target: agentPresence.userId });
}

/** The row with its business's clock, locked until the transaction ends (two tabs changing state at once). */
export async function lockPresence(tx: Executor, userId: number): Promise<LockedPresence | undefined> {
  const [row] = await tx
    .select({
      businessId: agentPresence.businessId,
      ...presenceColumns,
      timeZone: businesses.timeZone,
      addHours: businesses.addHours,
    })
    .from(agentPresence)
    .innerJoin(businesses, eq(businesses.id, agentPresence.businessId))
    .where(eq(agentPresence.userId, userId))
    .for("update", { of: agentPresence });
  return row;
}

/** Writes the presence columns only: lastAssignedAt belongs to automatic assignment. */
export async function savePresence(
  tx: Executor,
  user: { id: number; businessId: number },
  presence: Presence,
): Promise<void> {
  await tx
    .update(agentPresence)
    .set({ businessId: user.businessId, ...presence })
    .where(eq(agentPresence.userId, user.id));
}

/** People shown as connected whose state has not changed since `before` (candidates for the offline sweep). */
export function connectedSince(db: Executor, before: Date) {
  return db
    .select({ userId: agentPresence.userId, stateSince: agentPresence.stateSince })
    .from(agentPresence)
    .where(and(ne(agentPresence.state, "offline"), lt(agentPresence.stateSince, before)));
}
