import { MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { clientWith, failure, get, post } from "../../test/api-client";
import { createFakeFetch, fail, ok } from "../../test/fake-fetch";
import { createApiClient } from "./api-client";

describe("API client", () => {
  it("returns data of a successful envelope, with either spelling of the flag", async () => {
    const { client } = clientWith({
      "POST /api/a": ok({ id: 1 }),
      "POST /api/b": { body: { IsOk: true, message: "", data: { id: 2 } } },
    });
    await expect(post(client, "/api/a")).resolves.toEqual({ id: 1 });
    await expect(post(client, "/api/b")).resolves.toEqual({ id: 2 });
  });

  it("sends the bearer token and JSON body; GET sends no body", async () => {
    const { client, calls } = clientWith({ "POST /api/x": ok(null), "GET /api/y": ok(null) });
    await post(client, "/api/x", { user: "ana" });
    await get(client, "/api/y", { Id: 5, skip: undefined });
    const [posted, got] = calls;
    expect(posted?.headers.get("Authorization")).toBe("Bearer a.b.c");
    expect(posted?.headers.get("Content-Type")).toBe("application/json");
    expect(await posted?.text()).toBe('{"user":"ana"}');
    expect(got?.method).toBe("GET");
    expect(new URL(got?.url ?? "").search).toBe("?Id=5");
    expect(got?.headers.get("Content-Type")).toBeNull();
  });

  it("GET keeps a query given in the options (a named business) beside its own", async () => {
    const { client, calls } = clientWith({ "GET /api/y": ok(null) });
    await get(client, "/api/y", undefined, { query: { business_id: 7 } });
    await get(client, "/api/y", { Id: 5 }, { query: { business_id: 7 } });
    expect(new URL(calls[0]?.url ?? "").search).toBe("?business_id=7");
    expect(new URL(calls[1]?.url ?? "").search).toBe("?business_id=7&Id=5");
  });

  it("sends no Authorization header without a session", async () => {
    const { client, calls } = clientWith({ "POST /api/auth/Login": ok(null) }, null);
    await post(client, "/api/auth/Login", {});
    expect(calls[0]?.headers.has("Authorization")).toBe(false);
  });

  it("treats isOk false as a failure with the server's message", async () => {
    const { client } = clientWith({
      "POST /api/x": { body: { isOk: false, message: "No se guardó", data: null } },
    });
    const error = await failure(post(client, "/api/x"));
    expect(error.kind).toBe("rejected");
    expect(error.message).toBe("No se guardó");
  });

  it("401 is not authorised with aux 401", async () => {
    const { client, onUnauthorized } = clientWith({ "POST /api/x": fail(401, { reason: "invalid" }) });
    const error = await failure(post(client, "/api/x"));
    expect(error).toMatchObject({ kind: "unauthorized", aux: 401, reason: "invalid" });
    expect(error.message).toBe(MESSAGES.notAuthorized);
    expect(onUnauthorized).toHaveBeenCalledWith("invalid", "a.b.c");
  });

  it("reports an expired or replaced session to the app, but not for calls that expect it", async () => {
    const { client, onUnauthorized } = clientWith({
      "POST /api/x": fail(401, { reason: "replaced" }),
      "POST /api/auth/Logout": fail(401, { reason: "expired" }),
    });
    await failure(post(client, "/api/x"));
    await failure(post(client, "/api/auth/Logout", undefined, { ignoreUnauthorized: true }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith("replaced", "a.b.c");
  });

  it("does not report a 401 of a call made without a session (a failed sign-in is no ended session)", async () => {
    const { client, onUnauthorized } = clientWith({ "POST /api/x": fail(401, { reason: "missing" }) }, null);
    await failure(post(client, "/api/x"));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("403 shows why the action was refused, and keeps the session", async () => {
    const { client, onUnauthorized } = clientWith({
      "POST /api/admin/MyBusiness": fail(403, { error: ["No tienes permiso para realizar esta acción"] }),
    });
    const error = await failure(post(client, "/api/admin/MyBusiness"));
    expect(error).toMatchObject({
      kind: "forbidden",
      aux: 403,
      message: "No tienes permiso para realizar esta acción",
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("404 says the route does not exist", async () => {
    const { client } = clientWith({});
    const error = await failure(post(client, "/api/nope"));
    expect(error).toMatchObject({ kind: "not-found", aux: 404, message: "The route does not exist" });
  });

  it("400 and 429 show the first message of data.error", async () => {
    const { client } = clientWith({
      "POST /api/auth/Login": fail(400, { error: [MESSAGES.loginWrongCredentials, "otro"] }),
      "POST /api/auth/ForgotPassword": fail(429, { error: [MESSAGES.loginTooManyAttempts] }),
      "POST /api/empty": fail(400, {}),
    });
    expect((await failure(post(client, "/api/auth/Login"))).message).toBe(MESSAGES.loginWrongCredentials);
    const limited = await failure(post(client, "/api/auth/ForgotPassword"));
    expect(limited).toMatchObject({ kind: "rate-limited", aux: 429, message: MESSAGES.loginTooManyAttempts });
    expect((await failure(post(client, "/api/empty"))).message).toBe(MESSAGES.invalidRequest);
  });

  it("a 5xx shows a generic Spanish text, not the server's internals", async () => {
    const { client } = clientWith({
      "POST /api/x": { status: 500, body: { isOk: false, message: "TypeError: x" } },
    });
    const error = await failure(post(client, "/api/x"));
    expect(error).toMatchObject({ kind: "server", aux: 500, message: MESSAGES.internalError });
  });

  it("a network failure is aux 500 with the network message", async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
      getToken: () => null,
    });
    const error = await failure(post(client, "/api/x"));
    expect(error).toMatchObject({ kind: "network", aux: 500, status: 0, message: MESSAGES.networkError });
  });

  it("gives up after the time-out with the network message", async () => {
    const fake = createFakeFetch({ "POST /api/slow": () => new Promise(() => undefined) });
    const client = createApiClient({ fetch: fake.fetch, getToken: () => null, timeoutMs: 30 });
    const error = await failure(post(client, "/api/slow"));
    expect(error).toMatchObject({ kind: "timeout", aux: 500, message: MESSAGES.networkError });
  });

  it("passes a caller's cancellation through untouched", async () => {
    const fake = createFakeFetch({ "POST /api/slow": () => new Promise(() => undefined) });
    const client = createApiClient({ fetch: fake.fetch, getToken: () => null });
    const controller = new AbortController();
    const pending = post(client, "/api/slow", undefined, { signal: controller.signal });
    controller.abort(new DOMException("cancelada", "AbortError"));
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
