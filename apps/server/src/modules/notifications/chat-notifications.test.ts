import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createClosingCategory, inbound, pendingChat } from "../../../test/engine-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { conversations, notifications } from "../../db/schema/index.js";
import { timeOutExpiredChats } from "../conversations/time-out.js";

const world = routeTestWorld();

/** The stored notifications about one chat, whoever they are for. */
async function notificationsOf(conversationId: number) {
  return world.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(sql`${notifications.model} -> 'data' ->> 'conversationId' = ${String(conversationId)}`);
}

describe("a chat's notifications go when it ends", () => {
  it("closing a chat removes its notifications for everyone, and leaves other chats' alone", async () => {
    const business = await createBusiness(world.db, { name: "Avisos" });
    const admin = await world.adminOf(business.id);
    const agent = await world.agentOf(business.id);
    const closing = await pendingChat(world.deps, business.id, { text: "Hola" });
    const other = await pendingChat(world.deps, business.id, { text: "Otro" });
    await agent.api.post("/api/wp/TakePendient", { id: closing.conversationId, agentId: 0 });
    await inbound(world.deps, business.id, { from: closing.from, text: "¿Siguen ahí?" });
    // A "new contact" for the whole business, then a "new message" for the agent.
    expect((await notificationsOf(closing.conversationId)).length).toBeGreaterThanOrEqual(2);
    const othersBefore = (await notificationsOf(other.conversationId)).length;
    expect(othersBefore).toBeGreaterThan(0);

    const category = await createClosingCategory(world.db, business.id);
    const closed = await agent.api.post("/api/wp/CloseMessage", {
      conversationId: closing.conversationId,
      status: "normal",
      comments: "Resuelto",
      closingCategoryId: category.id,
    });
    expect(closed.status).toBe(200);
    expect(await notificationsOf(closing.conversationId)).toEqual([]);
    expect(await notificationsOf(other.conversationId)).toHaveLength(othersBefore);

    // Deleting a pending chat from the queue does the same.
    expect((await admin.api.post("/api/admin/DeleteChat", { id: other.conversationId })).status).toBe(200);
    expect(await notificationsOf(other.conversationId)).toEqual([]);
  });

  it("a chat that times out loses its notifications too", async () => {
    const business = await createBusiness(world.db, { name: "Caducados" });
    const agent = await world.agentOf(business.id);
    const chat = await pendingChat(world.deps, business.id, { text: "Hola" });
    await agent.api.post("/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });
    expect((await notificationsOf(chat.conversationId)).length).toBeGreaterThan(0);
    await world.db
      .update(conversations)
      .set({ windowExpiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(conversations.id, chat.conversationId), eq(conversations.businessId, business.id)));
    await timeOutExpiredChats(world.deps);
    const [row] = await world.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, chat.conversationId));
    expect(row?.status).toBe("timed_out");
    expect(await notificationsOf(chat.conversationId)).toEqual([]);
  });
});
