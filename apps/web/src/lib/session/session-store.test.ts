import { DEFAULT_COLORS } from "@consola/shared";
import { describe, expect, it, vi } from "vitest";
import { buildBusiness, buildProfile, FAKE_TOKEN } from "../../test/fixtures";
import { createSessionStore, isWellFormedToken, SESSION_KEYS, tokenUserId } from "./session-store";
import { STORED_SHAPES } from "./stored-shapes";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe("session store", () => {
  it("keeps token, role, profile, business and colours in storage across a reload", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const profile = buildProfile("ProviderAdmin");
    const business = buildBusiness();
    store.signIn(FAKE_TOKEN, "ProviderAdmin");
    store.setProfile(profile);
    store.setBusiness(business);

    const reloaded = createSessionStore(storage, undefined, STORED_SHAPES).get();
    expect(reloaded).toEqual({
      token: FAKE_TOKEN,
      role: "ProviderAdmin",
      profile,
      business,
      colors: business.colors,
    });
  });

  it("logout clears everything it stored", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.signIn(FAKE_TOKEN, "Super");
    store.setProfile(buildProfile("Super"));
    store.setColors(DEFAULT_COLORS);
    store.clear();
    expect(store.get()).toEqual({ token: null, role: null, profile: null, business: null, colors: null });
    for (const key of Object.values(SESSION_KEYS)) expect(storage.getItem(key)).toBeNull();
  });

  it("a new sign-in forgets the previous user's profile and business", () => {
    const store = createSessionStore(memoryStorage());
    store.signIn(FAKE_TOKEN, "ProviderAdmin");
    store.setProfile(buildProfile("ProviderAdmin"));
    store.setBusiness(buildBusiness());
    store.signIn(FAKE_TOKEN, "Super");
    expect(store.get()).toMatchObject({ role: "Super", profile: null, business: null, colors: null });
  });

  it("ignores a malformed token and stored data that no longer fits the schema", () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_KEYS.token, "not-a-jwt");
    expect(createSessionStore(storage).get().token).toBeNull();

    storage.setItem(SESSION_KEYS.token, FAKE_TOKEN);
    storage.setItem(SESSION_KEYS.role, "Emperor");
    storage.setItem(SESSION_KEYS.profile, "{broken json");
    storage.setItem(SESSION_KEYS.colors, JSON.stringify({ title: "red" }));
    expect(createSessionStore(storage, undefined, STORED_SHAPES).get()).toMatchObject({
      token: FAKE_TOKEN,
      role: null,
      profile: null,
      colors: null,
    });
  });

  it("reads a stored profile back once the schemas have loaded, and says when", async () => {
    const storage = memoryStorage();
    const profile = buildProfile("ProviderAdmin");
    createSessionStore(storage).signIn(FAKE_TOKEN, "ProviderAdmin");
    storage.setItem(SESSION_KEYS.profile, JSON.stringify(profile));

    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toMatchObject({ token: FAKE_TOKEN, role: "ProviderAdmin", profile: null });
    await store.checked();
    expect(store.get().profile).toEqual(profile);
    expect(listener).toHaveBeenCalled();
  });

  it("shows nothing of a late answer stored after signing out", () => {
    const store = createSessionStore(memoryStorage());
    store.setProfile(buildProfile("ProviderAdmin"));
    expect(store.get()).toEqual({ token: null, role: null, profile: null, business: null, colors: null });
  });

  it("notifies subscribers and hands out a stable snapshot between changes", () => {
    const store = createSessionStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.get();
    expect(store.get()).toBe(before);
    store.signIn(FAKE_TOKEN, "ProviderAgent");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(before);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("publishes nothing when the server answers the profile and business it already holds", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.signIn(FAKE_TOKEN, "ProviderAgent");
    store.setProfile(buildProfile("ProviderAgent"));
    store.setBusiness(buildBusiness());
    const reloaded = createSessionStore(storage, undefined, STORED_SHAPES);
    const before = reloaded.get();
    const listener = vi.fn();
    reloaded.subscribe(listener);

    // The same data with its keys in another order, as a fresh server answer may have them.
    const reversed = <T extends object>(value: T): T =>
      Object.fromEntries(Object.entries(value).reverse()) as T;
    reloaded.setProfile(reversed(buildProfile("ProviderAgent")));
    reloaded.setBusiness(reversed(buildBusiness()));
    expect(listener).not.toHaveBeenCalled();
    expect(reloaded.get()).toBe(before);

    reloaded.setProfile(buildProfile("ProviderAgent", { name: "Otra Persona" }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(reloaded.get().profile?.name).toBe("Otra Persona");
    reloaded.setBusiness({ ...buildBusiness(), name: "Otro negocio" });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(createSessionStore(storage, undefined, STORED_SHAPES).get().business?.name).toBe("Otro negocio");
  });

  it("follows a sign-out made in another tab", () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createSessionStore(storage, events);
    store.signIn(FAKE_TOKEN, "ProviderAgent");
    storage.removeItem(SESSION_KEYS.token);
    events.dispatchEvent(Object.assign(new Event("storage"), { key: SESSION_KEYS.token }));
    expect(store.get().token).toBeNull();
  });
});

describe("tokens", () => {
  it("are valid with three dot-separated parts", () => {
    expect(isWellFormedToken("a.b.c")).toBe(true);
    expect(isWellFormedToken("a.b")).toBe(false);
    expect(isWellFormedToken("a..c")).toBe(false);
    expect(isWellFormedToken(null)).toBe(false);
  });

  it("name their user in the unique_name claim", () => {
    expect(tokenUserId(FAKE_TOKEN)).toBe("7");
    expect(tokenUserId("a.b.c")).toBeNull();
  });
});
