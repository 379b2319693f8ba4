import { MESSAGES, ROLE_IDS } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../test/api-client.js";
import { signedInAs } from "../../test/factories.js";
import { routeTestWorld } from "../../test/route-test-world.js";

const t = routeTestWorld({ businesses: false });

describe("API contract", () => {
  it("answers an unknown route with 404 'The route does not exist'", async () => {
    for (const url of ["/api/nope", "/api/auth/Nope", "/api"]) {
      const response = await apiClient(t.app).post(url, {});
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ isOk: false, message: MESSAGES.routeNotFound, data: null });
    }
  });

  it("refuses a private route without a token with 401 and the reason", async () => {
    const response = await apiClient(t.app).post("/api/admin/Profile");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      isOk: false,
      message: MESSAGES.notAuthorized,
      data: { reason: "missing" },
    });
  });

  it("answers malformed JSON and wrong content types with a Spanish 400, never a 500", async () => {
    const postLogin = (contentType: string, payload: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/Login",
        headers: { "content-type": contentType },
        payload,
      });
    const badJson = await postLogin("application/json", "{not json");
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ isOk: false, data: { error: [MESSAGES.invalidRequest] } });

    const wrongType = await postLogin("application/xml", "<user/>");
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ isOk: false, message: MESSAGES.invalidRequest });
  });

  it("gives field messages for wrong types and an array body", async () => {
    const response = await apiClient(t.app).post("/api/auth/Login", [1, 2]);
    expect(response.status).toBe(400);
    expect(response.body.isOk).toBe(false);
    const wrongTypes = await apiClient(t.app).post("/api/auth/Login", { user: 42, password: { x: 1 } });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.data).toEqual({
      error: [MESSAGES.loginUserRequired, MESSAGES.loginPasswordRequired],
    });
  });

  it("refuses a body over 1 MB with a Spanish 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/Login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ user: "a".repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ isOk: false, message: MESSAGES.payloadTooLarge });
  });

  it("echoes a sane X-Request-Id and makes one up otherwise", async () => {
    const given = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(given.headers["x-request-id"]).toBe("abc-123");
    const hostile = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "<script>" },
    });
    expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    // Media (the chime, audio and video messages) plays from blob: URLs, and from nowhere else.
    expect(response.headers["content-security-policy"]).toContain("media-src 'self' blob:;");
    // The hub's websocket goes to the console's own origin (PUBLIC_URL), never to any host.
    expect(response.headers["content-security-policy"]).toMatch(
      /connect-src 'self' ws:\/\/consola\.test(;|$)/,
    );
    expect(response.headers["content-security-policy"]).not.toMatch(/\swss?:(\s|;|$)/);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    // Every answer, a route nobody declared included.
    const missing = await t.app.inject({ method: "GET", url: "/api/no-existe" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(missing.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("reports health with database reachability", async () => {
    const response = await apiClient(t.app).get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isOk: true, message: "", data: { status: "ok", database: "up" } });
  });

  it("marks every API answer as not to be stored, errors included", async () => {
    const { token } = await signedInAs(t.app, t.deps.db, "Super");
    const answers = [
      await t.app.inject({ method: "GET", url: "/api/health" }),
      await t.app.inject({ method: "POST", url: "/api/admin/Profile" }),
      await t.app.inject({ method: "POST", url: "/api/nope", payload: {} }),
      await t.app.inject({
        method: "POST",
        url: "/api/admin/Profile",
        headers: { authorization: `Bearer ${token}` },
      }),
    ];
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("documents public routes as needing no token and the rest as needing one", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      security: unknown;
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(document.security).toEqual([{ bearer: [] }]);
    const publicOperations = t.app.routeTable.filter(
      (route) => route.public && route.url.startsWith("/api/") && document.paths[toOpenApi(route.url)],
    );
    expect(publicOperations.map((route) => route.url)).toEqual(
      expect.arrayContaining(["/api/auth/Login", "/api/auth/ForgotPassword", "/api/health"]),
    );
    for (const route of publicOperations) {
      const operation = document.paths[toOpenApi(route.url)]?.[route.method.toLowerCase()];
      expect(operation?.security, `${route.method} ${route.url}`).toEqual([]);
    }
    expect(document.paths["/api/admin/Profile"]?.post?.security).toBeUndefined();
  });

  it("publishes an OpenAPI document of the routes and a browsable page", async () => {
    const document = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/auth/Login",
        "/api/admin/Profile",
        "/api/config/GetColors",
        "/api/catalog/ListRole",
      ]),
    );
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("serves the role catalogue and new ids to a signed-in user", async () => {
    const { api } = await signedInAs(t.app, t.deps.db, "Super");
    const roles = await api.post<{ id: string; name: string }[]>("/api/catalog/ListRole");
    expect(roles.body.data.map((role) => role.id)).toEqual([...ROLE_IDS]);
    expect(roles.body.data.find((role) => role.id === "ProviderAgent")?.name).toBe("Agente");
    const first = await api.post<{ id: string }>("/api/catalog/NewId");
    const second = await api.post<{ id: string }>("/api/catalog/NewId");
    expect(first.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body.data.id).not.toBe(second.body.data.id);
  });

  it("matches routes regardless of letter case, as the spec's mixed-case paths invite", async () => {
    const response = await apiClient(t.app).get("/API/HEALTH");
    expect(response.status).toBe(200);
  });
});

/** Fastify's `/a/:id` as OpenAPI writes it: `/a/{id}`. */
function toOpenApi(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, "{$1}");
}
