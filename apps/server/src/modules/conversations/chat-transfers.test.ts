import type { ChatTransfer, MessageView } from "@consola/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { pendingChat } from "../../../test/engine-factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";

const world = routeTestWorld();
const supervisor = world.signedInUser("ProviderSupervisor", "norte");
const ana = world.signedInUser("ProviderAgent", "norte");
const luis = world.signedInUser("ProviderAgent", "norte");
const outsider = world.signedInUser("ProviderAdmin", "andino");
const outsiderAgent = world.signedInUser("ProviderAgent", "andino");

const COMMENT = "Pide factura de las balatas";
let chat: { conversationId: number; contactId: number };
let untouched: { conversationId: number; contactId: number };

beforeAll(async () => {
  chat = await pendingChat(world.deps, world.norte.id, { text: "Necesito factura" });
  untouched = await pendingChat(world.deps, world.norte.id, { text: "Solo una pregunta" });
  await ana.api.post("/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });
  const first = await supervisor.api.post("/api/chat/ReassignChat", {
    conversationId: chat.conversationId,
    agentId: luis.user.id,
    comments: COMMENT,
  });
  expect(first.status).toBe(200);
  const second = await supervisor.api.post("/api/chat/ReassignChat", {
    conversationId: chat.conversationId,
    agentId: supervisor.user.id,
  });
  expect(second.status).toBe(200);
});

const transfers = (user: typeof ana, body: Record<string, unknown>) =>
  user.api.post<ChatTransfer[]>("/api/chat/Transfers", body);

describe("Transfers", () => {
  it("lists who handed the chat to whom, when and why, oldest first, by chat or by contact", async () => {
    const byChat = await transfers(supervisor, { conversationId: chat.conversationId });
    expect(byChat.status).toBe(200);
    const person = (user: typeof ana) => ({ id: user.user.id, name: user.user.name });
    expect(byChat.body.data).toEqual([
      {
        id: expect.any(Number),
        conversationId: chat.conversationId,
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        by: person(supervisor),
        from: person(ana),
        to: person(luis),
        comments: COMMENT,
      },
      expect.objectContaining({
        by: person(supervisor),
        from: person(luis),
        to: person(supervisor),
        comments: "",
      }),
    ]);
    const [first, second] = byChat.body.data;
    expect(Date.parse(first?.at ?? "") <= Date.parse(second?.at ?? "")).toBe(true);
    const byContact = await transfers(supervisor, { contactId: chat.contactId });
    expect(byContact.body.data).toEqual(byChat.body.data);
    expect((await transfers(supervisor, { conversationId: untouched.conversationId })).body.data).toEqual([]);
  });

  it("is no message: the contact's history and what goes out hold no comment", async () => {
    const history = await supervisor.api.post<{ items: MessageView[] }>("/api/chat/ListMessage", {
      conversationId: chat.conversationId,
    });
    expect(history.body.data.items.map((message) => message.body)).toEqual(["Necesito factura"]);
    expect(JSON.stringify(history.body)).not.toContain(COMMENT);
  });

  it("reads as the history does: an agent who no longer has the chat finds nothing", async () => {
    const refused = await transfers(ana, { conversationId: chat.conversationId });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("El chat no existe");
    expect((await transfers(ana, { contactId: chat.contactId })).status).toBe(404);
  });

  it("never shows another business's transfers, whatever ids it sends", async () => {
    for (const user of [outsider, outsiderAgent]) {
      for (const body of [{ conversationId: chat.conversationId }, { contactId: chat.contactId }]) {
        const answer = await transfers(user, body);
        expect(answer.status).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain(COMMENT);
      }
    }
    // The route answers the other business for its own chats: only Norte's ids name nothing there.
    const own = await pendingChat(world.deps, world.andino.id);
    await outsiderAgent.api.post("/api/wp/TakePendient", { id: own.conversationId, agentId: 0 });
    expect((await transfers(outsider, { conversationId: own.conversationId })).body.data).toEqual([]);
  });

  it("answers bad input with a Spanish 400", async () => {
    for (const body of [{}, { conversationId: "abc" }, { contactId: -1 }, { conversationId: 1.5 }]) {
      const answer = await transfers(supervisor, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.isOk).toBe(false);
      expect(answer.body.message).toMatch(/[a-záéíóúñ]/i);
    }
  });
});
