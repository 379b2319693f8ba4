import type { MessageView } from "@consola/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, signedInAs } from "../../../../test/factories.js";
import {
  type FakeWhatsappGraph,
  startFakeWhatsappGraph,
} from "../../../../test/fakes/fake-whatsapp-graph.js";
import { addWhatsappLine, messageRow, rowCounts } from "../../../../test/fakes/provider-lines.js";
import {
  mergeDeliveries,
  newWamid,
  signWhatsappWebhook,
  text,
  whatsappInbound,
  whatsappStatuses,
} from "../../../../test/fakes/whatsapp-webhook-payloads.js";
import { createTestApp, type TestApp } from "../../../../test/test-app.js";
import { createWhatsappCloudAdapter } from "../../../channels/whatsapp-cloud/whatsapp-cloud-adapter.js";
import { contacts, messages } from "../../../db/schema/index.js";
import { startOutboxWorker } from "../../outbound/outbox-worker.js";

const PLATFORM_SECRET = "secreto-de-la-app-de-meta";
let graph: FakeWhatsappGraph;
let t: TestApp;

beforeAll(async () => {
  graph = await startFakeWhatsappGraph();
  t = await createTestApp({
    adapters: [createWhatsappCloudAdapter({ graphUrl: graph.graphUrl })],
    env: { WHATSAPP_APP_SECRET: PLATFORM_SECRET },
  });
});
afterAll(async () => {
  await t?.close();
  await graph?.close();
});

let phoneSeed = 7000;
const nextWaId = () => `521813${String(phoneSeed++).padStart(7, "0")}`;

const post = (signed: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: "POST",
    url: "/api/webhooks/whatsapp",
    headers: signed.headers,
    payload: signed.payload,
  });

async function lineWithAgent(options: { ownAppSecret?: boolean } = {}) {
  const business = await createBusiness(t.deps.db);
  const line = await addWhatsappLine(t, graph, business.id, options);
  const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
  return { business, line, agent };
}

/** Outbound messages an agent sent and the worker delivered: their ids and the wamids Graph gave them. */
async function sentMessages(owner: Awaited<ReturnType<typeof lineWithAgent>>, texts: string[]) {
  const from = nextWaId();
  const wamid = newWamid();
  await post(
    signWhatsappWebhook(
      whatsappInbound(owner.line, { from, messages: [{ id: wamid, ...text("Hola") }] }),
      owner.line.appSecret,
    ),
  );
  const [inbound] = await t.deps.db.select().from(messages).where(eq(messages.providerMessageId, wamid));
  const conversationId = inbound?.conversationId ?? 0;
  await owner.agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  const ids: number[] = [];
  for (const message of texts) {
    const response = await owner.agent.api.post<MessageView>("/api/wp/SendMessage", {
      conversationId,
      message,
    });
    ids.push(response.body.data.id);
  }
  const worker = startOutboxWorker(t.deps);
  await worker.drain();
  await worker.stop();
  const rows = await Promise.all(ids.map((id) => messageRow(t, id)));
  return rows.map((row) => ({ id: row?.id ?? 0, wamid: row?.providerMessageId ?? "", to: from }));
}

describe("WhatsApp webhook: delivery statuses", () => {
  it("moves sent messages forward (delivered, read, failed) and never backwards", async () => {
    const owner = await lineWithAgent();
    const [first, second] = await sentMessages(owner, ["uno", "dos"]);
    if (!first || !second) throw new Error("not sent");
    const status = async (
      id: string,
      value: "sent" | "delivered" | "read" | "failed",
      error?: { code: number; title: string },
    ) =>
      (
        await post(
          signWhatsappWebhook(
            whatsappStatuses(owner.line, [
              { id, status: value, recipient: first.to, ...(error ? { error } : {}) },
            ]),
            owner.line.appSecret,
          ),
        )
      ).statusCode;

    expect(await status(first.wamid, "delivered")).toBe(200);
    expect(await messageRow(t, first.id)).toMatchObject({ status: "delivered" });
    expect(await status(first.wamid, "sent")).toBe(200);
    expect(await messageRow(t, first.id)).toMatchObject({ status: "delivered" });
    expect(await status(first.wamid, "read")).toBe(200);
    expect(await status(first.wamid, "delivered")).toBe(200);
    const read = await messageRow(t, first.id);
    expect(read).toMatchObject({ status: "read" });
    expect(read?.readAt).toBeInstanceOf(Date);

    expect(await status(second.wamid, "failed", { code: 131047, title: "Re-engagement message" })).toBe(200);
    expect(await messageRow(t, second.id)).toMatchObject({
      status: "failed",
      error: "Re-engagement message (131047)",
    });
    expect(await status("wamid.desconocido", "read")).toBe(200);
  });

  it("ignores a status callback whose signature does not match", async () => {
    const owner = await lineWithAgent();
    const [message] = await sentMessages(owner, ["firmado"]);
    const forged = signWhatsappWebhook(
      whatsappStatuses(owner.line, [
        { id: message?.wamid ?? "", status: "read", recipient: message?.to ?? "" },
      ]),
      "adivinado",
    );
    expect((await post(forged)).statusCode).toBe(401);
    expect(await messageRow(t, message?.id ?? 0)).toMatchObject({ status: "sent" });
  });
});

describe("WhatsApp webhook: one business never writes into another", () => {
  it("refuses a delivery for B's line signed with A's secret, alone or batched with A's", async () => {
    const a = await lineWithAgent();
    const b = await lineWithAgent();
    const before = { a: await rowCounts(t, a.business.id), b: await rowCounts(t, b.business.id) };
    const toB = whatsappInbound(b.line, { from: nextWaId(), messages: [text("para B")] });
    const toA = whatsappInbound(a.line, { from: nextWaId(), messages: [text("para A")] });
    expect((await post(signWhatsappWebhook(toB, a.line.appSecret))).statusCode).toBe(401);
    expect((await post(signWhatsappWebhook(mergeDeliveries(toA, toB), a.line.appSecret))).statusCode).toBe(
      401,
    );
    // Without its own secret, B's line would take the platform's; A's secret still does not open it.
    expect((await post(signWhatsappWebhook(toB, PLATFORM_SECRET))).statusCode).toBe(401);
    expect(await rowCounts(t, a.business.id)).toEqual(before.a);
    expect(await rowCounts(t, b.business.id)).toEqual(before.b);
  });

  it("acknowledges a platform-signed delivery for a line it does not have, and refuses it unsigned like a known line's", async () => {
    const known = await lineWithAgent({ ownAppSecret: false });
    const stranger = { phoneNumberId: "888777666555444" };
    const payload = (target: { phoneNumberId: string }) =>
      whatsappInbound(target, { from: "5218130000009", messages: [{ id: "wamid.sonda", ...text("hola") }] });
    expect((await post(signWhatsappWebhook(payload(stranger), PLATFORM_SECRET))).statusCode).toBe(200);
    const forgedKnown = await post(signWhatsappWebhook(payload(known.line), "adivinado"));
    const forgedStranger = await post(signWhatsappWebhook(payload(stranger), "adivinado"));
    expect(forgedKnown.statusCode).toBe(401);
    expect(forgedStranger.statusCode).toBe(forgedKnown.statusCode);
    expect(forgedStranger.body).toBe(forgedKnown.body);
    expect(await rowCounts(t, known.business.id)).toEqual({ messages: 0, contacts: 0, conversations: 0 });
  });

  it("routes each change of a platform-signed batch to its own line's business", async () => {
    const c = await lineWithAgent({ ownAppSecret: false });
    const d = await lineWithAgent({ ownAppSecret: false });
    const from = nextWaId();
    const [toC, toD] = [newWamid(), newWamid()];
    const batch = mergeDeliveries(
      whatsappInbound(c.line, { from, messages: [{ id: toC, ...text("para C") }] }),
      whatsappInbound(d.line, { from, messages: [{ id: toD, ...text("para D") }] }),
    );
    expect((await post(signWhatsappWebhook(batch, PLATFORM_SECRET))).statusCode).toBe(200);
    const [inC] = await t.deps.db.select().from(messages).where(eq(messages.providerMessageId, toC));
    const [inD] = await t.deps.db.select().from(messages).where(eq(messages.providerMessageId, toD));
    expect(inC).toMatchObject({ businessId: c.business.id, channelId: c.line.channel.id, body: "para C" });
    expect(inD).toMatchObject({ businessId: d.business.id, channelId: d.line.channel.id, body: "para D" });
    // The same person writing to both businesses is two contacts, one in each.
    const people = await t.deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.phoneNumber, `+52${from.slice(3)}`));
    expect(people.map((person) => person.businessId).sort()).toEqual([c.business.id, d.business.id].sort());
  });

  it("does not let B's line move the status of A's message, even with A's wamid", async () => {
    const a = await lineWithAgent();
    const b = await lineWithAgent();
    const [message] = await sentMessages(a, ["de A"]);
    const viaB = whatsappStatuses(b.line, [{ id: message?.wamid ?? "", status: "read", recipient: "1" }]);
    expect((await post(signWhatsappWebhook(viaB, b.line.appSecret))).statusCode).toBe(200);
    expect(await messageRow(t, message?.id ?? 0)).toMatchObject({
      status: "sent",
      businessId: a.business.id,
    });
  });
});
