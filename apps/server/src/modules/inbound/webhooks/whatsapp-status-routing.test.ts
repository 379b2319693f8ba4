import type { MessageView } from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageRow, rowCounts } from "../../../../test/fakes/provider-lines.js";
import {
  mergeDeliveries,
  newWamid,
  signWhatsappWebhook,
  text,
  whatsappInbound,
  whatsappStatuses,
} from "../../../../test/fakes/whatsapp-webhook-payloads.js";
import { drainOutbox } from "../../../../test/outbox.js";
import { type WhatsappOwner, whatsappTestWorld } from "../../../../test/whatsapp-test-world.js";
import { contacts, messages } from "../../../db/schema/index.js";

const PLATFORM_SECRET = "secreto-de-la-app-de-meta";

const world = whatsappTestWorld({ app: { env: { WHATSAPP_APP_SECRET: PLATFORM_SECRET } } });
const { postWebhook: post, lineWithAgent } = world;

let phoneSeed = 7000;
const nextWaId = () => `521813${String(phoneSeed++).padStart(7, "0")}`;

/** Outbound messages an agent sent and the worker delivered: their ids and the wamids Graph gave them. */
async function sentMessages(owner: WhatsappOwner, texts: string[]) {
  const from = nextWaId();
  const wamid = newWamid();
  await post(
    signWhatsappWebhook(
      whatsappInbound(owner.line, { from, messages: [{ id: wamid, ...text("Hola") }] }),
      owner.line.appSecret,
    ),
  );
  const [inbound] = await world.t.deps.db
    .select()
    .from(messages)
    .where(eq(messages.providerMessageId, wamid));
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
  await drainOutbox(world.t.deps);
  const rows = await Promise.all(ids.map((id) => messageRow(world.t, id)));
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
    expect(await messageRow(world.t, first.id)).toMatchObject({ status: "delivered" });
    expect(await status(first.wamid, "sent")).toBe(200);
    expect(await messageRow(world.t, first.id)).toMatchObject({ status: "delivered" });
    expect(await status(first.wamid, "read")).toBe(200);
    expect(await status(first.wamid, "delivered")).toBe(200);
    const read = await messageRow(world.t, first.id);
    expect(read).toMatchObject({ status: "read" });
    expect(read?.readAt).toBeInstanceOf(Date);

    expect(await status(second.wamid, "failed", { code: 131047, title: "Re-engagement message" })).toBe(200);
    expect(await messageRow(world.t, second.id)).toMatchObject({
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
    expect(await messageRow(world.t, message?.id ?? 0)).toMatchObject({ status: "sent" });
  });
});

describe("WhatsApp webhook: one business never writes into another", () => {
  it("refuses a delivery for B's line signed with A's secret, alone or batched with A's", async () => {
    const a = await lineWithAgent();
    const b = await lineWithAgent();
    const before = { a: await rowCounts(world.t, a.business.id), b: await rowCounts(world.t, b.business.id) };
    const toB = whatsappInbound(b.line, { from: nextWaId(), messages: [text("para B")] });
    const toA = whatsappInbound(a.line, { from: nextWaId(), messages: [text("para A")] });
    expect((await post(signWhatsappWebhook(toB, a.line.appSecret))).statusCode).toBe(401);
    expect((await post(signWhatsappWebhook(mergeDeliveries(toA, toB), a.line.appSecret))).statusCode).toBe(
      401,
    );
    // Without its own secret, B's line would take the platform's; A's secret still does not open it.
    expect((await post(signWhatsappWebhook(toB, PLATFORM_SECRET))).statusCode).toBe(401);
    expect(await rowCounts(world.t, a.business.id)).toEqual(before.a);
    expect(await rowCounts(world.t, b.business.id)).toEqual(before.b);
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
    expect(await rowCounts(world.t, known.business.id)).toEqual({
      messages: 0,
      contacts: 0,
      conversations: 0,
    });
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
    const [inC] = await world.t.deps.db.select().from(messages).where(eq(messages.providerMessageId, toC));
    const [inD] = await world.t.deps.db.select().from(messages).where(eq(messages.providerMessageId, toD));
    expect(inC).toMatchObject({ businessId: c.business.id, channelId: c.line.channel.id, body: "para C" });
    expect(inD).toMatchObject({ businessId: d.business.id, channelId: d.line.channel.id, body: "para D" });
    // The same person writing to both businesses is two contacts, one in each.
    const people = await world.t.deps.db
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
    expect(await messageRow(world.t, message?.id ?? 0)).toMatchObject({
      status: "sent",
      businessId: a.business.id,
    });
  });
});
