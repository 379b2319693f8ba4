import { encodePassword, MESSAGES } from "@consola/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiClient, createTestApp, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_PER_IP_PER_MINUTE: "3" } });
});
afterAll(async () => {
  await t.close();
});

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
