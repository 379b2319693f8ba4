import { CHAT_MESSAGES, type ChatSummary, MESSAGES } from "@consola/shared";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createClosingCategory, pendingChat } from "../../../test/engine-factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog, conversations, notifications } from "../../db/schema/index.js";

const world = routeTestWorld();
const admin = world.signedInUser("ProviderAdmin", "norte");
const agent = world.signedInUser("ProviderAgent", "norte");
const agent2 = world.signedInUser("ProviderAgent", "norte");
const outsider = world.signedInUser("ProviderAdmin", "andino");

let chatId: number;
beforeEach(async () => {
  chatId = (await pendingChat(world.deps, world.norte.id)).conversationId;
});

const statusOf = async (id: number) =>
  (
    await world.db
      .select({ status: conversations.status })
      .from(conversations)
      .where(eq(conversations.id, id))
  )[0]?.status;

describe("taking and assigning pending chats", () => {
  it("lets an agent take a pending chat with agentId 0; a second take is refused", async () => {
    const taken = await agent.api.post<ChatSummary>("/api/wp/TakePendient", { id: chatId, agentId: 0 });
    expect(taken.status).toBe(200);
    expect(taken.body.message).toBe(CHAT_MESSAGES.chatTaken);
    expect(taken.body.data).toMatchObject({ status: "active", agent: { id: agent.user.id } });
    const again = await agent2.api.post("/api/wp/TakePendient", { id: chatId, agentId: 0 });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(CHAT_MESSAGES.chatNotPending);
    const audit = await world.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(chatId)));
    expect(audit.map((row) => row.action)).toContain("chat.take");
  });

  it("lets exactly one of two agents racing for a chat have it", async () => {
    const results = await Promise.all([
      agent.api.post("/api/wp/TakePendient", { id: chatId, agentId: 0 }),
      agent2.api.post("/api/wp/TakePendient", { id: chatId, agentId: 0 }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
  });

  it("lets a manager assign to an agent, who is notified; an agent may not assign", async () => {
    const refused = await agent.api.post("/api/wp/TakePendient", { id: chatId, agentId: agent2.user.id });
    expect(refused.status).toBe(403);
    const assigned = await admin.api.post<ChatSummary>("/api/wp/TakePendient", {
      id: chatId,
      agentId: agent2.user.id,
    });
    expect(assigned.body.message).toBe(CHAT_MESSAGES.chatAssigned);
    expect(assigned.body.data.agent?.id).toBe(agent2.user.id);
    const rows = await world.db.select().from(notifications).where(eq(notifications.userId, agent2.user.id));
    expect(rows.some((row) => row.type === "assigned")).toBe(true);
  });

  it("requires a real person of the business to assign to", async () => {
    for (const agentId of [outsider.user.id, 999_999]) {
      const response = await admin.api.post("/api/wp/TakePendient", { id: chatId, agentId });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(CHAT_MESSAGES.agentNotFound);
    }
    const missing = await admin.api.post("/api/wp/TakePendient", { id: chatId });
    expect(missing.body.message).toBe(CHAT_MESSAGES.assignOptionRequired);
  });

  it("lets a manager delete a pending chat without losing it", async () => {
    expect((await agent.api.post("/api/admin/DeleteChat", { id: chatId })).status).toBe(403);
    const deleted = await admin.api.post("/api/admin/DeleteChat", { id: chatId });
    expect(deleted.body.message).toBe(CHAT_MESSAGES.chatDeleted);
    const [row] = await world.db.select().from(conversations).where(eq(conversations.id, chatId));
    expect(row).toMatchObject({ status: "closed", endReason: "deleted" });
  });
});

describe("active chats", () => {
  beforeEach(async () => {
    await agent.api.post("/api/wp/TakePendient", { id: chatId, agentId: 0 });
  });

  it("lets a manager transfer an active chat; agents may not", async () => {
    expect(
      (await agent.api.post("/api/chat/ReassignChat", { conversationId: chatId, agentId: agent2.user.id }))
        .status,
    ).toBe(403);
    const moved = await admin.api.post<ChatSummary>("/api/chat/ReassignChat", {
      conversationId: chatId,
      agentId: agent2.user.id,
    });
    expect(moved.body.data.agent?.id).toBe(agent2.user.id);
    const same = await admin.api.post("/api/chat/ReassignChat", {
      conversationId: chatId,
      agentId: agent2.user.id,
    });
    expect(same.body.message).toBe(CHAT_MESSAGES.sameAgent);
  });

  it("changes status only with a status and comments", async () => {
    const missing = await agent.api.post("/api/chat/ChangeStatus", { conversationId: chatId });
    expect(missing.body.data).toEqual({ error: [MESSAGES.statusRequired, MESSAGES.commentsRequired] });
    const blank = await agent.api.post("/api/chat/ChangeStatus", {
      conversationId: chatId,
      status: "angry",
      comments: "   ",
    });
    expect(blank.body.message).toBe(MESSAGES.commentsRequired);
    const done = await agent.api.post<ChatSummary>("/api/chat/ChangeStatus", {
      conversationId: chatId,
      status: "angry",
      comments: "Reclama demora",
    });
    expect(done.body.data.mood).toBe("angry");
    const notMine = await agent2.api.post("/api/chat/ChangeStatus", {
      conversationId: chatId,
      status: "normal",
      comments: "x",
    });
    expect(notMine.status).toBe(403);
  });

  it("closes with status, comments and an active category of the business", async () => {
    const category = await createClosingCategory(world.db, world.norte.id);
    const foreignCategory = await createClosingCategory(world.db, world.andino.id);
    // The agent closes the chat as "normal": only the comments and the category change between tries.
    const closeAsNormal = (rest: { comments: string; closingCategoryId?: number }) =>
      agent.api.post<ChatSummary>("/api/wp/CloseMessage", {
        conversationId: chatId,
        status: "normal",
        ...rest,
      });
    const noCategory = await closeAsNormal({ comments: "ok" });
    expect(noCategory.body.message).toBe(CHAT_MESSAGES.closingCategoryRequired);
    const foreign = await closeAsNormal({ comments: "ok", closingCategoryId: foreignCategory.id });
    expect(foreign.body.message).toBe(CHAT_MESSAGES.closingCategoryInvalid);
    const closed = await closeAsNormal({ comments: "Cliente atendido", closingCategoryId: category.id });
    expect(closed.body.data).toMatchObject({
      status: "closed",
      endReason: "closed",
      closingCategory: { id: category.id },
      closeComments: "Cliente atendido",
    });
    const twice = await closeAsNormal({ comments: "x", closingCategoryId: category.id });
    expect(twice.body.message).toBe(CHAT_MESSAGES.chatNotActive);
  });
});

describe("another business's chats", () => {
  it("are 404 on every transition, and nothing changes", async () => {
    const category = await createClosingCategory(world.db, world.andino.id);
    const calls = [
      outsider.api.post("/api/wp/TakePendient", { id: chatId, agentId: 0 }),
      outsider.api.post("/api/admin/DeleteChat", { id: chatId }),
      outsider.api.post("/api/chat/ReassignChat", { conversationId: chatId, agentId: outsider.user.id }),
      outsider.api.post("/api/chat/ChangeStatus", {
        conversationId: chatId,
        status: "normal",
        comments: "x",
      }),
      outsider.api.post("/api/wp/CloseMessage", {
        conversationId: chatId,
        status: "normal",
        comments: "x",
        closingCategoryId: category.id,
      }),
      outsider.api.post("/api/chat/Summary", { conversationId: chatId }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Hola, necesito ayuda");
    }
    expect(await statusOf(chatId)).toBe("pending");
  });

  it("refuses platform admins on business chat calls", async () => {
    const platform = await world.signedInAs("Super");
    expect((await platform.api.post("/api/wp/TakePendient", { id: chatId, agentId: 0 })).status).toBe(403);
  });
});
