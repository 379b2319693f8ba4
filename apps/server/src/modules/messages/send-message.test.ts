import { CHAT_MESSAGES, type MessageView } from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { nextPhone, pendingChat } from "../../../test/engine-factories.js";
import { createBusiness, type SignedIn, signedInAs, type TestBusiness } from "../../../test/factories.js";
import { drainOutbox } from "../../../test/outbox.js";
import { recordingAdapter } from "../../../test/recording-adapter.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contacts, conversations, messages } from "../../db/schema/index.js";

const provider = recordingAdapter();
let business: TestBusiness;
let agent: SignedIn;
let agent2: SignedIn;

const t = routeTestWorld({ app: { adapters: [provider.adapter] }, businesses: false });
beforeAll(async () => {
  business = await createBusiness(t.deps.db);
  agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
  agent2 = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
});

async function myChat(kind: "whatsapp" | "sms" = "whatsapp") {
  const { conversationId, from } = await pendingChat(t.deps, business.id, { kind });
  await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  return { conversationId, from };
}

async function deliverQueued() {
  await drainOutbox(t.deps);
}

describe("sending", () => {
  it("queues text in the same step and the worker delivers it once to the contact's number", async () => {
    const { conversationId, from } = await myChat();
    const response = await agent.api.post<MessageView>("/api/wp/SendMessage", {
      conversationId,
      message: "Sí, las tenemos",
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(CHAT_MESSAGES.messageSent);
    expect(response.body.data).toMatchObject({
      direction: "out",
      status: "queued",
      author: "agent",
      agent: { id: agent.user.id },
    });
    await deliverQueued();
    await deliverQueued();
    const delivered = provider.sent.filter((message) => message.messageId === response.body.data.id);
    expect(delivered).toEqual([
      { messageId: response.body.data.id, to: from, payload: { type: "text", body: "Sí, las tenemos" } },
    ]);
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, response.body.data.id));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(row?.providerMessageId).toMatch(/^rec-/);
  });

  it("refuses free text once 24 hours passed since the contact's last message, but sends a template", async () => {
    const { conversationId } = await myChat();
    await t.deps.db
      .update(conversations)
      .set({ lastInboundAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(conversations.id, conversationId));
    const text = await agent.api.post("/api/wp/SendMessage", { conversationId, message: "¿Sigues ahí?" });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(CHAT_MESSAGES.windowClosed);
    const template = await agent.api.post<MessageView>("/api/wp/SendTemplate", {
      conversationId,
      templateName: "seguimiento",
      params: ["Jorge"],
    });
    expect(template.status).toBe(200);
    expect(template.body.data).toMatchObject({
      type: "template",
      body: "Hola Jorge, te escribimos para dar seguimiento a tu solicitud. ¿Podemos continuar por aquí?",
      template: { name: "seguimiento", params: ["Jorge"] },
    });
  });

  it("checks template names and values", async () => {
    const { conversationId } = await myChat();
    const unknown = await agent.api.post("/api/wp/SendTemplate", {
      conversationId,
      templateName: "no-existe",
      params: [],
    });
    expect(unknown.body.message).toBe(CHAT_MESSAGES.templateNotFound);
    const short = await agent.api.post("/api/wp/SendTemplate", {
      conversationId,
      templateName: "bienvenida",
      params: ["Ana"],
    });
    expect(short.body.message).toBe(CHAT_MESSAGES.templateParamsMismatch);
    const none = await agent.api.post("/api/wp/SendTemplate", { conversationId });
    expect(none.body.message).toBe(CHAT_MESSAGES.templateRequired);
    const list = await agent.api.post<{ name: string }[]>("/api/wp/GetTemplateList");
    expect(list.body.data.map((template) => template.name)).toContain("bienvenida");
  });

  it("refuses empty text, someone else's chat, a contact who opted out, and the wrong channel", async () => {
    const { conversationId } = await myChat();
    expect(
      (await agent.api.post("/api/wp/SendMessage", { conversationId, message: "  " })).body.message,
    ).toBe("El mensaje es obligatorio");
    expect((await agent2.api.post("/api/wp/SendMessage", { conversationId, message: "hola" })).status).toBe(
      403,
    );
    expect(
      (await agent.api.post("/api/voip/SendSMS", { conversationId, message: "hola" })).body.message,
    ).toBe(CHAT_MESSAGES.wrongChannel);
    const [chat] = await t.deps.db.select().from(conversations).where(eq(conversations.id, conversationId));
    await t.deps.db
      .update(contacts)
      .set({ optIn: false })
      .where(eq(contacts.id, chat?.contactId ?? 0));
    expect(
      (await agent.api.post("/api/wp/SendMessage", { conversationId, message: "hola" })).body.message,
    ).toBe(CHAT_MESSAGES.contactOptedOut);
  });

  it("sends SMS without a 24-hour window", async () => {
    const { conversationId } = await myChat("sms");
    await t.deps.db
      .update(conversations)
      .set({ lastInboundAt: new Date(Date.now() - 72 * 3_600_000) })
      .where(eq(conversations.id, conversationId));
    const response = await agent.api.post("/api/voip/SendSMS", {
      conversationId,
      message: "Tu pedido salió hoy",
    });
    expect(response.status).toBe(200);
  });

  it("starts a WhatsApp chat with a new number by template, assigned to the sender", async () => {
    const phone = nextPhone();
    const response = await agent.api.post<MessageView>("/api/wp/SendNewContact", {
      phoneNumber: phone,
      name: "Ana Ruiz",
      templateName: "bienvenida",
      params: ["Ana", "la refaccionaria"],
    });
    expect(response.status).toBe(200);
    const [chat] = await t.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, response.body.data.conversationId));
    expect(chat).toMatchObject({ status: "active", assignedUserId: agent.user.id, lastInboundAt: null });
    expect(chat?.windowExpiresAt).not.toBeNull();
    const [contact] = await t.deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, chat?.contactId ?? 0));
    expect(contact).toMatchObject({ name: "Ana Ruiz", typeRegister: "manual", phoneNumber: phone });
    // Free text must wait for the contact to answer.
    const text = await agent.api.post("/api/wp/SendMessage", { conversationId: chat?.id, message: "hola" });
    expect(text.body.message).toBe(CHAT_MESSAGES.windowClosed);
    // Someone else's active chat with that contact cannot be taken over by an agent.
    const busy = await agent2.api.post("/api/wp/SendNewContact", {
      phoneNumber: phone,
      templateName: "seguimiento",
      params: ["Ana"],
    });
    expect(busy.body.message).toBe(CHAT_MESSAGES.contactBusy);
    const invalid = await agent.api.post("/api/voip/SendNew", { phoneNumber: "12", message: "hola" });
    expect(invalid.body.message).toBe(CHAT_MESSAGES.phoneInvalid);
  });
});

/** SendMessage with the client's own id for the message, as a retrying client sends it. */
const sendWithClientId = (sender: SignedIn, conversationId: number, message: string, clientId: string) =>
  sender.api.post<MessageView>("/api/wp/SendMessage", { conversationId, message, clientId });

describe("retried sends", () => {
  const sentIn = async (conversationId: number) =>
    t.deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.direction, "out")));

  it("stores one message for two sends with the same clientId, and answers both with it", async () => {
    const { conversationId } = await myChat();
    const clientId = crypto.randomUUID();
    const send = () =>
      agent.api.post<MessageView>("/api/wp/SendMessage", {
        conversationId,
        message: "Va en camino",
        clientId,
      });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(first.body.data.clientId).toBe(clientId);
    expect(retry.body.data).toEqual(first.body.data);
    expect(await sentIn(conversationId)).toHaveLength(1);
  });

  it("stores one message for concurrent SMS sends with the same clientId", async () => {
    const { conversationId } = await myChat("sms");
    const clientId = crypto.randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        agent.api.post<MessageView>("/api/voip/SendSMS", { conversationId, message: "Listo", clientId }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await sentIn(conversationId)).toHaveLength(1);
  });

  it("stores two messages for identical texts with different clientIds, or without one", async () => {
    const { conversationId } = await myChat();
    const ids: number[] = [];
    for (const clientId of [crypto.randomUUID(), crypto.randomUUID(), undefined, undefined]) {
      const response = await agent.api.post<MessageView>("/api/wp/SendMessage", {
        conversationId,
        message: "Gracias",
        clientId,
      });
      expect(response.status).toBe(200);
      expect(response.body.data.clientId).toBe(clientId ?? null);
      ids.push(response.body.data.id);
    }
    expect(new Set(ids).size).toBe(4);
    expect(await sentIn(conversationId)).toHaveLength(4);
  });

  it("returns the stored message to a retry after the chat closed, and refuses the id in another chat", async () => {
    const first = await myChat();
    const second = await myChat();
    const clientId = crypto.randomUUID();
    const sent = await sendWithClientId(agent, first.conversationId, "Hasta luego", clientId);
    await t.deps.db
      .update(conversations)
      .set({ status: "closed" })
      .where(eq(conversations.id, first.conversationId));
    const retry = await sendWithClientId(agent, first.conversationId, "Hasta luego", clientId);
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(sent.body.data.id);
    const elsewhere = await sendWithClientId(agent, second.conversationId, "Hasta luego", clientId);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(CHAT_MESSAGES.clientIdReused);
  });

  it("keeps each agent's clientIds apart and refuses one that is not a uuid", async () => {
    const { conversationId } = await myChat();
    const clientId = crypto.randomUUID();
    const mine = await sendWithClientId(agent, conversationId, "Hola", clientId);
    const other = await myChat();
    await t.deps.db
      .update(conversations)
      .set({ assignedUserId: agent2.user.id })
      .where(eq(conversations.id, other.conversationId));
    const theirs = await sendWithClientId(agent2, other.conversationId, "Hola", clientId);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    const invalid = await sendWithClientId(agent, conversationId, "Hola", "abc");
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(CHAT_MESSAGES.clientIdInvalid);
  });
});
