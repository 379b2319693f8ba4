import { MESSAGES } from "@consola/shared";
import { useSyncExternalStore } from "react";

/**
 * The token whose session expired or was taken over, while the "session ended" dialog shows it. Several
 * calls can fail with the same dead token at once; one slot here is what makes the user see a single
 * dialog instead of a stack of them.
 */
let deadToken: string | null = null;
/** Why it ended, when the hub said so: a deactivated user is told that, not that someone else signed in. */
let endReason: string | null = null;
const listeners = new Set<() => void>();

function set(value: string | null) {
  if (deadToken === value) return;
  deadToken = value;
  for (const listener of listeners) listener();
}

export const sessionEnded = {
  isOpen: () => deadToken !== null,
  token: () => deadToken,
  reason: () => endReason,
  open: (token: string, reason?: string) => {
    if (deadToken !== null) return;
    endReason = reason ?? null;
    set(token);
  },
  close: () => {
    endReason = null;
    set(null);
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The dead token while the dialog is open, null otherwise. */
export function useSessionEndedToken(): string | null {
  return useSyncExternalStore(sessionEnded.subscribe, sessionEnded.token, sessionEnded.token);
}

/** What the dialog says: a deactivated person or business is told so, not that someone else signed in. */
export function endedBecause(reason: string | null): string {
  if (reason === "deactivated") return MESSAGES.sessionDeactivated;
  if (reason === "business_inactive") return MESSAGES.sessionBusinessInactive;
  return MESSAGES.sessionEnded;
}
