import type { Executor } from "../../db/client.js";
import type { AgentState } from "../../db/schema/index.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { businessClock, businessDayOf, type Clock, systemClock } from "../../time/business-time.js";
import { getBusiness } from "../business/business.repo.js";
import { ensurePresenceRow, lockPresence, savePresence } from "./presence.repo.js";
import { connectedState, freshPresence, type Presence, withState } from "./presence-rules.js";

export type PresenceChange = {
  userId: number;
  businessId: number;
  previous: AgentState;
  current: AgentState;
  presence: Presence;
};

/**
 * Tells the person's managers, after the commit, that their availability changed; a change that left it as it
 * was (a reconnect, a second tab) says nothing.
 */
export function announceAvailability(events: PendingEvents, change: PresenceChange | null): void {
  if (!change || change.previous === change.current) return;
  events.add("agent.availability_changed", {
    businessId: change.businessId,
    userId: change.userId,
    availability: change.current,
  });
}

/** A state to move to, decided from the current one. */
type Decide = (current: AgentState) => AgentState;

async function changePresence(
  db: Executor,
  user: { id: number; businessId: number },
  decide: Decide,
  now: Clock,
): Promise<PresenceChange> {
  // Nested in a caller's transaction this is a savepoint; alone it is its own transaction.
  return db.transaction(async (tx) => {
    const business = await getBusiness(tx, user.businessId);
    const clock = businessClock(business);
    const instant = now();
    const today = businessDayOf(instant, clock);
    await ensurePresenceRow(tx, user, freshPresence(instant, today));
    const row = await lockPresence(tx, user.id);
    if (!row) throw new Error(`presence row of user ${user.id} vanished`);
    // A person moved to another business starts that business's day from scratch.
    const current: Presence = row.businessId === user.businessId ? row : freshPresence(instant, today);
    const presence = withState(current, decide(current.state), instant, today);
    await savePresence(tx, user, presence);
    return {
      userId: user.id,
      businessId: user.businessId,
      previous: current.state,
      current: presence.state,
      presence,
    };
  });
}

/**
 * Sets a person's availability (the hub calls it on connect; the agent screens through the API). Time spent
 * in the state being left is added to today's counters.
 */
export function setAgentState(
  db: Executor,
  user: { id: number; businessId: number },
  state: AgentState,
  now: Clock = systemClock,
): Promise<PresenceChange> {
  return changePresence(db, user, () => state, now);
}

/** AddConnected: an offline person becomes available; a connected one keeps their state. */
export function connectAgent(
  db: Executor,
  user: { id: number; businessId: number },
  now: Clock = systemClock,
): Promise<PresenceChange> {
  return changePresence(db, user, connectedState, now);
}

/**
 * The hub calls it when a person's last connection closes; someone who never connected is left alone. With
 * `unchangedSince`, a row whose state changed after that instant (they reconnected meanwhile) is kept.
 */
export async function markAgentOffline(
  db: Executor,
  userId: number,
  now: Clock = systemClock,
  unchangedSince?: Date,
): Promise<PresenceChange | null> {
  return db.transaction(async (tx) => {
    const row = await lockPresence(tx, userId);
    if (!row) return null;
    if (unchangedSince && row.stateSince.getTime() !== unchangedSince.getTime()) return null;
    const instant = now();
    const today = businessDayOf(instant, businessClock(row));
    const presence = withState(row, "offline", instant, today);
    await savePresence(tx, { id: userId, businessId: row.businessId }, presence);
    return { userId, businessId: row.businessId, previous: row.state, current: presence.state, presence };
  });
}
