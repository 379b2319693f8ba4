import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationRow } from "../../../test/contact-factories.js";
import { pendingChat, setAvailable } from "../../../test/engine-factories.js";
import { createArea, createBusiness, createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { conversations, users } from "../../db/schema/index.js";
import { assignWaitingChats } from "./auto-assign.js";

const t = routeTestWorld();

const chatRow = (id: number) => conversationRow(t.deps.db, id);

async function availableAgent(
  businessId: number,
  fields: { maxOpenChats?: number | null; areaId?: number } = {},
) {
  const agent = await createUser(t.deps.db, { role: "ProviderAgent", businessId, ...fields });
  await setAvailable(t.deps.db, agent.id, businessId);
  return agent;
}

/** Parks a chat back in the queue with an area, as the area selector leaves it. */
async function waitingInArea(businessId: number, areaId: number) {
  const chat = await pendingChat(t.deps, businessId);
  await t.deps.db
    .update(conversations)
    .set({ status: "pending", assignedUserId: null, areaId })
    .where(eq(conversations.id, chat.conversationId));
  return chat.conversationId;
}

describe("per-agent capacity", () => {
  it("gives each agent up to their own number, the business's when they have none, none at 0", async () => {
    const business = await createBusiness(t.deps.db, { autoAssignEnabled: true, autoAssignMaxChats: 1 });
    const senior = await availableAgent(business.id, { maxOpenChats: 3 });
    const regular = await availableAgent(business.id);
    const trainee = await availableAgent(business.id, { maxOpenChats: 0 });
    const chats = [];
    for (let i = 0; i < 5; i++) chats.push((await pendingChat(t.deps, business.id)).conversationId);
    const assignees = await Promise.all(chats.map(async (id) => (await chatRow(id))?.assignedUserId ?? null));
    expect(assignees.filter((id) => id === senior.id)).toHaveLength(3);
    expect(assignees.filter((id) => id === regular.id)).toHaveLength(1);
    expect(assignees).not.toContain(trainee.id);
    // The fifth found everybody full and waits.
    expect(assignees.filter((id) => id === null)).toHaveLength(1);
  });

  it("hands a waiting chat to an agent whose own number rises above the business's", async () => {
    const business = await createBusiness(t.deps.db, { autoAssignEnabled: true, autoAssignMaxChats: 1 });
    const agent = await availableAgent(business.id);
    const first = await pendingChat(t.deps, business.id);
    const second = await pendingChat(t.deps, business.id);
    expect((await chatRow(first.conversationId))?.assignedUserId).toBe(agent.id);
    expect((await chatRow(second.conversationId))?.status).toBe("pending");
    expect(await assignWaitingChats(t.deps, business.id)).toBe(0);
    await t.deps.db.update(users).set({ maxOpenChats: 2 }).where(eq(users.id, agent.id));
    expect(await assignWaitingChats(t.deps, business.id)).toBe(1);
    expect((await chatRow(second.conversationId))?.assignedUserId).toBe(agent.id);
  });
});

describe("when nobody of the chat's area is available", () => {
  async function byAreaBusiness(whenNobody: "queue" | "any_area") {
    const business = await createBusiness(t.deps.db, {
      autoAssignEnabled: true,
      autoAssignByArea: true,
      autoAssignWhenNobody: whenNobody,
    });
    const ventas = await createArea(t.deps.db, business.id, "Ventas");
    const garantias = await createArea(t.deps.db, business.id, "Garantías");
    const seller = await availableAgent(business.id, { areaId: ventas.id });
    return { business, ventas, garantias, seller };
  }

  it('"queue" leaves the chat pending for anyone to take, and the chats behind it still get their area\'s agent', async () => {
    const { business, ventas, garantias, seller } = await byAreaBusiness("queue");
    const warranty = await waitingInArea(business.id, garantias.id);
    const sale = await waitingInArea(business.id, ventas.id);
    expect(await assignWaitingChats(t.deps, business.id)).toBe(1);
    expect(await chatRow(warranty)).toMatchObject({ status: "pending", assignedUserId: null });
    expect(await chatRow(sale)).toMatchObject({ status: "active", assignedUserId: seller.id });
  });

  it('"any_area" gives it to any available agent of the business', async () => {
    const { business, garantias, seller } = await byAreaBusiness("any_area");
    const warranty = await waitingInArea(business.id, garantias.id);
    expect(await assignWaitingChats(t.deps, business.id)).toBe(1);
    expect(await chatRow(warranty)).toMatchObject({ status: "active", assignedUserId: seller.id });
  });

  it('"any_area" still prefers the chat\'s own area when someone there is free', async () => {
    const { business, garantias } = await byAreaBusiness("any_area");
    const expert = await availableAgent(business.id, { areaId: garantias.id });
    // Neither had a chat yet, so turn order alone would pick the seller (created first): only the area rule picks the expert.
    const warranty = await waitingInArea(business.id, garantias.id);
    expect(await assignWaitingChats(t.deps, business.id)).toBe(1);
    expect((await chatRow(warranty))?.assignedUserId).toBe(expert.id);
  });

  it('"any_area" does not go past anyone\'s capacity: with everybody full the chat waits', async () => {
    const { business, garantias, seller } = await byAreaBusiness("any_area");
    await t.deps.db.update(users).set({ maxOpenChats: 0 }).where(eq(users.id, seller.id));
    const warranty = await waitingInArea(business.id, garantias.id);
    expect(await assignWaitingChats(t.deps, business.id)).toBe(0);
    expect((await chatRow(warranty))?.status).toBe("pending");
  });
});
