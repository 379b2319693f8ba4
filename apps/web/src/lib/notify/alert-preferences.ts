import { useSyncExternalStore } from "react";

/** What the person chose for alerts, kept in this browser. */
export type AlertPreferences = { muted: boolean; desktop: boolean };

const KEY = "consola.alerts";
const DEFAULTS: AlertPreferences = { muted: false, desktop: false };

function read(): AlertPreferences {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return DEFAULTS;
    const parsed = JSON.parse(raw) as Partial<AlertPreferences>;
    return { muted: parsed.muted === true, desktop: parsed.desktop === true };
  } catch {
    return DEFAULTS;
  }
}

let snapshot: AlertPreferences | undefined;
const listeners = new Set<() => void>();

export const alertPreferences = {
  get(): AlertPreferences {
    snapshot ??= read();
    return snapshot;
  },
  set(patch: Partial<AlertPreferences>): void {
    snapshot = { ...alertPreferences.get(), ...patch };
    try {
      window.localStorage.setItem(KEY, JSON.stringify(snapshot));
    } catch {
      // Private mode may refuse storage; the choice still holds for this page.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests and sign-out start from what is stored. */
  reload(): void {
    snapshot = read();
    for (const listener of listeners) listener();
  },
};

export function useAlertPreferences(): AlertPreferences {
  return useSyncExternalStore(alertPreferences.subscribe, alertPreferences.get, alertPreferences.get);
}
