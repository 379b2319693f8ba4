import type { ChatSummary, MessageView } from "@consola/shared";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowCounts } from "../../../../test/fakes/provider-lines.js";
import { type CorpusItem, WHATSAPP_CORPUS } from "../../../../test/fakes/whatsapp-corpus.js";
import {
  newWamid,
  signWhatsappWebhook,
  whatsappEnvelope,
} from "../../../../test/fakes/whatsapp-webhook-payloads.js";
import { drainOutbox } from "../../../../test/outbox.js";
import { type WhatsappOwner, whatsappTestWorld } from "../../../../test/whatsapp-test-world.js";
import { contacts, conversations, messages } from "../../../db/schema/index.js";

/**
 * Every item Meta's webhook reference documents (test/fakes/whatsapp-corpus.ts, each with its page) through
 * the real signed route: each is stored and shown as what it is, in the order received, and a replay of the
 * whole corpus stores nothing twice (decision 018).
 */
const world = whatsappTestWorld();
const CONTACT = "+528112345678";
const NEW_NUMBER = "+528187654321";

const item = (name: string): CorpusItem => {
  const found = WHATSAPP_CORPUS.find((entry) => entry.name === name);
  if (!found) throw new Error(`the corpus has no ${name}`);
  return found;
};

let owner: WhatsappOwner;
let targetWamid = "";
let reply: MessageView;
const delivered: string[] = [];

/** The items in one signed delivery, their timestamps moved to now (in order) so the chat's window is open. */
async function deliver(items: CorpusItem[], replace: Record<string, string> = {}) {
  const now = Math.floor(Date.now() / 1_000);
  const messagesOf = items.map((entry, index) => {
    const json = Object.entries(replace).reduce(
      (text, [from, to]) => text.replaceAll(from, to),
      JSON.stringify(entry.message),
    );
    return { ...JSON.parse(json), timestamp: String(now + index) };
  });
  const payload = JSON.stringify(
    whatsappEnvelope(owner.line, {
      contacts: structuredClone(items[0]?.contacts ?? []),
      messages: messagesOf,
    }),
  );
  delivered.push(payload);
  const response = await world.postWebhook(signWhatsappWebhook(payload, owner.line.appSecret));
  expect(response.statusCode).toBe(200);
}

const db = () => world.t.deps.db;

async function chatMessages() {
  return db()
    .select()
    .from(messages)
    .where(eq(messages.businessId, owner.business.id))
    .orderBy(asc(messages.id));
}

async function byWamid(id: string) {
  const [row] = await db().select().from(messages).where(eq(messages.providerMessageId, id));
  if (!row) throw new Error(`${id} was not stored`);
  return row;
}

async function page(conversationId: number) {
  const response = await owner.agent.api.post<{ items: MessageView[] }>("/api/wp/ListMessage", {
    conversationId,
    take: 50,
  });
  return response.body.data.items;
}

async function chatRow(conversationId: number) {
  const response = await owner.agent.api.post<ChatSummary>("/api/chat/Summary", { conversationId });
  return response.body.data;
}

beforeAll(async () => {
  owner = await world.lineWithAgent();
  // The contact writes (from the ad), an agent takes the chat and answers: that answer is what they react to.
  await deliver([item("text-with-referral")]);
  const first = await byWamid(String(item("text-with-referral").message.id));
  await owner.agent.api.post("/api/wp/TakePendient", { id: first.conversationId, agentId: 0 });
  reply = (
    await owner.agent.api.post<MessageView>("/api/wp/SendMessage", {
      conversationId: first.conversationId,
      message: "¡Claro! Te mando el catálogo.",
    })
  ).body.data;
  await drainOutbox(world.t.deps);
  const [sent] = await db().select().from(messages).where(eq(messages.id, reply.id));
  targetWamid = sent?.providerMessageId ?? "";
  expect(targetWamid).not.toBe("");
});

describe("WhatsApp webhook: every documented item reaches the agent", () => {
  it("keeps the ad the contact came from on the chat", async () => {
    const first = await byWamid(String(item("text-with-referral").message.id));
    expect(first).toMatchObject({ type: "text", body: "¿Me pueden dar más información sobre esto?" });
    const [chat] = await db().select().from(conversations).where(eq(conversations.id, first.conversationId));
    expect(chat?.referral).toEqual({
      sourceType: "ad",
      sourceUrl: "https://fb.me/3cr4Wqqkv",
      headline: "Chat with us",
      body: "Summer Succulents are here!",
    });
  });

  it("stores a contact card, an order, a placeholder and the tapped options' ids, in the order received", async () => {
    const names = [
      "text",
      "contacts",
      "order",
      "unsupported",
      "button",
      "interactive-button-reply",
      "interactive-list-reply",
      "image",
      "location",
    ];
    await deliver(names.map(item));
    const rows = await Promise.all(names.map((name) => byWamid(String(item(name).message.id))));
    // One chat, in the webhook's order.
    expect(new Set(rows.map((row) => row.conversationId)).size).toBe(1);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
    const [text, card, order, unsupported, button, buttonReply, listReply, image, location] = rows;

    expect(text).toMatchObject({ type: "text", body: "¿Lo tienen en otro color?" });
    expect(card).toMatchObject({
      type: "contacts",
      details: {
        kind: "contacts",
        cards: [
          {
            name: "Bárbara J. Jiménez",
            phones: [{ phone: "+52 81 5550 0829", type: "MOBILE", waId: "5218155500829" }],
            emails: [],
            organization: { company: "Social Tsunami" },
          },
        ],
      },
    });
    expect(order).toMatchObject({
      type: "order",
      body: "¡Me encantan!",
      details: {
        kind: "order",
        catalogId: "194836987003835",
        items: [
          { productId: "di9ozbzfi4", quantity: 2, price: 30, currency: "USD" },
          { productId: "nqryix03ez", quantity: 1, price: 25, currency: "USD" },
        ],
      },
    });
    expect(unsupported).toMatchObject({
      type: "unreadable",
      details: { kind: "unreadable", type: "edit", reason: "unsupported" },
      providerRaw: { ...item("unsupported").message, timestamp: expect.any(String) },
    });
    expect(unsupported?.body).toContain("«edit»");
    expect(unsupported?.body).toContain("otro formato");
    const payloadOf = (name: string) => (item(name).message.button as { payload: string }).payload;
    expect(button).toMatchObject({ type: "text", details: { kind: "choice", id: payloadOf("button") } });
    const replyId = (name: string, kind: string) =>
      ((item(name).message.interactive as Record<string, { id: string }>)[kind] ?? { id: "" }).id;
    expect(buttonReply?.details).toEqual({
      kind: "choice",
      id: replyId("interactive-button-reply", "button_reply"),
    });
    expect(listReply?.details).toEqual({
      kind: "choice",
      id: replyId("interactive-list-reply", "list_reply"),
    });
    expect(image).toMatchObject({ type: "image", mediaRemoteRef: expect.any(String) });
    expect(location).toMatchObject({
      type: "location",
      location: expect.objectContaining({ latitude: expect.any(Number) }),
    });

    // The agent's page shows each with its details; the chat row describes the last one in words.
    const shown = await page(text?.conversationId ?? 0);
    expect(shown.find((message) => message.id === card?.id)?.details?.kind).toBe("contacts");
    expect(shown.find((message) => message.id === order?.id)?.details?.kind).toBe("order");
    const metrics = await world.t.deps.metrics.registry.getSingleMetricAsString("inbound_unrecognised_total");
    expect(metrics).toContain('inbound_unrecognised_total{channel="whatsapp",type="edit"} 1');
  });

  it("shows a reaction on the message it reacts to, replaced and then taken back", async () => {
    await deliver([item("reaction")], { TARGET_WAMID: targetWamid });
    const [target] = await db().select().from(messages).where(eq(messages.id, reply.id));
    expect(target?.reaction).toBe("👍");
    const conversationId = reply.conversationId;
    const shown = await page(conversationId);
    expect(shown.find((message) => message.id === reply.id)?.reaction).toBe("👍");
    // The reaction is not a bubble of its own.
    expect(shown.some((message) => message.type === "reaction")).toBe(false);
    expect((await chatRow(conversationId))?.lastMessage).toBe(
      "Reaccionó 👍 a «¡Claro! Te mando el catálogo.»",
    );

    await deliver([item("reaction-removed")], { TARGET_WAMID: targetWamid });
    const [cleared] = await db().select().from(messages).where(eq(messages.id, reply.id));
    expect(cleared?.reaction).toBeNull();
    expect((await chatRow(conversationId))?.lastMessage).toBe(
      "Quitó su reacción a «¡Claro! Te mando el catálogo.»",
    );
  });

  it("reads a reaction to a message it does not have as words in the chat", async () => {
    const unknown = { ...item("reaction"), message: { ...item("reaction").message, id: newWamid() } };
    await deliver([unknown], { TARGET_WAMID: "wamid.de-otro-lado" });
    const row = await byWamid(String(unknown.message.id));
    expect(row).toMatchObject({ type: "text", body: "Reaccionó 👍 a un mensaje" });
  });

  it("keeps a malformed item, or one of a type it does not know, as a placeholder", async () => {
    const broken = { from: CONTACT.slice(1), id: newWamid(), timestamp: "1", type: "image" };
    const future = { from: CONTACT.slice(1), id: newWamid(), timestamp: "1", type: "poll", poll: { q: "?" } };
    const nameless = { from: CONTACT.slice(1), type: "sticker" };
    const items = [broken, future, nameless].map((message) => ({
      name: "made-up",
      source: "",
      message,
      contacts: item("text").contacts,
    }));
    await deliver(items);
    // Meta's retry is the same bytes.
    const again = await world.postWebhook(signWhatsappWebhook(delivered.at(-1) ?? "", owner.line.appSecret));
    expect(again.statusCode).toBe(200);
    const rows = (await chatMessages()).filter((row) => row.type === "unreadable");
    expect(rows.map((row) => row.details)).toEqual([
      { kind: "unreadable", type: "edit", reason: "unsupported" },
      { kind: "unreadable", type: "image", reason: "malformed" },
      { kind: "unreadable", type: "poll", reason: "unknown" },
      // No id: one made from its content, so the second delivery was the same message.
      { kind: "unreadable", type: "sticker", reason: "malformed" },
    ]);
    expect(rows[1]?.body).toContain("no se pudo leer");
  });

  it("moves the contact to their new number; what they write next continues the same contact and chat", async () => {
    const before = await byWamid(String(item("text").message.id));
    await deliver([item("system-user-changed-number")]);
    const line = await byWamid(String(item("system-user-changed-number").message.id));
    expect(line).toMatchObject({
      type: "system",
      authorKind: "system",
      conversationId: before.conversationId,
      contactId: before.contactId,
      details: { kind: "number_changed", from: CONTACT, to: NEW_NUMBER, linkedContact: null },
    });
    expect(line.body).toBe(
      "El contacto cambió su número de WhatsApp de +52 81 1234 5678 a +52 81 8765 4321.",
    );
    const [contact] = await db().select().from(contacts).where(eq(contacts.id, before.contactId));
    expect(contact?.phoneNumber).toBe(NEW_NUMBER);

    const fromNewNumber = {
      ...item("text"),
      message: { ...item("text").message, id: newWamid(), from: "5218187654321" },
    };
    await deliver([fromNewNumber]);
    const next = await byWamid(String(fromNewNumber.message.id));
    expect(next).toMatchObject({ contactId: before.contactId, conversationId: before.conversationId });
  });

  it("links the two contacts when the new number already was one", async () => {
    const other = await world.lineWithAgent();
    const deliverTo = async (from: string, body: Record<string, unknown>) => {
      const payload = whatsappEnvelope(other.line, {
        contacts: [{ profile: { name: "Cliente" }, wa_id: from }],
        messages: [{ from, id: newWamid(), timestamp: String(Math.floor(Date.now() / 1_000)), ...body }],
      });
      const response = await world.postWebhook(signWhatsappWebhook(payload, other.line.appSecret));
      expect(response.statusCode).toBe(200);
    };
    await deliverTo("5218111111111", { type: "text", text: { body: "Soy el número viejo" } });
    await deliverTo("5218122222222", { type: "text", text: { body: "Soy el número nuevo" } });
    await deliverTo("5218111111111", {
      type: "system",
      system: { body: "changed", wa_id: "5218122222222", type: "user_changed_number" },
    });
    const rows = await db()
      .select()
      .from(contacts)
      .where(eq(contacts.businessId, other.business.id))
      .orderBy(asc(contacts.id));
    const [old, existing] = rows;
    expect(old).toMatchObject({ phoneNumber: "+528111111111", newNumberContactId: existing?.id });
    const [line] = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.businessId, other.business.id), eq(messages.type, "system")));
    expect(line?.body).toContain(`ya era el contacto «${existing?.name}»`);
  });

  it("stores nothing twice when the whole corpus is delivered again", async () => {
    const before = await rowCounts(world.t, owner.business.id);
    const reactionBefore = (await db().select().from(messages).where(eq(messages.id, reply.id)))[0]?.reaction;
    for (const payload of delivered) {
      const response = await world.postWebhook(signWhatsappWebhook(payload, owner.line.appSecret));
      expect(response.statusCode).toBe(200);
    }
    expect(await rowCounts(world.t, owner.business.id)).toEqual(before);
    // The replayed 👍 did not come back over its removal.
    const [target] = await db().select().from(messages).where(eq(messages.id, reply.id));
    expect(target?.reaction ?? null).toBe(reactionBefore ?? null);
  });
});
