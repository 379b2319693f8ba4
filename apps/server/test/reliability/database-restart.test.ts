import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, signedInAs } from "../factories.js";
import { routeTestWorld } from "../route-test-world.js";
import { startTcpProxy } from "./tcp-proxy.js";

/**
 * (d) of "no message lost": the database restarts while requests flow. Requests during the outage fail with
 * a 503 the client may retry (never a crash); afterwards the same server instance serves everything again,
 * without being restarted itself. Only with a real PostgreSQL server (PGlite lives inside the process).
 */
const realDatabase = Boolean(process.env.DATABASE_URL);
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

describe.skipIf(!realDatabase)("a database that restarts", () => {
  beforeAll(async () => {
    const target = new URL(process.env.DATABASE_URL ?? "");
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterAll(async () => {
    await proxy.close();
  });
  // After the proxy's hooks: the app starts once the proxy listens, and closes before the proxy stops.
  const t = routeTestWorld({
    app: () => ({
      // The load is one user sending as fast as it can: above the per-user send limit, which is not under test.
      env: { SENDS_PER_USER_PER_MINUTE: "1000000" },
      database: {
        connectVia: (url) => {
          const viaProxy = new URL(url);
          viaProxy.hostname = "127.0.0.1";
          viaProxy.port = String(proxy.port);
          return viaProxy.toString();
        },
      },
    }),
    businesses: false,
  });

  it("recovers by itself when the database restarts under load", async () => {
    const business = await createBusiness(t.deps.db);
    const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    const statuses: number[] = [];
    let running = true;
    let sent = 0;
    const load = Array.from({ length: 4 }, async (_, worker) => {
      while (running) {
        const response = await admin.api.post("/api/sandbox/Send", {
          phoneNumber: `81555${String(worker)}${String(sent++ % 10_000).padStart(4, "0")}`,
          message: "carga",
        });
        statuses.push(response.status);
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 500));
    await proxy.restart(1_500);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    running = false;
    await Promise.all(load);

    // What failed during the outage failed as a retryable 503, and the outage really happened under load.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);

    // Afterwards: the same instance answers everything again.
    const after = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        admin.api.post("/api/sandbox/Send", {
          phoneNumber: `8155599${String(index).padStart(4, "0")}`,
          message: "después",
        }),
      ),
    );
    expect(after.map((response) => response.status)).toEqual(after.map(() => 200));
    const health = await admin.api.get("/api/health");
    expect(health.body.data).toEqual({ status: "ok", database: "up" });
  }, 60_000);
});
