import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { messages } from "../../src/db/schema/index.js";
import { createBusiness } from "../factories.js";
import { addWhatsappLine } from "../fakes/provider-lines.js";
import { newWamid, signWhatsappWebhook, text, whatsappInbound } from "../fakes/whatsapp-webhook-payloads.js";
import { whatsappTestWorld } from "../whatsapp-test-world.js";

/**
 * (a) of "no message lost": N distinct signed WhatsApp webhooks, each delivered three times, all at once in a
 * shuffled order -> exactly N messages, every delivery answered 200. RELIABILITY_WEBHOOKS sets N (10,000 in
 * the full run).
 */
const N = Number(process.env.RELIABILITY_WEBHOOKS ?? 300);
const IN_FLIGHT = 64;

const world = whatsappTestWorld({ adapter: { timeoutMs: 2_000 } });

it(`stores exactly ${N} messages from ${N * 3} concurrent deliveries (each webhook three times)`, async () => {
  const business = await createBusiness(world.t.deps.db);
  const line = await addWhatsappLine(world.t, world.graph, business.id);
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
        const response = await world.t.app.inject({
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
  const [stored] = await world.t.deps.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.businessId, business.id));
  expect(stored?.n).toBe(N);
}, 1_800_000);
