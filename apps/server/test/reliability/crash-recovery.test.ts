import { inArray } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { messages } from "../../src/db/schema/index.js";
import { newWamid } from "../fakes/whatsapp-webhook-payloads.js";
import { type Delivery, deliverWebhook } from "./deliver-webhook.js";
import { type ServedDatabase, servedDatabase } from "./served-database.js";
import { freePort, type ServerProcess, startServerProcess, stopServerProcess } from "./server-process.js";

/**
 * (b) of "no message lost": signed WhatsApp webhooks stream into the real server process, which is killed
 * with SIGKILL at random moments and restarted. Every webhook answered 2xx must be stored; the others are
 * accepted when the provider retries; nothing is stored twice. RELIABILITY_CRASHES sets the kill count.
 */
const CRASHES = Number(process.env.RELIABILITY_CRASHES ?? 2);
const SENDERS = 6;

let served: ServedDatabase | undefined;

afterAll(async () => {
  await served?.drop();
});

const deliver = (url: string, delivery: Delivery) => deliverWebhook(url, served?.appSecret ?? "", delivery);

it("keeps every acknowledged webhook across SIGKILLs and accepts the rest on retry", async () => {
  served = await servedDatabase("crash");
  const { env, open } = served;
  const port = await freePort();
  const deliveries: Delivery[] = [];
  let server: ServerProcess | undefined;

  for (let crash = 0; crash < CRASHES; crash++) {
    server = await startServerProcess(env, port);
    let streaming = true;
    const senders = Array.from({ length: SENDERS }, async (_, sender) => {
      while (streaming) {
        const delivery = {
          wamid: newWamid(),
          from: `5218112${String(sender).padStart(2, "0")}${String(deliveries.length % 1000).padStart(4, "0")}`,
          acked: false,
        };
        deliveries.push(delivery);
        delivery.acked = await deliver(server?.url ?? "", delivery);
      }
    });
    // Some traffic gets through first (however slow the machine), then the kill comes at a random moment.
    const ackedBefore = deliveries.filter((delivery) => delivery.acked).length;
    const deadline = Date.now() + 30_000;
    while (
      deliveries.filter((delivery) => delivery.acked).length < ackedBefore + 5 &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_500));
    // Requests in flight at this instant are the interesting ones: killed mid-way, acknowledged or not.
    streaming = false;
    await stopServerProcess(server, "SIGKILL");
    await Promise.all(senders);
  }

  const unacknowledged = deliveries.filter((delivery) => !delivery.acked).length;
  if (process.env.RELIABILITY_VERBOSE)
    process.stdout.write(
      `${deliveries.length} webhooks, ${unacknowledged} unacknowledged before the retries\n`,
    );
  // The provider retries whatever was not acknowledged, until it is.
  server = await startServerProcess(env, port);
  for (const delivery of deliveries.filter((candidate) => !candidate.acked)) {
    for (let attempt = 0; !delivery.acked && attempt < 5; attempt++)
      delivery.acked = await deliver(server.url, delivery);
  }
  // Replays of acknowledged ones are harmless.
  for (const delivery of deliveries.slice(0, 20)) await deliver(server.url, delivery);
  await stopServerProcess(server, "SIGTERM");

  expect(deliveries.every((delivery) => delivery.acked)).toBe(true);
  expect(deliveries.length).toBeGreaterThanOrEqual(CRASHES * 5);
  const handle = await open();
  try {
    const ids = deliveries.map((delivery) => delivery.wamid);
    const stored = await handle.db
      .select({ id: messages.providerMessageId })
      .from(messages)
      .where(inArray(messages.providerMessageId, ids));
    expect(new Set(stored.map((row) => row.id)).size).toBe(ids.length);
    expect(stored).toHaveLength(ids.length);
  } finally {
    await served.closeIfOwned(handle);
  }
}, 300_000);
