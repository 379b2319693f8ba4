import { encodePassword } from "@consola/shared";
import { expect, it } from "vitest";
import { apiClient } from "../../../test/api-client.js";
import { createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";

const logLines: string[] = [];
const t = routeTestWorld({ app: { logLines }, businesses: false });

it("never writes a password, plain or encoded, or a token to the logs, and logs throttled logins", async () => {
  const user = await createUser(t.deps.db, { role: "Super", password: "Clave-Muy-Secreta-77" });
  const wrongEncoded = encodePassword("Intento-Fallido-99", 3);
  for (let i = 0; i < 6; i++) {
    await apiClient(t.app).post("/api/auth/Login", { user: user.email, password: wrongEncoded });
  }
  const rightEncoded = encodePassword(user.password, 4);
  const throttled = await apiClient(t.app).post("/api/auth/Login", {
    user: user.email,
    password: rightEncoded,
  });
  expect(throttled.status).toBe(429);

  const other = await createUser(t.deps.db, { role: "Super", password: "Otra-Clave-Secreta-55" });
  const encoded = encodePassword(other.password, 2);
  const login = await apiClient(t.app).post<{ token: string }>("/api/auth/Login", {
    user: other.email,
    password: encoded,
  });
  const token = login.body.data.token;
  await apiClient(t.app, token).post("/api/admin/Profile");
  await t.app.inject({
    method: "POST",
    url: "/api/auth/ResetPassword",
    payload: { token: "x", password: encoded, confirmPassword: encoded },
  });

  const logs = logLines.join("\n");
  expect(logLines.length).toBeGreaterThan(10);
  for (const secret of [
    "Clave-Muy-Secreta-77",
    "Intento-Fallido-99",
    "Otra-Clave-Secreta-55",
    wrongEncoded,
    rightEncoded,
    encoded,
    token,
  ]) {
    expect(logs).not.toContain(secret);
  }
  // Each throttle names the user and the address it refused, and which count tripped.
  const throttles = logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === "login throttled: too many failed attempts");
  expect(throttles.length).toBeGreaterThan(0);
  for (const line of throttles) {
    expect(line).toMatchObject({ level: 40, userKey: user.email, ip: "127.0.0.1", limit: "pair" });
    expect(line.retryAfterSeconds).toEqual(expect.any(Number));
  }
  expect(logs).toContain("login failed: wrong credentials");
  // Request logs carry the request id.
  expect(logLines.some((line) => /"reqId":"[0-9a-f-]{36}"/.test(line))).toBe(true);
});

it("logs a reset mail held back by the per-address limit, with the user and the address", async () => {
  const user = await createUser(t.deps.db, { role: "Super" });
  for (let i = 0; i < 2; i++) {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/ForgotPassword",
      remoteAddress: "198.51.100.77",
      payload: { email: user.email },
    });
  }
  await t.deps.tasks.settle();
  const held = logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => String(line.msg).startsWith("password reset mail not sent"));
  expect(held).toEqual([expect.objectContaining({ level: 40, userId: user.id, ip: "198.51.100.77" })]);
});
