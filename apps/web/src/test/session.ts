import type { MyBusiness, Profile, Role } from "@consola/shared";
import { vi } from "vitest";
import { sessionStore } from "../lib/session/session-store";
import { createFakeFetch, type FakeReply, ok } from "./fake-fetch";
import { buildBusiness, buildProfile, FAKE_TOKEN } from "./fixtures";

type SignedInOptions = {
  profile?: Partial<Profile>;
  business?: MyBusiness;
  routes?: Record<string, FakeReply>;
};

/** A stored session as after a sign-in, and a server that answers the session refresh for it. */
export function signedInAs(role: Role, options: SignedInOptions = {}) {
  const profile = buildProfile(role, options.profile);
  const business = options.business ?? buildBusiness();
  sessionStore.signIn(FAKE_TOKEN, role);
  sessionStore.setProfile(profile);
  const fake = createFakeFetch({
    "POST /api/admin/Profile": ok(profile),
    "POST /api/admin/MyBusiness": ok(business),
    ...options.routes,
  });
  vi.stubGlobal("fetch", fake.fetch);
  return { profile, business, ...fake };
}

export function serverAnswering(routes: Record<string, FakeReply>) {
  const fake = createFakeFetch(routes);
  vi.stubGlobal("fetch", fake.fetch);
  return fake;
}
