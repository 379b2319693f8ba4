import type { MessageView } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { drainOutbox } from "../../../test/outbox.js";
import { routeTestWorld } from "../../../test/route-test-world.js";

const world = routeTestWorld();
const admin = world.signedInUser("ProviderAdmin", "norte");
const agent = world.signedInUser("ProviderAgent", "norte");
const platform = world.signedInUser("VocomAdmin");
const outsider = world.signedInUser("ProviderAdmin", "andino");

type Conversation = { contact: { name: string } | null; items: MessageView[] };

describe("contact simulator", () => {
  it("plays a contact end to end: the message reaches the queue and the agent's reply reaches the simulator", async () => {
    const sent = await admin.api.post<{ conversationId: number }>("/api/sandbox/Send", {
      phoneNumber: "81 5555 0101",
      name: "Cliente Simulado",
      message: "¿Tienen filtros de aceite?",
    });
    expect(sent.status).toBe(200);
    const pending = await agent.api.post<{ items: { id: number; contact: { name: string } }[] }>(
      "/api/wp/ListMessagePendient",
      {},
    );
    expect(pending.body.data.items.map((chat) => chat.contact.name)).toContain("Cliente Simulado");

    const { conversationId } = sent.body.data;
    await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
    await agent.api.post("/api/wp/SendMessage", { conversationId, message: "Sí, ¿para qué modelo?" });
    await drainOutbox(world.deps);

    const seen = await admin.api.post<Conversation>("/api/sandbox/Conversation", {
      phoneNumber: "+528155550101",
    });
    expect(seen.body.data.contact?.name).toBe("Cliente Simulado");
    expect(seen.body.data.items.map((message) => [message.direction, message.body, message.status])).toEqual([
      ["in", "¿Tienen filtros de aceite?", "received"],
      ["out", "Sí, ¿para qué modelo?", "sent"],
    ]);
  });

  it("sends a location and lists contacts to play", async () => {
    const sent = await admin.api.post("/api/sandbox/Send", {
      phoneNumber: "8155550102",
      location: { latitude: 25.6866, longitude: -100.3161, name: "Macroplaza" },
    });
    expect(sent.status).toBe(200);
    const contacts = await admin.api.post<{ phoneNumber: string }[]>("/api/sandbox/Contacts", {
      search: "0102",
    });
    expect(contacts.body.data.map((contact) => contact.phoneNumber)).toEqual(["+528155550102"]);
  });

  it("lists the contacts to play in the contact list's order: accents with their letter", async () => {
    for (const [name, digits] of [
      ["Zoe Orden", "8155550201"],
      ["Álvaro Orden", "8155550202"],
      ["beto Orden", "8155550203"],
    ] as const) {
      await createContact(world.db, world.norte.id, { name, phoneNumber: `+52${digits}` });
    }
    const contacts = await admin.api.post<{ name: string }[]>("/api/sandbox/Contacts", { search: "orden" });
    expect(contacts.body.data.map((contact) => contact.name)).toEqual([
      "Álvaro Orden",
      "beto Orden",
      "Zoe Orden",
    ]);
  });

  it("plays what WhatsApp sends besides text: an order item, and a reaction to the business's reply", async () => {
    const phoneNumber = "8155550104";
    const sent = await admin.api.post<{ conversationId: number }>("/api/sandbox/Send", {
      phoneNumber,
      item: {
        type: "order",
        order: {
          catalog_id: "1",
          text: "Estos, por favor",
          product_items: [{ product_retailer_id: "balata-1", quantity: 2, item_price: 450, currency: "MXN" }],
        },
      },
    });
    expect(sent.status).toBe(200);
    const { conversationId } = sent.body.data;
    await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
    const reply = await agent.api.post<MessageView>("/api/wp/SendMessage", {
      conversationId,
      message: "Van en camino",
    });
    await drainOutbox(world.deps);
    const reacted = await admin.api.post("/api/sandbox/Send", {
      phoneNumber,
      reaction: { messageId: reply.body.data.id, emoji: "🙏" },
    });
    expect(reacted.status).toBe(200);

    const seen = await admin.api.post<Conversation>("/api/sandbox/Conversation", { phoneNumber });
    expect(seen.body.data.items.map((message) => [message.type, message.body, message.reaction])).toEqual([
      ["order", "Estos, por favor", null],
      ["text", "Van en camino", "🙏"],
    ]);
    // Another business's message is not there to react to.
    const foreign = await outsider.api.post("/api/sandbox/Send", {
      phoneNumber,
      reaction: { messageId: reply.body.data.id, emoji: "😡" },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("El mensaje no existe");
    const after = await admin.api.post<Conversation>("/api/sandbox/Conversation", { phoneNumber });
    expect(after.body.data.items.find((message) => message.id === reply.body.data.id)?.reaction).toBe("🙏");
  });

  it("is for business admins (own business) and platform admins (naming it)", async () => {
    expect(
      (await agent.api.post("/api/sandbox/Send", { phoneNumber: "8155550103", message: "x" })).status,
    ).toBe(403);
    expect(
      (
        await outsider.api.post("/api/sandbox/Send", {
          business_id: world.norte.id,
          phoneNumber: "8155550103",
          message: "x",
        })
      ).status,
    ).toBe(404);
    expect(
      (await platform.api.post("/api/sandbox/Send", { phoneNumber: "8155550103", message: "x" })).status,
    ).toBe(404);
    const named = await platform.api.post("/api/sandbox/Send", {
      business_id: world.norte.id,
      phoneNumber: "8155550103",
      message: "x",
    });
    expect(named.status).toBe(200);
    const foreignView = await outsider.api.post<Conversation>("/api/sandbox/Conversation", {
      phoneNumber: "+528155550101",
    });
    expect(foreignView.body.data.items).toEqual([]);
  });

  it("validates the number and the message", async () => {
    expect(
      (await admin.api.post("/api/sandbox/Send", { phoneNumber: "123", message: "x" })).body.message,
    ).toBe("El teléfono no es válido");
    expect((await admin.api.post("/api/sandbox/Send", { phoneNumber: "8155550104" })).body.message).toBe(
      "El mensaje es obligatorio",
    );
  });
});
