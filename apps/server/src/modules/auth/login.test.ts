import { encodePassword, MESSAGES } from "@consola/shared";
import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../../test/api-client.js";
import { createBusiness, createUser, login, loginFrom as loginAttemptFrom } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog, loginAttempts, passwordResetTokens, sessions, users } from "../../db/schema/index.js";
import { signSessionToken } from "./tokens.js";

const t = routeTestWorld({ businesses: false });

const postLogin = (payload: unknown) => apiClient(t.app).post("/api/auth/Login", payload);

const loginFrom = (ip: string, user: string, password: string) => loginAttemptFrom(t.app, ip, user, password);

/** Moves every attempt from `ip` `seconds` into the past, as if that long had gone by. */
async function ageAttempts(ip: string, seconds: number) {
  await t.deps.db
    .update(loginAttempts)
    .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(loginAttempts.ip, ip));
}

describe("POST /api/auth/Login", () => {
  it("signs in with an encoded password and returns a three-part token naming the user and role", async () => {
    const business = await createBusiness(t.deps.db);
    const user = await createUser(t.deps.db, { role: "ProviderAgent", businessId: business.id });
    for (const rounds of [2, 5, 9]) {
      const response = await postLogin({ user: user.email, password: encodePassword(user.password, rounds) });
      expect(response.status).toBe(200);
      const data = response.body.data as {
        token: string;
        role: string;
        typeIdentity: string;
        userId: number;
      };
      expect(data.token.split(".")).toHaveLength(3);
      expect(data).toMatchObject({ role: "ProviderAgent", typeIdentity: "ProviderAgent", userId: user.id });
      const claims = decodeJwt(data.token);
      expect(claims).toMatchObject({
        unique_name: String(user.id),
        typeIdentity: "ProviderAgent",
        businessId: business.id,
      });
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    }
  });

  it("accepts the user name in any letter case", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const response = await postLogin({
      user: user.email.toUpperCase(),
      password: encodePassword(user.password),
    });
    expect(response.status).toBe(200);
  });

  it("stores argon2id hashes, never the password", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(user.password);
  });

  it("answers a wrong password and an unknown user with the same Spanish message", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const wrong = await postLogin({ user: user.email, password: encodePassword("otra-cosa") });
    const unknown = await postLogin({ user: "nadie@prueba.test", password: encodePassword("otra-cosa") });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        isOk: false,
        message: MESSAGES.loginWrongCredentials,
        data: { error: [MESSAGES.loginWrongCredentials] },
      });
    }
  });

  it.each([
    [{}, [MESSAGES.loginUserRequired, MESSAGES.loginPasswordRequired]],
    [{ user: "", password: "" }, [MESSAGES.loginUserRequired, MESSAGES.loginPasswordRequired]],
    [{ user: "ana", password: encodePassword("x") }, [MESSAGES.loginUserInvalid]],
    [{ user: "ana@prueba.test", password: "texto-plano" }, [MESSAGES.passwordMalformed]],
    [{ user: "ana@prueba.test", password: "3" }, [MESSAGES.loginPasswordRequired]],
  ])("validates %j with the spec's messages", async (payload, messages) => {
    const response = await postLogin(payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages[0]);
    expect(response.body.data).toEqual({ error: messages });
  });

  it("refuses inactive users and users of an inactive business", async () => {
    const inactive = await createUser(t.deps.db, { role: "Super", status: "inactive" });
    const closedBusiness = await createBusiness(t.deps.db, { status: "inactive" });
    const member = await createUser(t.deps.db, { role: "ProviderAdmin", businessId: closedBusiness.id });
    for (const [user, message] of [
      [inactive, MESSAGES.loginUserInactive],
      [member, MESSAGES.loginBusinessInactive],
    ] as const) {
      const response = await postLogin({ user: user.email, password: encodePassword(user.password) });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it("throttles one address after five failures for a user, even with the right password, and records each attempt", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    for (let i = 0; i < 5; i++) {
      expect((await postLogin({ user: user.email, password: encodePassword("mala") })).status).toBe(400);
    }
    const throttled = await postLogin({ user: user.email, password: encodePassword(user.password) });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      isOk: false,
      message: MESSAGES.loginTooManyAttempts,
      data: { error: [MESSAGES.loginTooManyAttempts] },
    });
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(25);
    expect(Number(throttled.headers["retry-after"])).toBeLessThanOrEqual(30);
    const attempts = await t.deps.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.userKey, user.email));
    expect(attempts.filter((attempt) => !attempt.succeeded)).toHaveLength(5);
  });

  it("does not lock the user out: an attacker's failures never stop the right password from another address", async () => {
    const victim = await createUser(t.deps.db, { role: "Super" });
    const attacker = "203.0.113.66";
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await loginFrom(attacker, victim.email, `adivinanza-${i}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    expect((await loginFrom(attacker, victim.email, victim.password)).statusCode).toBe(429);
    const office = await loginFrom("198.51.100.20", victim.email, victim.password);
    expect(office.statusCode).toBe(200);
  });

  it("doubles the wait of an address with each further failure for the same user, up to the maximum", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const ip = "203.0.113.70";
    for (let i = 0; i < 5; i++) expect((await loginFrom(ip, user.email, "mala")).statusCode).toBe(400);
    const waits: number[] = [];
    for (let round = 0; round < 9; round++) {
      const refused = await loginFrom(ip, user.email, "mala");
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers["retry-after"]);
      waits.push(wait);
      await ageAttempts(ip, wait);
      expect((await loginFrom(ip, user.email, "mala")).statusCode).toBe(400);
    }
    expect(waits.map((wait) => Math.round(wait / 30) * 30)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it("gives every failing address one free failure while a user is under attack, but lets a clean address in", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(`203.0.113.${100 + i}`, user.email, "mala")).statusCode).toBe(400);
    }
    // One failure from an address is now enough to make it wait, even with the right password next.
    const second = await loginFrom("203.0.113.100", user.email, user.password);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
    // A fresh address may still try, and the user's own gets in.
    expect((await loginFrom("203.0.113.200", user.email, "mala")).statusCode).toBe(400);
    expect((await loginFrom("198.51.100.30", user.email, user.password)).statusCode).toBe(200);
  });

  it("throttles an address that fails for many users, whoever it tries next", async () => {
    const ip = "203.0.113.80";
    await t.deps.db.insert(loginAttempts).values(
      Array.from({ length: t.deps.config.login.ipFreeFailures }, (_, i) => ({
        userKey: `rociado-${i}@prueba.test`,
        ip,
        succeeded: false,
      })),
    );
    const user = await createUser(t.deps.db, { role: "Super" });
    const refused = await loginFrom(ip, user.email, user.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await loginFrom("198.51.100.40", user.email, user.password)).statusCode).toBe(200);
  });

  it("forgets an address's failures for a user once the user signs in from it", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const ip = "203.0.113.95";
    for (let i = 0; i < 4; i++) expect((await loginFrom(ip, user.email, "mala")).statusCode).toBe(400);
    expect((await loginFrom(ip, user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginFrom(ip, user.email, "mala")).statusCode).toBe(400);
    expect((await loginFrom(ip, user.email, user.password)).statusCode).toBe(200);
  });

  it("forgets an address's failures for a user once the user resets the password", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const ip = "203.0.113.90";
    for (let i = 0; i < 5; i++) expect((await loginFrom(ip, user.email, "mala")).statusCode).toBe(400);
    expect((await loginFrom(ip, user.email, user.password)).statusCode).toBe(429);
    await t.deps.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: `usado-${user.id}`,
      expiresAt: new Date(Date.now() + 60_000),
      usedAt: new Date(),
    });
    expect((await loginFrom(ip, user.email, user.password)).statusCode).toBe(200);
  });

  it("does not let one user's failures lock out another", async () => {
    const victim = await createUser(t.deps.db, { role: "Super" });
    const other = await createUser(t.deps.db, { role: "Super" });
    for (let i = 0; i < 6; i++) await postLogin({ user: victim.email, password: encodePassword("mala") });
    expect((await postLogin({ user: other.email, password: encodePassword(other.password) })).status).toBe(
      200,
    );
  });

  it("writes an audit row for each sign-in", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    await login(t.app, user);
    const rows = await t.deps.db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
    expect(rows.map((row) => row.action)).toContain("login");
  });
});

describe("one live session per user", () => {
  it("ends the older session when the user signs in again; its next call gets 401 'replaced'", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const first = await login(t.app, user);
    const ended: string[] = [];
    const unsubscribe = t.deps.events.subscribe("session.ended", (event) => ended.push(event.reason));
    const second = await login(t.app, user);
    unsubscribe();

    const old = await apiClient(t.app, first.token).post("/api/admin/Profile");
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ isOk: false, message: MESSAGES.sessionEnded, data: { reason: "replaced" } });
    expect((await apiClient(t.app, second.token).post("/api/admin/Profile")).status).toBe(200);
    expect(ended).toEqual(["replaced"]);
    const live = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.filter((session) => session.endedAt === null)).toHaveLength(1);
  });

  it("keeps exactly one live session when two sign-ins race", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const results = await Promise.all([login(t.app, user), login(t.app, user), login(t.app, user)]);
    expect(results).toHaveLength(3);
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.filter((session) => session.endedAt === null)).toHaveLength(1);
  });

  it("ends the session on logout", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const { token } = await login(t.app, user);
    expect((await apiClient(t.app, token).post("/api/auth/Logout")).status).toBe(200);
    const after = await apiClient(t.app, token).post("/api/admin/Profile");
    expect(after.status).toBe(401);
    expect(after.body.data).toEqual({ reason: "ended" });
  });

  it("refuses expired, tampered, foreign-signed and malformed tokens", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const { token } = await login(t.app, user);
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    if (!row) throw new Error("no session");

    const expired = await signSessionToken(
      { userId: user.id, sessionId: row.id, role: "Super", businessId: null },
      new Date(Date.now() - 1_000),
      t.deps.config.jwtSecret,
    );
    const foreign = await signSessionToken(
      { userId: user.id, sessionId: row.id, role: "Super", businessId: null },
      new Date(Date.now() + 60_000),
      new TextEncoder().encode("another-secret-that-is-also-long-enough"),
    );
    const [header, payload, signature] = token.split(".");
    const tamperedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: "VocomAdmin" })).toString(
      "base64url",
    );
    const cases: [string, string][] = [
      [expired, "expired"],
      [foreign, "invalid"],
      [`${header}.${tamperedPayload}.${signature}`, "invalid"],
      ["not-a-token", "invalid"],
      [`${payload}`, "invalid"],
    ];
    for (const [candidate, reason] of cases) {
      const response = await apiClient(t.app, candidate).post("/api/admin/Profile");
      expect(response.status).toBe(401);
      expect(response.body.data).toEqual({ reason });
    }
  });

  it("treats a session past its expiry in the database as expired", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const { token } = await login(t.app, user);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, user.id));
    const response = await apiClient(t.app, token).post("/api/admin/Profile");
    expect(response.status).toBe(401);
    expect(response.body.data).toEqual({ reason: "expired" });
  });

  it("cuts off a user deactivated while signed in", async () => {
    const user = await createUser(t.deps.db, { role: "Super" });
    const { token } = await login(t.app, user);
    await t.deps.db.update(users).set({ status: "inactive" }).where(eq(users.id, user.id));
    const response = await apiClient(t.app, token).post("/api/admin/Profile");
    expect(response.status).toBe(401);
    expect(response.body.data).toEqual({ reason: "ended" });
  });
});
