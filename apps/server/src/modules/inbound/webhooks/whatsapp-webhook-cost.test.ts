import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBusiness } from "../../../../test/factories.js";
import { addWhatsappLine } from "../../../../test/fakes/provider-lines.js";
import {
  newWamid,
  signWhatsappWebhook,
  text,
  whatsappInbound,
} from "../../../../test/fakes/whatsapp-webhook-payloads.js";
import { whatsappTestWorld } from "../../../../test/whatsapp-test-world.js";
import type { Database } from "../../../db/client.js";
import { messages } from "../../../db/schema/index.js";
import { MAX_UNVOUCHED_LINES, receiveWhatsappWebhook } from "./whatsapp-webhook.service.js";

const PLATFORM_SECRET = "secreto-de-la-plataforma";
const logLines: string[] = [];
const world = whatsappTestWorld({ app: { env: { WHATSAPP_APP_SECRET: PLATFORM_SECRET }, logLines } });

let idSeed = 0;
/** A delivery naming `count` lines nobody has, as compact as a stranger would make it. */
function madeUpDelivery(count: number): string {
  const changes = Array.from({ length: count }, () => ({
    field: "messages",
    value: { metadata: { phone_number_id: `9${idSeed++}` } },
  }));
  return JSON.stringify({ object: "whatsapp_business_account", entry: [{ id: "1", changes }] });
}

const unsigned = (payload: string) => ({
  payload,
  headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${"0".repeat(64)}` },
});

/** The app's database, counting the queries the webhook starts (each read begins with select). */
function countingDatabase(): { db: Database; selects: () => number } {
  let selects = 0;
  const real = world.t.deps.db;
  const db = new Proxy(real, {
    get(target, property) {
      if (property === "select") selects++;
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, selects: () => selects };
}

describe("WhatsApp webhook: what an unsigned delivery costs", () => {
  it("refuses a delivery naming thousands of made-up lines without reading the database", async () => {
    const payload13k = madeUpDelivery(13_000);
    expect(payload13k.length).toBeLessThan(1024 * 1024);
    const response = await world.postWebhook(unsigned(payload13k));
    expect(response.statusCode).toBe(401);

    const untouchable = new Proxy({} as Database, {
      get() {
        throw new Error("the database was read before the delivery was vouched for");
      },
    });
    const payload = Buffer.from(madeUpDelivery(MAX_UNVOUCHED_LINES + 1));
    await expect(
      receiveWhatsappWebhook({ ...world.t.deps, db: untouchable }, payload, undefined),
    ).resolves.toBe("unauthorized");
  });

  it("reads every line of a delivery in one query, and a made-up line not again while it is known missing", async () => {
    const counting = countingDatabase();
    const deps = { ...world.t.deps, db: counting.db };
    const payload = Buffer.from(madeUpDelivery(MAX_UNVOUCHED_LINES));
    const before = logLines.length;

    await expect(receiveWhatsappWebhook(deps, payload, undefined)).resolves.toBe("unauthorized");
    expect(counting.selects()).toBe(1);
    await expect(receiveWhatsappWebhook(deps, payload, undefined)).resolves.toBe("unauthorized");
    expect(counting.selects()).toBe(1);
    // One log line per delivery, however many lines it made up.
    const written = logLines.slice(before);
    expect(written).toHaveLength(2);
    expect(JSON.parse(written[0] ?? "{}")).toMatchObject({ unknownLines: MAX_UNVOUCHED_LINES });
  });

  it("still routes a platform-signed delivery that names more lines than that, one of them ours", async () => {
    const business = await createBusiness(world.t.deps.db);
    const line = await addWhatsappLine(world.t, world.graph, business.id, { ownAppSecret: false });
    const wamid = newWamid();
    const ours = whatsappInbound(line, { from: "5218112345678", messages: [{ id: wamid, ...text("Hola") }] });
    const crowd = JSON.parse(madeUpDelivery(MAX_UNVOUCHED_LINES + 5));
    crowd.entry.push(...ours.entry);

    const response = await world.postWebhook(signWhatsappWebhook(crowd, PLATFORM_SECRET));
    expect(response.statusCode).toBe(200);
    const stored = await world.t.deps.db.select().from(messages).where(eq(messages.providerMessageId, wamid));
    expect(stored).toHaveLength(1);
  });

  it("turns an address away unread after repeated refusals, and only that address", async () => {
    const from = (remoteAddress: string, payload: string) =>
      world.t.app.inject({
        method: "POST",
        url: "/api/webhooks/whatsapp",
        remoteAddress,
        ...unsigned(payload),
      });
    const delivery = madeUpDelivery(1);
    for (let refusal = 0; refusal < 30; refusal++) {
      expect((await from("203.0.113.7", delivery)).statusCode).toBe(401);
    }
    const turnedAway = await from("203.0.113.7", delivery);
    expect(turnedAway.statusCode).toBe(429);
    expect(turnedAway.json()).toMatchObject({
      message: "Demasiadas solicitudes. Intenta de nuevo en unos momentos.",
    });
    expect(Number(turnedAway.headers["retry-after"])).toBeGreaterThan(0);
    expect((await from("203.0.113.8", delivery)).statusCode).toBe(401);
  });
});
