import { expect, it } from "vitest";
import { pendingChat } from "../../../test/engine-factories.js";
import { createBusiness, signedInAs } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";

const t = routeTestWorld({ businesses: false });

it("gives another business's admin a 404 and none of the chat's data on every message endpoint", async () => {
  const norte = await createBusiness(t.deps.db);
  const andino = await createBusiness(t.deps.db);
  const owner = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
  const whatsapp = await pendingChat(t.deps, norte.id, { text: "Dato confidencial de Norte" });
  const sms = await pendingChat(t.deps, norte.id, { kind: "sms", text: "SMS confidencial de Norte" });
  for (const chat of [whatsapp, sms])
    await owner.api.post("/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });

  const outsider = await signedInAs(t.app, t.deps.db, "ProviderAdmin", andino.id);
  const calls = await Promise.all([
    outsider.api.post("/api/wp/ListMessage", { conversationId: whatsapp.conversationId }),
    outsider.api.post("/api/chat/ListMessage", { contactId: whatsapp.contactId }),
    outsider.api.post("/api/chat/SeeToMessage", { conversationId: whatsapp.conversationId }),
    outsider.api.post("/api/wp/SendMessage", { conversationId: whatsapp.conversationId, message: "intruso" }),
    outsider.api.post("/api/wp/SendTemplate", {
      conversationId: whatsapp.conversationId,
      templateName: "seguimiento",
      params: ["x"],
    }),
    outsider.api.post("/api/voip/SendSMS", { conversationId: sms.conversationId, message: "intruso" }),
    outsider.api.post("/api/chat/Summary", { conversationId: sms.conversationId }),
  ]);
  for (const response of calls) {
    expect(response.status).toBe(404);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain("confidencial");
    expect(text).not.toContain(whatsapp.from);
  }

  // Lists that take no ids only ever show the caller's own business.
  const people = await outsider.api.post<{ id: number }[]>("/api/wp/ListUser");
  expect(people.body.data.map((person) => person.id)).not.toContain(owner.user.id);
  const history = await owner.api.post<{ items: { body: string }[] }>("/api/wp/ListMessage", {
    conversationId: whatsapp.conversationId,
  });
  expect(history.body.data.items.map((message) => message.body)).toEqual(["Dato confidencial de Norte"]);
});
