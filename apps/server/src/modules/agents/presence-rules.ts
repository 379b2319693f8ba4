import type { AgentState } from "../../db/schema/index.js";
import type { BusinessDay } from "../../time/business-time.js";

/** What agent_presence holds for one person. */
export type Presence = {
  day: string;
  state: AgentState;
  stateSince: Date;
  startedAt: Date | null;
  activeSeconds: number;
  inactiveSeconds: number;
};

const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/**
 * The same presence brought to `now`: the running period is added to the counter of its state (available ->
 * active, not available -> inactive). A row of an earlier business day starts over: counters at zero, and
 * someone still connected counts from the day's midnight, which is also their start time for the day.
 */
export function bankedAt(presence: Presence, now: Date, today: BusinessDay): Presence {
  let { stateSince, startedAt, activeSeconds, inactiveSeconds } = presence;
  if (presence.day !== today.day) {
    activeSeconds = 0;
    inactiveSeconds = 0;
    startedAt = presence.state === "offline" ? null : today.startsAt;
    if (stateSince < today.startsAt) stateSince = today.startsAt;
  }
  const elapsed = secondsBetween(stateSince, now);
  if (presence.state === "available") activeSeconds += elapsed;
  if (presence.state === "not_available") inactiveSeconds += elapsed;
  return {
    day: today.day,
    state: presence.state,
    stateSince: now,
    startedAt,
    activeSeconds,
    inactiveSeconds,
  };
}

/** Someone who never had a presence row: offline, nothing counted today. */
export function freshPresence(now: Date, today: BusinessDay): Presence {
  return {
    day: today.day,
    state: "offline",
    stateSince: now,
    startedAt: null,
    activeSeconds: 0,
    inactiveSeconds: 0,
  };
}

/** Moves to `target` at `now`; the first connection of the day sets the start time, later ones keep it. */
export function withState(presence: Presence, target: AgentState, now: Date, today: BusinessDay): Presence {
  const banked = bankedAt(presence, now, today);
  const startedAt = banked.startedAt ?? (target === "offline" ? null : now);
  return { ...banked, state: target, stateSince: now, startedAt };
}

/** Connecting makes an offline agent available and leaves an already connected one as they were. */
export const connectedState = (current: AgentState): AgentState =>
  current === "offline" ? "available" : current;
