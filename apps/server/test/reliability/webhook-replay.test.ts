import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createWhatsappCloudAdapter } from "../../src/channels/whatsapp-cloud/whatsapp-cloud-adapter.js";
import { messages } from "../../src/db/schema/index.js";
import { createBusiness } from "../factories.js";
import { type FakeWhatsappGraph, startFakeWhatsappGraph } from "../fakes/fake-whatsapp-graph.js";
import { addWhatsappLine } from "../fakes/provider-lines.js";
import { newWamid, signWhatsappWebhook, text, whatsappInbound } from "../fakes/whatsapp-webhook-payloads.js";
import { createTestApp, type TestApp } from "../test-app.js";

/**
 * (a) of "no message lost": N distinct signed WhatsApp webhooks, each delivered three times, all at once in a
 * shuffled order -> exactly N messages, every delivery answered 200. RELIABILITY_WEBHOOKS sets N (10,000 in
 * the full run).
 */
const N = Number(process.env.RELIABILITY_WEBHOOKS ?? 300);
const IN_FLIGHT = 64;

let t: TestApp;
let graph: FakeWhatsappGraph;
beforeAll(async () => {
  graph = await startFakeWhatsappGraph();
  t = await createTestApp({
    adapters: [createWhatsappCloudAdapter({ graphUrl: graph.graphUrl, timeoutMs: 2_000 })],
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

it(`stores exactly ${N} messages from ${N * 3} concurrent deliveries (each webhook three times)`, async () => {
  const business = await createBusiness(t.deps.db);
  const line = await addWhatsappLine(t, graph, business.id);
  const webhooks = Array.from({ length: N }, (_, index) =>
    signWhatsappWebhook(
      whatsappInbound(
        { phoneNumberId: line.phoneNumberId },
        {
          from: `521811${String(index % 500).padStart(7, "0")}`,
          messages: [{ id: newWamid(), ...text(`mensaje ${index}`) }],
        },
      ),
      line.appSecret,
    ),
  );
  const deliveries = [...webhooks, ...webhooks, ...webhooks];
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [deliveries[i], deliveries[j]] = [
      deliveries[j] as (typeof deliveries)[number],
      deliveries[i] as (typeof deliveries)[number],
    ];
  }

  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < deliveries.length) {
        const delivery = deliveries[next++];
        if (!delivery) break;
        const response = await t.app.inject({
          method: "POST",
          url: "/api/webhooks/whatsapp",
          headers: delivery.headers,
          payload: delivery.payload,
        });
        statuses.push(response.statusCode);
      }
    }),
  );

  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(statuses).toHaveLength(N * 3);
  const [stored] = await t.deps.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.businessId, business.id));
  expect(stored?.n).toBe(N);
}, 1_800_000);
