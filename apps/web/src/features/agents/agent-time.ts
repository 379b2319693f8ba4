import type { AgentStatus } from "@consola/shared";

/** Hours and minutes of a duration ("02:05", "125:40"), the way the agents screen shows time. */
export function formatHoursMinutes(totalSeconds: number): string {
  const minutes = Math.max(0, Math.floor(totalSeconds / 60));
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * Active and inactive seconds now: the server counted up to when it answered, and the running period
 * (available or not available) keeps growing on screen until the next answer.
 */
export function liveSeconds(
  agent: AgentStatus,
  fetchedAt: number,
  now: number,
): { active: number; inactive: number } {
  const elapsed = Math.max(0, Math.floor((now - fetchedAt) / 1000));
  return {
    active: agent.activeSeconds + (agent.availability === "available" ? elapsed : 0),
    inactive: agent.inactiveSeconds + (agent.availability === "not_available" ? elapsed : 0),
  };
}
