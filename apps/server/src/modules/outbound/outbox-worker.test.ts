import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pendingChat } from "../../../test/engine-factories.js";
import { createBusiness, signedInAs, type TestBusiness } from "../../../test/factories.js";
import { drainOutbox } from "../../../test/outbox.js";
import { recordingAdapter } from "../../../test/recording-adapter.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { earlyDeliveryStatuses, messages } from "../../db/schema/index.js";
import type { DomainEvents } from "../../events/domain-events.js";
import { applyStatusUpdates, reconcileEarlyStatuses } from "./delivery-status.js";
import { backoffMs, failAbandonedSends } from "./outbox-worker.js";

const provider = recordingAdapter();
let business: TestBusiness;
let agent: Awaited<ReturnType<typeof signedInAs>>;

const t = routeTestWorld({
  app: { adapters: [provider.adapter], env: { OUTBOX_MAX_ATTEMPTS: "3" } },
  businesses: false,
});
beforeAll(async () => {
  business = await createBusiness(t.deps.db);
  agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
});

async function queuedMessage(text: string) {
  const { conversationId, channel } = await pendingChat(t.deps, business.id);
  await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  const response = await agent.api.post<{ id: number }>("/api/wp/SendMessage", {
    conversationId,
    message: text,
  });
  return { id: response.body.data.id, channel };
}

const rowOf = async (id: number) => (await t.deps.db.select().from(messages).where(eq(messages.id, id)))[0];
/** Makes a retry due now instead of after its backoff. */
const makeDue = (id: number) =>
  t.deps.db.update(messages).set({ nextAttemptAt: sql`now()` }).where(eq(messages.id, id));

async function runWorker() {
  await drainOutbox(t.deps);
}

describe("outbox worker", () => {
  it("retries while the provider is down and delivers exactly once when it is back", async () => {
    const { id } = await queuedMessage("reintento");
    provider.failNext(2, true);
    await runWorker();
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 1, error: "proveedor caído" });
    await makeDue(id);
    await runWorker();
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 2 });
    await makeDue(id);
    await runWorker();
    await runWorker();
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 3, error: null });
    expect(provider.sent.filter((message) => message.messageId === id)).toHaveLength(1);
  });

  it("waits for the backoff before retrying", async () => {
    const { id } = await queuedMessage("espera");
    provider.failNext(1, true);
    await runWorker();
    await runWorker();
    const row = await rowOf(id);
    expect(row?.status).toBe("queued");
    expect(row?.attempts).toBe(1);
    expect(row?.nextAttemptAt?.getTime()).toBeGreaterThanOrEqual(Date.now() - 1_000);
  });

  it("marks a refused message failed at once, and gives up after the maximum attempts", async () => {
    const refused = await queuedMessage("rechazado");
    provider.failNext(1, false);
    await runWorker();
    expect(await rowOf(refused.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "número no válido",
    });

    const flaky = await queuedMessage("sin suerte");
    provider.failNext(10, true);
    for (let i = 0; i < 4; i++) {
      await makeDue(flaky.id);
      await runWorker();
    }
    expect(await rowOf(flaky.id)).toMatchObject({ status: "failed", attempts: 3 });
    provider.failNext(0);
  });

  it("never resends a message whose worker died mid-send", async () => {
    const { id } = await queuedMessage("interrumpido");
    await t.deps.db
      .update(messages)
      .set({ status: "sending", lockedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(eq(messages.id, id));
    expect(await failAbandonedSends(t.deps)).toBeGreaterThanOrEqual(1);
    await runWorker();
    expect((await rowOf(id))?.status).toBe("failed");
    expect(provider.sent.some((message) => message.messageId === id)).toBe(false);
  });

  it("moves delivery statuses forward only, and tells the hub", async () => {
    const { id, channel } = await queuedMessage("estado");
    await runWorker();
    const providerId = (await rowOf(id))?.providerMessageId ?? "";
    const seen: DomainEvents["message.status"][] = [];
    const off = t.deps.events.subscribe("message.status", (event) => seen.push(event));
    const at = new Date();
    await applyStatusUpdates(t.deps, channel, [{ providerMessageId: providerId, status: "read", at }]);
    await applyStatusUpdates(t.deps, channel, [{ providerMessageId: providerId, status: "delivered", at }]);
    await applyStatusUpdates(t.deps, channel, [{ providerMessageId: "unknown", status: "read", at }]);
    off();
    expect(await rowOf(id)).toMatchObject({ status: "read" });
    expect(seen.map((event) => event.status)).toEqual(["read"]);
  });

  it("keeps a callback that beats the worker's commit and applies it once the provider id is recorded", async () => {
    const { id, channel } = await queuedMessage("rápido");
    // Only this message may take the provider's next id: an earlier test's retry, due by now on a slow run,
    // would be sent first and take it (seen in CI under load).
    await t.deps.db
      .update(messages)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(and(ne(messages.id, id), isNotNull(messages.nextAttemptAt)));
    // The provider will answer with this id; its "delivered" callback arrives before the worker records it.
    const providerId = "rec-early-1";
    const early = await applyStatusUpdates(t.deps, channel, [
      { providerMessageId: providerId, status: "delivered", at: new Date() },
    ]);
    expect(early).toEqual({ applied: 0, early: 1 });
    provider.nextIds.push(providerId);
    await runWorker();
    expect(await rowOf(id)).toMatchObject({ status: "delivered", providerMessageId: providerId });
    const kept = await t.deps.db
      .select()
      .from(earlyDeliveryStatuses)
      .where(eq(earlyDeliveryStatuses.providerMessageId, providerId));
    expect(kept).toEqual([]);
  });

  it("applies a kept callback whose message got its id while the callback was being stored", async () => {
    const { id, channel } = await queuedMessage("cruzado");
    await runWorker();
    const providerId = (await rowOf(id))?.providerMessageId ?? "";
    // As if the callback's transaction had not seen the worker's commit.
    await t.deps.db
      .insert(earlyDeliveryStatuses)
      .values({ channelId: channel.id, providerMessageId: providerId, status: "read", at: new Date() });
    expect(await reconcileEarlyStatuses(t.deps)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "read" });
  });

  it("backs off exponentially with jitter, capped at five minutes", () => {
    expect(backoffMs(1, () => 0.5)).toBe(2_000);
    expect(backoffMs(3, () => 0.5)).toBe(8_000);
    expect(backoffMs(20, () => 0.5)).toBe(300_000);
    expect(backoffMs(1, () => 0)).toBe(1_600);
    expect(backoffMs(1, () => 1)).toBe(2_400);
  });
});
