import { afterEach, expect, it, vi } from "vitest";
import { signSessionToken, verifySessionToken } from "./tokens.js";

const secret = new TextEncoder().encode("a".repeat(32));
const otherSecret = new TextEncoder().encode("b".repeat(32));
const claims = { userId: 7, sessionId: "s-1", role: "ProviderAgent" as const, businessId: 1 };

afterEach(() => {
  vi.useRealTimers();
});

it("refuses a token once it expires, though its signature was checked before", async () => {
  vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z"), toFake: ["Date"] });
  const token = await signSessionToken(claims, new Date("2026-01-01T00:01:00Z"), secret);
  expect(await verifySessionToken(token, secret)).toEqual({ ok: true, userId: 7, sessionId: "s-1" });
  expect(await verifySessionToken(token, secret)).toEqual({ ok: true, userId: 7, sessionId: "s-1" });
  vi.setSystemTime(new Date("2026-01-01T00:01:00Z"));
  expect(await verifySessionToken(token, secret)).toEqual({ ok: false, reason: "expired" });
});

it("refuses a token under another secret, though it was accepted under its own", async () => {
  const token = await signSessionToken(claims, new Date(Date.now() + 60_000), secret);
  expect((await verifySessionToken(token, secret)).ok).toBe(true);
  expect(await verifySessionToken(token, otherSecret)).toEqual({ ok: false, reason: "invalid" });
});
