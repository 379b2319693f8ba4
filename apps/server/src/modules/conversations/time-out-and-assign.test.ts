import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationRow } from "../../../test/contact-factories.js";
import { createClosingCategory, pendingChat, setAvailable } from "../../../test/engine-factories.js";
import { createArea, createBusiness, createUser, signedInAs } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { businesses, conversations } from "../../db/schema/index.js";
import type { DomainEvents } from "../../events/domain-events.js";
import { assignWaitingChats } from "./auto-assign.js";
import { timeOutExpiredChats } from "./time-out.js";

const t = routeTestWorld();

const chatRow = (id: number) => conversationRow(t.deps.db, id);

describe("the 24-hour sweeper", () => {
  it("times out active chats past their window, once, and says so", async () => {
    const business = await createBusiness(t.deps.db);
    const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    const expired = await pendingChat(t.deps, business.id);
    const fresh = await pendingChat(t.deps, business.id);
    const waiting = await pendingChat(t.deps, business.id);
    for (const chat of [expired, fresh])
      await agent.api.post("/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });
    await t.deps.db
      .update(conversations)
      .set({ windowExpiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${conversations.id} in (${expired.conversationId}, ${waiting.conversationId})`);

    const ended: DomainEvents["conversation.ended"][] = [];
    const off = t.deps.events.subscribe("conversation.ended", (event) => ended.push(event));
    expect(await timeOutExpiredChats(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await timeOutExpiredChats(t.deps)).toBe(0);
    off();
    expect(await chatRow(expired.conversationId)).toMatchObject({
      status: "timed_out",
      endReason: "timed_out",
    });
    expect((await chatRow(fresh.conversationId))?.status).toBe("active");
    // Only active chats time out; a waiting one stays in the queue.
    expect((await chatRow(waiting.conversationId))?.status).toBe("pending");
    expect(ended.filter((event) => event.conversationId === expired.conversationId)).toEqual([
      expect.objectContaining({ endReason: "timed_out", assignedUserId: agent.user.id }),
    ]);
  });
});

describe("automatic assignment", () => {
  async function autoBusiness(settings: { byArea?: boolean; maxChats?: number } = {}) {
    const business = await createBusiness(t.deps.db, {
      autoAssignEnabled: true,
      autoAssignByArea: settings.byArea ?? false,
      autoAssignMaxChats: settings.maxChats ?? 5,
    });
    return business;
  }

  it("gives new chats to available agents in turn", async () => {
    const business = await autoBusiness();
    const ana = await createUser(t.deps.db, { role: "ProviderAgent", businessId: business.id });
    const luis = await createUser(t.deps.db, { role: "ProviderAgent", businessId: business.id });
    const away = await createUser(t.deps.db, { role: "ProviderAgent", businessId: business.id });
    await setAvailable(t.deps.db, ana.id, business.id);
    await setAvailable(t.deps.db, luis.id, business.id);
    await setAvailable(t.deps.db, away.id, business.id, "not_available");
    const assignees = [];
    for (let i = 0; i < 4; i++) {
      const chat = await pendingChat(t.deps, business.id);
      assignees.push((await chatRow(chat.conversationId))?.assignedUserId);
    }
    expect(assignees.filter((id) => id === ana.id)).toHaveLength(2);
    expect(assignees.filter((id) => id === luis.id)).toHaveLength(2);
    expect(assignees).not.toContain(away.id);
  });

  it("respects the per-agent maximum and hands waiting chats out as capacity frees up", async () => {
    const business = await autoBusiness({ maxChats: 1 });
    const ana = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    await setAvailable(t.deps.db, ana.user.id, business.id);
    const first = await pendingChat(t.deps, business.id);
    const second = await pendingChat(t.deps, business.id);
    expect((await chatRow(first.conversationId))?.status).toBe("active");
    expect((await chatRow(second.conversationId))?.status).toBe("pending");
    const category = await createClosingCategory(t.deps.db, business.id);
    await ana.api.post("/api/wp/CloseMessage", {
      conversationId: first.conversationId,
      status: "normal",
      comments: "ok",
      closingCategoryId: category.id,
    });
    await assignWaitingChats(t.deps, business.id);
    expect(await chatRow(second.conversationId)).toMatchObject({
      status: "active",
      assignedUserId: ana.user.id,
    });
  });

  it("assigns within the chat's area when the business assigns by area", async () => {
    const business = await autoBusiness({ byArea: true });
    const ventas = await createArea(t.deps.db, business.id, "Ventas");
    const garantias = await createArea(t.deps.db, business.id, "Garantías");
    const seller = await createUser(t.deps.db, {
      role: "ProviderAgent",
      businessId: business.id,
      areaId: ventas.id,
    });
    await setAvailable(t.deps.db, seller.id, business.id);
    const chat = await pendingChat(t.deps, business.id);
    // A chat routed to Garantías (by the area selector) waits for someone of that area.
    await t.deps.db
      .update(conversations)
      .set({ status: "pending", assignedUserId: null, areaId: garantias.id })
      .where(eq(conversations.id, chat.conversationId));
    expect(await assignWaitingChats(t.deps, business.id)).toBe(0);
    await t.deps.db
      .update(conversations)
      .set({ areaId: ventas.id })
      .where(eq(conversations.id, chat.conversationId));
    expect(await assignWaitingChats(t.deps, business.id)).toBe(1);
    expect((await chatRow(chat.conversationId))?.assignedUserId).toBe(seller.id);
  });

  it("leaves chats pending when the business has it off", async () => {
    const business = await createBusiness(t.deps.db);
    const ana = await createUser(t.deps.db, { role: "ProviderAgent", businessId: business.id });
    await setAvailable(t.deps.db, ana.id, business.id);
    const chat = await pendingChat(t.deps, business.id);
    expect((await chatRow(chat.conversationId))?.status).toBe("pending");
    await t.deps.db.update(businesses).set({ autoAssignEnabled: true }).where(eq(businesses.id, business.id));
    expect(await assignWaitingChats(t.deps, business.id)).toBe(1);
  });
});
