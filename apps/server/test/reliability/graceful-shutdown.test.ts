import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { conversations, messages } from "../../src/db/schema/index.js";
import { startOutboxWorker } from "../../src/modules/outbound/outbox-worker.js";
import { pendingChat } from "../engine-factories.js";
import { createBusiness, signedInAs } from "../factories.js";
import { recordingAdapter } from "../recording-adapter.js";
import { routeTestWorld } from "../route-test-world.js";

/** Shutting down finishes what is in flight (requests, a send) instead of cutting it. */
const provider = recordingAdapter();
const t = routeTestWorld({ app: { adapters: [provider.adapter] }, businesses: false });

it("finishes an in-flight send before the outbox worker stops", async () => {
  const business = await createBusiness(t.deps.db);
  const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
  const { conversationId } = await pendingChat(t.deps, business.id);
  await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sending: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    sending = resolve;
  });
  const send = provider.adapter.send;
  provider.adapter.send = async (channel, message) => {
    sending();
    await gate;
    return send(channel, message);
  };
  const response = await agent.api.post<{ id: number }>("/api/wp/SendMessage", {
    conversationId,
    message: "en vuelo",
  });
  const worker = startOutboxWorker(t.deps);
  await started;
  let stopped = false;
  const stopping = worker.stop().then(() => {
    stopped = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(stopped).toBe(false);
  release();
  await stopping;
  provider.adapter.send = send;
  const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, response.body.data.id));
  expect(row?.status).toBe("sent");
});

it("answers a request already in flight when the server closes, and refuses new connections", async () => {
  const business = await createBusiness(t.deps.db);
  const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
  const { conversationId } = await pendingChat(t.deps, business.id);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

  let releaseLock: () => void = () => {};
  const holding = t.deps.db.transaction(async (tx) => {
    // Holds the chat's row: the request below waits on it, in flight, while the server shuts down.
    await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for("update");
    await new Promise<void>((resolve) => {
      releaseLock = resolve;
    });
    await tx.execute(sql`select 1`);
  });
  const inFlight = fetch(`${url}/api/wp/TakePendient`, {
    method: "POST",
    headers: { authorization: `Bearer ${agent.token}`, "content-type": "application/json" },
    body: JSON.stringify({ id: conversationId, agentId: 0 }),
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const closing = t.app.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
  releaseLock();
  await holding;
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  // And the shutdown completes promptly once nothing is in flight.
  const started = Date.now();
  await closing;
  expect(Date.now() - started).toBeLessThan(5_000);
});
