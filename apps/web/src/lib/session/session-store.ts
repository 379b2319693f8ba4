import { type Colors, isRole, type MyBusiness, type Profile, type Role } from "@consola/shared";
import type { z } from "zod";
import type { StoredShapes } from "./stored-shapes";

/** What the browser keeps between reloads (spec section 3, Session). */
export type Session = {
  token: string | null;
  role: Role | null;
  profile: Profile | null;
  business: MyBusiness | null;
  colors: Colors | null;
};

/** Why the last session ended here: sign-out shows a confirmation on the sign-in screen. */
export type SessionEndReason = "logout" | "ended";

export type SessionStore = {
  get: () => Session;
  subscribe: (listener: () => void) => () => void;
  signIn: (token: string, role: Role) => void;
  setProfile: (profile: Profile) => void;
  setBusiness: (business: MyBusiness) => void;
  setColors: (colors: Colors) => void;
  clear: (reason?: SessionEndReason) => void;
  /** Kept in memory only: it explains the redirect that follows a clear, nothing more. */
  endReason: () => SessionEndReason | null;
  /** Settles once what storage held has been checked against the shared schemas (see createSessionStore). */
  checked: () => Promise<void>;
};

const PREFIX = "consola.";
export const SESSION_KEYS = {
  token: `${PREFIX}token`,
  role: `${PREFIX}role`,
  profile: `${PREFIX}profile`,
  business: `${PREFIX}business`,
  colors: `${PREFIX}colors`,
} as const;

const EMPTY: Session = { token: null, role: null, profile: null, business: null, colors: null };

/** The spec's validity rule: a token has three dot-separated parts (a JWT). */
export function isWellFormedToken(token: string | null | undefined): token is string {
  if (!token) return false;
  const parts = token.split(".");
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

/** The user id the token was issued for (its unique_name claim, falling back to sub). */
export function tokenUserId(token: string | null): string | null {
  if (!isWellFormedToken(token)) return null;
  try {
    const payload = token.split(".")[1] ?? "";
    const json = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== "object" || claims === null) return null;
    const { unique_name: uniqueName, sub } = claims as { unique_name?: unknown; sub?: unknown };
    const id = uniqueName ?? sub;
    return typeof id === "string" || typeof id === "number" ? String(id) : null;
  } catch {
    return null;
  }
}

function readJson<T>(storage: Storage, key: string, schema: z.ZodType<T>): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    // Parsed once, before the first paint: zod's compiled fast path would cost more to build than it saves.
    const parsed = schema.safeParse(JSON.parse(raw), { jitless: true });
    // Data written by an older build may no longer fit: dropping it just means one more server call.
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Token and role alone until the schemas are there: the profile, business and colours wait for them. */
function readSession(storage: Storage, shapes: StoredShapes | null): Session {
  const token = storage.getItem(SESSION_KEYS.token);
  if (!isWellFormedToken(token)) return EMPTY;
  const role = storage.getItem(SESSION_KEYS.role);
  return {
    token,
    role: isRole(role) ? role : null,
    profile: shapes && readJson(storage, SESSION_KEYS.profile, shapes.profile),
    business: shapes && readJson(storage, SESSION_KEYS.business, shapes.business),
    colors: shapes && readJson(storage, SESSION_KEYS.colors, shapes.colors),
  };
}

/** Whether two JSON values hold the same data, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aEntries = Object.entries(a).filter(([, value]) => value !== undefined);
  const bRecord = b as Record<string, unknown>;
  const bCount = Object.values(bRecord).filter((value) => value !== undefined).length;
  return aEntries.length === bCount && aEntries.every(([key, value]) => sameJson(value, bRecord[key]));
}

const loadStoredShapes = () => import("./stored-shapes").then((m) => m.STORED_SHAPES);

/**
 * The session kept in `storage`. What it reads back (on creation, and when another tab changes it) is
 * checked against the shared schemas; they come with zod, which a visitor who is not signed in never
 * needs, so without `shapes` they load the first time a stored token is found and the profile, business
 * and colours follow then (the app waits for `checked()` before its first paint). What this tab writes it
 * keeps as written: it was checked when the server's answer was parsed.
 */
export function createSessionStore(
  storage: Storage,
  eventTarget?: Pick<Window, "addEventListener">,
  shapes: StoredShapes | null = null,
): SessionStore {
  let known = shapes;
  let loading: Promise<void> | null = null;
  let snapshot = EMPTY;
  let endReason: SessionEndReason | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: Session) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const check = (): Promise<void> => {
    if (known) return Promise.resolve();
    loading ??= loadStoredShapes().then(
      (loaded) => {
        known = loaded;
        publish(readSession(storage, known));
      },
      (error: unknown) => {
        // The next read tries again; meanwhile the session lacks only what the server sends again anyway.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const read = () => {
    const next = readSession(storage, known);
    if (next.token !== null && !known) void check().catch(() => undefined);
    return next;
  };

  // What reading the entries back would give: a signed-out store shows nothing, whatever a late answer stores.
  const write = (
    entries: Partial<Record<keyof typeof SESSION_KEYS, string | null>>,
    change: Partial<Session>,
  ) => {
    for (const [name, value] of Object.entries(entries)) {
      const key = SESSION_KEYS[name as keyof typeof SESSION_KEYS];
      if (value === null) storage.removeItem(key);
      else if (value !== undefined) storage.setItem(key, value);
    }
    const next = { ...snapshot, ...change };
    publish(isWellFormedToken(next.token) ? next : EMPTY);
  };

  snapshot = read();

  // Another tab signing in or out changes the same storage; follow it so two tabs never disagree.
  eventTarget?.addEventListener("storage", (event) => {
    if (event.key === null || event.key.startsWith(PREFIX)) publish(read());
  });

  return {
    get: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (token, role) => {
      const fresh = { token, role, profile: null, business: null, colors: null };
      write(fresh, fresh);
    },
    // The server's answer is mostly what the store already holds (the profile is read again on every
    // navigation): then nothing is published, so nothing that shows the session renders again for it.
    setProfile: (profile) => {
      if (snapshot.role === profile.role && sameJson(snapshot.profile, profile)) return;
      write({ profile: JSON.stringify(profile), role: profile.role }, { profile, role: profile.role });
    },
    setBusiness: (business) => {
      if (sameJson(snapshot.business, business) && sameJson(snapshot.colors, business.colors)) return;
      write(
        { business: JSON.stringify(business), colors: JSON.stringify(business.colors) },
        { business, colors: business.colors },
      );
    },
    setColors: (colors) => write({ colors: JSON.stringify(colors) }, { colors }),
    clear: (reason = "ended") => {
      endReason = reason;
      write({ token: null, role: null, profile: null, business: null, colors: null }, EMPTY);
    },
    endReason: () => endReason,
    checked: check,
  };
}

export const sessionStore: SessionStore = createSessionStore(window.localStorage, window);
