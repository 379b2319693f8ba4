import { expect, it } from "vitest";
import { routeTestWorld } from "../../test/route-test-world.js";

const t = routeTestWorld({ app: { env: { CORS_ORIGIN: "https://consola.example.com" } }, businesses: false });

it("lets only the configured origin call the API from a browser", async () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: "OPTIONS",
      url: "/api/auth/Login",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
  const allowed = await preflight("https://consola.example.com");
  expect(allowed.headers["access-control-allow-origin"]).toBe("https://consola.example.com");
  const other = await preflight("https://evil.example");
  expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  const simple = await t.app.inject({
    method: "GET",
    url: "/api/health",
    headers: { origin: "https://evil.example" },
  });
  expect(simple.headers["access-control-allow-origin"]).toBeUndefined();
});
