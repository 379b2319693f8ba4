import type { ChatPage, ChatSummary } from "@consola/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createClosingCategory,
  inbound,
  pendingChat,
  switchBotsOff,
  switchBotsOn,
} from "../../../test/engine-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { conversations } from "../../db/schema/index.js";

const world = routeTestWorld({ norte: { timeZone: "America/Bogota" } });
const admin = world.signedInUser("ProviderAdmin", "norte");
const ana = world.signedInUser("ProviderAgent", "norte");
const luis = world.signedInUser("ProviderAgent", "norte");
const outsider = world.signedInUser("ProviderAdmin", "andino");

// Every chat is filled in by beforeAll, before any test reads it.
const chats = {} as Record<"waiting" | "ana" | "luis" | "closed" | "foreign", number>;

beforeAll(async () => {
  const category = await createClosingCategory(world.db, world.norte.id);

  // One after the other: the chats' ids follow this order.
  for (const [key, businessId, name, from] of [
    ["waiting", world.norte.id, "Pedro Páramo", "+528110000001"],
    ["ana", world.norte.id, "Susana San Juan", "+528110000002"],
    ["luis", world.norte.id, "Juan Preciado", "+528110000003"],
    ["closed", world.norte.id, "Eduviges Dyada", "+528110000004"],
    ["foreign", world.andino.id, "Ajeno Externo", "+528110000005"],
  ] as const) {
    chats[key] = (await pendingChat(world.deps, businessId, { name, from })).conversationId;
  }
  await ana.api.post("/api/wp/TakePendient", { id: chats.ana, agentId: 0 });
  await luis.api.post("/api/wp/TakePendient", { id: chats.luis, agentId: 0 });
  await ana.api.post("/api/wp/TakePendient", { id: chats.closed, agentId: 0 });
  await ana.api.post("/api/wp/CloseMessage", {
    conversationId: chats.closed,
    status: "normal",
    comments: "listo",
    closingCategoryId: category.id,
  });
  // Closed at 23:30 on 2026-03-10 in Bogotá = 04:30 UTC on the 11th.
  await world.db
    .update(conversations)
    .set({ closedAt: new Date("2026-03-11T04:30:00Z") })
    .where(eq(conversations.id, chats.closed));
});

const ids = (page: { body: { data: ChatPage } }) => page.body.data.items.map((chat) => chat.id);

describe("chat lists", () => {
  it("shows the pending queue to everyone who takes chats, never another business's", async () => {
    for (const user of [admin, ana]) {
      const page = await user.api.post<ChatPage>("/api/wp/ListMessagePendient", {});
      expect(ids(page)).toEqual([chats.waiting]);
      expect(page.body.data.items[0]).toMatchObject({
        contact: { name: "Pedro Páramo" },
        lastMessage: "Hola, necesito ayuda",
        unreadCount: 1,
      });
    }
  });

  it("shows managers every active chat and agents only theirs", async () => {
    const all = await admin.api.get<ChatPage>("/api/admin/ListMessageActive");
    expect(ids(all).sort()).toEqual([chats.ana, chats.luis].sort());
    const own = await ana.api.get<ChatPage>("/api/admin/ListMessageActive");
    expect(ids(own)).toEqual([chats.ana]);
    const mine = await luis.api.post<ChatPage>("/api/admin/ListContactCurrentFind", {});
    expect(ids(mine)).toEqual([chats.luis]);
  });

  it("filters by agent name and by contact number", async () => {
    const byAgent = await admin.api.get<ChatPage>(
      `/api/admin/ListMessageActive?agentName=${encodeURIComponent(luis.user.name.slice(0, 12))}`,
    );
    expect(ids(byAgent)).toEqual([chats.luis]);
    const byNumber = await admin.api.get<ChatPage>("/api/admin/ListMessageActive?contactNumber=0000002");
    expect(ids(byNumber)).toEqual([chats.ana]);
    const bySearch = await ana.api.post<ChatPage>("/api/admin/ListContactCurrentFind", { search: "susana" });
    expect(ids(bySearch)).toEqual([chats.ana]);
    // Accents and case do not matter: "paramo" finds "Pedro Páramo".
    const accents = await ana.api.post<ChatPage>("/api/wp/ListMessagePendient", { search: "PARAMO" });
    expect(ids(accents)).toEqual([chats.waiting]);
    // Every word at the start of one of the name's words, in any order.
    const anyOrder = await ana.api.post<ChatPage>("/api/wp/ListMessagePendient", { search: "paramo ped" });
    expect(ids(anyOrder)).toEqual([chats.waiting]);
    const oneWordWrong = await ana.api.post<ChatPage>("/api/wp/ListMessagePendient", {
      search: "paramo luis",
    });
    expect(ids(oneWordWrong)).toEqual([]);
    const wildcard = await admin.api.get<ChatPage>("/api/admin/ListMessageActive?agentName=%25");
    expect(ids(wildcard)).toEqual([]);
  });

  it("filters unread chats", async () => {
    await ana.api.post("/api/chat/SeeToMessage", { conversationId: chats.ana });
    const unread = await ana.api.post<ChatPage>("/api/admin/ListContactCurrentFind", { unreadOnly: true });
    expect(ids(unread)).toEqual([]);
    const withUnread = await luis.api.post<ChatPage>("/api/admin/ListContactCurrentFind", {
      unreadOnly: true,
    });
    expect(ids(withUnread)).toEqual([chats.luis]);
  });

  it("finds ended chats by closing day in the business's time zone", async () => {
    const sameDay = await admin.api.post<ChatPage>("/api/admin/ListContactCloseTimeout", {
      closingDay: "2026-03-10",
    });
    expect(ids(sameDay)).toEqual([chats.closed]);
    const nextDay = await admin.api.post<ChatPage>("/api/admin/ListContactCloseTimeout", {
      closingDay: "2026-03-11",
    });
    expect(ids(nextDay)).toEqual([]);
    const timedOut = await admin.api.post<ChatPage>("/api/admin/ListContactCloseTimeout", {
      status: "timed_out",
    });
    expect(ids(timedOut)).toEqual([]);
    const luisEnded = await luis.api.post<ChatPage>("/api/admin/ListContactCloseTimeout", {});
    expect(ids(luisEnded)).toEqual([]);
    const badDay = await admin.api.post("/api/admin/ListContactCloseTimeout", { closingDay: "10/03/2026" });
    expect(badDay.status).toBe(400);
  });

  it("lists bot-held chats for managers only", async () => {
    await switchBotsOn(world.db, world.norte.id, { selector: {} });
    const held = (await pendingChat(world.deps, world.norte.id)).conversationId;
    const page = await admin.api.get<ChatPage>("/api/admin/ListMessageBot");
    expect(ids(page)).toEqual([held]);
    expect((await ana.api.get("/api/admin/ListMessageBot")).status).toBe(403);
    const taken = await admin.api.post("/api/wp/TakePendient", { id: held, agentId: ana.user.id });
    expect(taken.status).toBe(200);
    await switchBotsOff(world.db, world.norte.id);
  });

  it("never shows another business's chats in any list", async () => {
    const lists = await Promise.all([
      outsider.api.post<ChatPage>("/api/wp/ListMessagePendient", {}),
      outsider.api.get<ChatPage>("/api/admin/ListMessageActive"),
      outsider.api.get<ChatPage>("/api/admin/ListMessageBot"),
      outsider.api.post<ChatPage>("/api/admin/ListContactCurrentFind", {}),
      outsider.api.post<ChatPage>("/api/admin/ListContactCloseTimeout", {}),
    ]);
    const seen = lists.flatMap(ids);
    expect(seen).toEqual([chats.foreign]);
  });

  it("lists the people a chat can go to, with their load", async () => {
    const people =
      await admin.api.post<{ id: number; openChats: number; availability: string }[]>("/api/wp/ListUser");
    const byId = new Map(people.body.data.map((person) => [person.id, person]));
    expect(byId.get(ana.user.id)).toMatchObject({ openChats: 2, availability: "offline" });
    expect(byId.has(outsider.user.id)).toBe(false);
  });
});

describe("a chat that came in out of hours", () => {
  it("keeps its mark once taken, in the active list, and after it is closed", async () => {
    // No hours saved: the business is closed, so its first chat gets the out-of-hours message.
    const closed = await createBusiness(world.db, { hoursEnabled: true, outOfHoursMessage: "Cerrado" });
    const category = await createClosingCategory(world.db, closed.id);
    const agent = await world.agentOf(closed.id);
    const manager = await world.adminOf(closed.id);
    const arrived = await inbound(world.deps, closed.id, { text: "¿Abren hoy?" });
    if (arrived.status !== "stored") throw new Error("not stored");
    const { conversationId } = arrived;
    const summary = async () =>
      (await manager.api.post<ChatSummary>("/api/chat/Summary", { conversationId })).body.data;
    expect(await summary()).toMatchObject({ status: "pending", outOfHours: true });

    expect((await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 })).status).toBe(
      200,
    );
    expect(await summary()).toMatchObject({ status: "active", outOfHours: true });
    const active = await manager.api.get<ChatPage>("/api/admin/ListMessageActive");
    expect(active.body.data.items.find((chat) => chat.id === conversationId)?.outOfHours).toBe(true);
    const mine = await agent.api.post<ChatPage>("/api/admin/ListContactCurrentFind", {});
    expect(mine.body.data.items.find((chat) => chat.id === conversationId)?.outOfHours).toBe(true);

    const ended = await agent.api.post("/api/wp/CloseMessage", {
      conversationId,
      status: "normal",
      comments: "Atendido",
      closingCategoryId: category.id,
    });
    expect(ended.status).toBe(200);
    expect(await summary()).toMatchObject({ status: "closed", outOfHours: true });
    const closedList = await manager.api.post<ChatPage>("/api/admin/ListContactCloseTimeout", {});
    expect(closedList.body.data.items.find((chat) => chat.id === conversationId)?.outOfHours).toBe(true);
  });
});

describe("reading messages", () => {
  it("pages a chat's history and lets agents read only waiting chats and their own", async () => {
    const { conversationId, from } = await pendingChat(world.deps, world.norte.id, { text: "m1" });
    for (const text of ["m2", "m3", "m4"]) await pendingChat(world.deps, world.norte.id, { from, text });
    const first = await ana.api.post<{ items: { id: number; body: string }[]; hasMore: boolean }>(
      "/api/wp/ListMessage",
      { conversationId, take: 2 },
    );
    expect(first.body.data.items.map((message) => message.body)).toEqual(["m3", "m4"]);
    expect(first.body.data.hasMore).toBe(true);
    const older = await ana.api.post<{ items: { body: string }[]; hasMore: boolean }>(
      "/api/chat/ListMessage",
      {
        conversationId,
        take: 2,
        beforeId: first.body.data.items[0]?.id,
      },
    );
    expect(older.body.data.items.map((message) => message.body)).toEqual(["m1", "m2"]);
    expect(older.body.data.hasMore).toBe(false);

    await luis.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
    expect((await ana.api.post("/api/wp/ListMessage", { conversationId })).status).toBe(404);
    expect((await admin.api.post("/api/wp/ListMessage", { conversationId })).status).toBe(200);
    expect((await outsider.api.post("/api/wp/ListMessage", { conversationId })).status).toBe(404);
    expect((await ana.api.post("/api/chat/SeeToMessage", { conversationId })).status).toBe(404);
    const seen = await luis.api.post<{ unreadCount: number; totalUnread: number }>("/api/chat/SeeToMessage", {
      conversationId,
    });
    expect(seen.body.data).toMatchObject({ unreadCount: 0 });
  });
});
