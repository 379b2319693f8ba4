import { MESSAGES } from "@consola/shared";
import { expect, it } from "vitest";
import { pendingChat } from "../../test/engine-factories.js";
import { createBusiness, signedInAs } from "../../test/factories.js";
import { routeTestWorld } from "../../test/route-test-world.js";

const t = routeTestWorld({
  app: {
    env: {
      SENDS_PER_USER_PER_MINUTE: "2",
      UPLOADS_PER_USER_PER_MINUTE: "1",
      EXPORTS_PER_USER_PER_MINUTE: "1",
    },
  },
  businesses: false,
});

async function agentWithChat(businessId: number) {
  const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", businessId);
  const { conversationId } = await pendingChat(t.deps, businessId);
  await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  return { agent, conversationId };
}

it("limits each user's sends per minute with a Spanish 429, leaving other users alone", async () => {
  const business = await createBusiness(t.deps.db);
  const first = await agentWithChat(business.id);
  const second = await agentWithChat(business.id);
  const send = (who: typeof first) =>
    who.agent.api.post("/api/wp/SendMessage", { conversationId: who.conversationId, message: "hola" });

  expect((await send(first)).status).toBe(200);
  expect((await send(first)).status).toBe(200);
  const over = await send(first);
  expect(over.status).toBe(429);
  expect(over.body.message).toBe(MESSAGES.tooManyRequests);
  expect(over.headers["retry-after"]).toBeDefined();
  expect((await send(second)).status).toBe(200);
});

it("limits each user's uploads and exports per minute", async () => {
  const business = await createBusiness(t.deps.db);
  const { agent, conversationId } = await agentWithChat(business.id);
  const upload = () => {
    const form = new FormData();
    form.append("conversationId", String(conversationId));
    form.append("file", new Blob([Buffer.from("hola")], { type: "text/plain" }), "nota.txt");
    return t.app.inject({
      method: "POST",
      url: "/api/wp/SendMedia",
      headers: { authorization: `Bearer ${agent.token}` },
      body: form,
    });
  };
  expect((await upload()).statusCode).toBe(200);
  expect((await upload()).statusCode).toBe(429);

  const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
  const exportOnce = () =>
    t.app.inject({
      method: "GET",
      url: "/api/admin/ExportContacts",
      headers: { authorization: `Bearer ${admin.token}` },
    });
  expect((await exportOnce()).statusCode).toBe(200);
  const over = await exportOnce();
  expect(over.statusCode).toBe(429);
  expect(over.json().message).toBe(MESSAGES.tooManyRequests);
});
