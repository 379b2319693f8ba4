import { encodePassword, MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../../test/api-client.js";
import { createUser, loginFrom as loginAttemptFrom } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";

describe("per-address request limit", () => {
  const t = routeTestWorld({ app: { env: { LOGIN_MAX_PER_IP_PER_MINUTE: "3" } }, businesses: false });

  it("limits login attempts per IP address, whatever user names are tried", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await apiClient(t.app).post("/api/auth/Login", {
        user: `persona${i}@prueba.test`,
        password: encodePassword("x"),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.body.message).toBe(MESSAGES.tooManyRequests);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});

describe("per-address failure throttle", () => {
  const t = routeTestWorld({
    app: { env: { LOGIN_IP_FREE_FAILURES: "3", LOGIN_BASE_DELAY_SECONDS: "20" } },
    businesses: false,
  });

  const loginFrom = (ip: string, user: string, password: string) =>
    loginAttemptFrom(t.app, ip, user, password);

  it("makes an address that keeps failing for different users wait, and only that address", async () => {
    const sprayer = "203.0.113.5";
    for (let i = 0; i < 3; i++) {
      expect((await loginFrom(sprayer, `persona${i}@prueba.test`, "Verano2024")).statusCode).toBe(400);
    }
    const user = await createUser(t.deps.db, { role: "Super" });
    const refused = await loginFrom(sprayer, user.email, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      isOk: false,
      message: MESSAGES.loginTooManyAttempts,
      data: { error: [MESSAGES.loginTooManyAttempts] },
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(15);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(20);
    expect((await loginFrom("198.51.100.9", user.email, user.password)).statusCode).toBe(200);
  });
});
