import { describe, expect, it } from "vitest";
import { pendingChat } from "../../test/engine-factories.js";
import { createBusiness, signedInAs } from "../../test/factories.js";
import { routeTestWorld } from "../../test/route-test-world.js";

const t = routeTestWorld({ app: { env: { METRICS_TOKEN: "metrics-token-0123456789" } }, businesses: false });

const scrape = async () => {
  const response = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: "Bearer metrics-token-0123456789" },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

const value = (text: string, metric: string) => {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${metric} `));
  return line === undefined ? undefined : Number(line.split(" ")[1]);
};

it("exposes HTTP latency by route template, inbound lag and the outbox depth and age", async () => {
  const business = await createBusiness(t.deps.db);
  const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
  const { conversationId } = await pendingChat(t.deps, business.id, {
    receivedAt: new Date(Date.now() - 2_000),
  });
  await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  await agent.api.post("/api/wp/SendMessage", { conversationId, message: "en cola" });
  await t.app.inject({ method: "GET", url: "/api/nada/12345" });

  const text = await scrape();
  expect(text).toContain(
    'http_request_duration_seconds_count{method="POST",route="/api/wp/TakePendient",status="200"} 1',
  );
  // Unknown paths share one label, so junk URLs cannot blow up the series count.
  expect(text).toContain('route="not_found"');
  expect(text).not.toContain("/api/nada/12345");
  expect(text).toMatch(/inbound_lag_seconds_count\{provider="sandbox"\} 1/);
  expect(value(text, "outbox_depth")).toBe(1);
  expect(value(text, "outbox_oldest_age_seconds")).toBeGreaterThanOrEqual(0);
  expect(text).toContain("hub_connected_sockets 0");
  expect(text).toContain("process_cpu_seconds_total");
});

it("requires the metrics token when one is configured", async () => {
  const response = await t.app.inject({ method: "GET", url: "/metrics" });
  expect(response.statusCode).toBe(401);
});

describe("with no token configured", () => {
  const open = routeTestWorld({ businesses: false });

  it("serves no metrics at all when no token is configured", async () => {
    for (const authorization of [undefined, "Bearer ", "Bearer undefined"]) {
      const response = await open.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("process_cpu");
    }
  });
});
