import {
  type ActiveBusinessResult,
  type BusinessHistoryPage,
  encodePassword,
  MESSAGES,
  PLATFORM_BUSINESS_TEXTS,
} from "@consola/shared";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../../test/api-client.js";
import { createConversation } from "../../../test/contact-factories.js";
import { inbound, switchBotsOn } from "../../../test/engine-factories.js";
import { createBusiness, createUser, login } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import {
  auditLog,
  businessChannels,
  businesses,
  contacts,
  conversations,
  messages,
  sessions,
  users,
} from "../../db/schema/index.js";

const world = routeTestWorld();
const platform = world.signedInUser("VocomAdmin");

const setActive = (id: number, active: boolean) =>
  platform.api.post<ActiveBusinessResult>("/api/admin/ActiveBusiness", { id, active });

const tryLogin = (user: { email: string; password: string }) =>
  world.app.inject({
    method: "POST",
    url: "/api/auth/Login",
    payload: { user: user.email, password: encodePassword(user.password) },
  });

describe("ActiveBusiness", () => {
  it("deactivating ends every session of its people, refuses their sign-in, and keeps inbound messages", async () => {
    const business = await createBusiness(world.db, { name: "Se desactiva" });
    const admin = await world.adminOf(business.id);
    const agent = await world.agentOf(business.id);
    const other = await world.agentOf(world.norte.id);
    const ended: string[] = [];
    const stop = world.deps.events.subscribe("session.ended", (event) => ended.push(event.reason));

    const response = await setActive(business.id, false);
    stop();
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: business.id, status: "inactive", sessionsEnded: 2 });
    expect(response.body.message).toBe(PLATFORM_BUSINESS_TEXTS.deactivated(2));
    // Account_Exit goes out for each (realtime/hub-events turns session.ended into it).
    expect(ended).toEqual(["business_inactive", "business_inactive"]);
    for (const person of [admin, agent]) {
      const [session] = await world.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
      expect(session).toMatchObject({ endReason: "business_inactive" });
      expect(session?.endedAt).not.toBeNull();
      expect((await person.api.post("/api/admin/Profile")).status).toBe(401);
      const again = await tryLogin(person.user);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(MESSAGES.loginBusinessInactive);
    }
    // Other businesses are untouched.
    expect((await other.api.post("/api/admin/Profile")).status).toBe(200);

    // An inbound message for the inactive business is stored like any other, waiting for the reactivation;
    // its bots, though switched on, say nothing in its name meanwhile.
    await switchBotsOn(world.db, business.id, { welcome: {} });
    const received = await inbound(world.deps, business.id, { text: "¿Siguen abiertos?" });
    expect(received.status).toBe("stored");
    if (received.status !== "stored") return;
    const [stored] = await world.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, received.conversationId));
    expect(stored).toMatchObject({ businessId: business.id, direction: "in", body: "¿Siguen abiertos?" });
    const sent = await world.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, received.conversationId), eq(messages.direction, "out")));
    expect(sent).toEqual([]);
    const [waiting] = await world.db
      .select({ status: conversations.status, assignedUserId: conversations.assignedUserId })
      .from(conversations)
      .where(eq(conversations.id, received.conversationId));
    expect(waiting).toEqual({ status: "pending", assignedUserId: null });

    expect((await world.auditsOf("business_deactivated", business.id)).at(0)?.data).toEqual({
      sessionsEnded: 2,
    });
  });

  it("reactivating restores sign-in; asking for the current state changes nothing", async () => {
    const business = await createBusiness(world.db, { name: "Vuelve", status: "inactive" });
    const agent = await createUser(world.db, { role: "ProviderAgent", businessId: business.id });
    expect((await tryLogin(agent)).statusCode).toBe(400);
    const response = await setActive(business.id, true);
    expect(response.body).toMatchObject({
      isOk: true,
      message: PLATFORM_BUSINESS_TEXTS.activated,
      data: { id: business.id, status: "active", sessionsEnded: 0 },
    });
    expect(await login(world.app, agent)).toHaveProperty("token");
    expect((await world.auditsOf("business_activated", business.id)).length).toBe(1);
    const again = await setActive(business.id, true);
    expect(again.body.data.status).toBe("active");
    expect((await world.auditsOf("business_activated", business.id)).length).toBe(1);
  });

  it("answers 404 for a missing business and a Spanish 400 without `active`", async () => {
    expect((await setActive(999_999, false)).status).toBe(404);
    const bad = await platform.api.post("/api/admin/ActiveBusiness", { id: world.norte.id });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ error: [PLATFORM_BUSINESS_TEXTS.activeRequired] });
  });
});

describe("RemoveBusiness", () => {
  it("refuses an active business and a wrong name, in Spanish", async () => {
    const business = await createBusiness(world.db, { name: "Todavía activa" });
    const active = await platform.api.post("/api/admin/RemoveBusiness", {
      id: business.id,
      confirmName: "Todavía activa",
    });
    expect(active.status).toBe(400);
    expect(active.body.data).toEqual({ error: [PLATFORM_BUSINESS_TEXTS.removeActive] });
    await setActive(business.id, false);
    for (const confirmName of ["todavía activa", "Otra"]) {
      const wrong = await platform.api.post("/api/admin/RemoveBusiness", { id: business.id, confirmName });
      expect(wrong.status).toBe(400);
      expect(wrong.body.data).toEqual({ error: [PLATFORM_BUSINESS_TEXTS.confirmNameMismatch] });
    }
    const empty = await platform.api.post("/api/admin/RemoveBusiness", { id: business.id, confirmName: " " });
    expect(empty.body.data).toEqual({ error: [PLATFORM_BUSINESS_TEXTS.confirmNameRequired] });
    expect((await world.db.select().from(businesses).where(eq(businesses.id, business.id))).length).toBe(1);
  });

  it("removes an inactive business with its people, contacts, chats and lines; its history stays", async () => {
    const business = await createBusiness(world.db, { name: "Se elimina" });
    const admin = await world.adminOf(business.id);
    const received = await inbound(world.deps, business.id, { text: "Hola" });
    if (received.status !== "stored") throw new Error("inbound not stored");
    await createConversation(world.db, {
      businessId: business.id,
      contactId: received.contactId,
      channelId: received.channel.id,
      status: "closed",
    });
    const photo = await world.deps.media.save(business.id, Buffer.from("foto"), "image/jpeg");
    const neighbour = await world.deps.media.save(world.norte.id, Buffer.from("otra"), "image/jpeg");
    await setActive(business.id, false);
    const removed = await platform.api.post("/api/admin/RemoveBusiness", {
      id: business.id,
      confirmName: " Se elimina ",
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(PLATFORM_BUSINESS_TEXTS.removed);

    const left = async (table: typeof users | typeof contacts | typeof conversations | typeof messages) =>
      (await world.db.select({ n: count() }).from(table).where(eq(table.businessId, business.id)))[0]?.n;
    for (const table of [users, contacts, conversations, messages]) expect(await left(table)).toBe(0);
    const lines = await world.db
      .select()
      .from(businessChannels)
      .where(eq(businessChannels.businessId, business.id));
    expect(lines).toEqual([]);
    expect((await world.db.select().from(businesses).where(eq(businesses.id, business.id))).length).toBe(0);
    expect((await admin.api.post("/api/admin/Profile")).status).toBe(401);
    // Its files went with it; another business's stayed.
    await expect(world.deps.media.read(photo.key)).rejects.toThrow();
    expect((await world.deps.media.read(neighbour.key)).toString()).toBe("otra");

    const [audit] = await world.auditsOf("business_removed", business.id);
    expect(audit).toMatchObject({ businessId: business.id, actorUserId: platform.user.id });
    expect(audit?.data).toEqual({ usersRemoved: 1, contactsRemoved: 1 });
    const history = await platform.api.post<BusinessHistoryPage>("/api/admin/BusinessHistory", {
      id: business.id,
    });
    expect(history.body.data.items.map((item) => item.action).slice(0, 2)).toEqual([
      "business_removed",
      "business_deactivated",
    ]);
    expect((await platform.api.post("/api/admin/GetBusiness", { id: business.id })).status).toBe(404);
  });
});

describe("BusinessHistory", () => {
  it("lists a business's entries newest first, a page at a time, with field names and no values", async () => {
    const business = await createBusiness(world.db, { name: "Con historia" });
    const saveBody = {
      id: business.id,
      rfc: "SAT970701NN3",
      personType: "moral",
      phone: "5512345678",
      email: "hola@historia.mx",
      address: "Calle 2",
      postalCode: "06000",
      timeZone: "America/Mexico_City",
      addHours: 0,
      phoneCountry: "MX",
    };
    for (const name of ["Uno", "Dos", "Tres"]) {
      expect((await platform.api.post("/api/admin/SaveBusiness", { ...saveBody, name })).status).toBe(200);
    }
    // Day-to-day entries (a sign-in, a chat closed) are not the business's history.
    await world.adminOf(business.id);
    await world.db.insert(auditLog).values({
      businessId: business.id,
      actorUserId: null,
      action: "chat.close",
      entity: "conversation",
      entityId: "1",
    });
    await setActive(business.id, false);
    // Another business's entry never shows.
    await world.db.insert(auditLog).values({
      businessId: world.andino.id,
      actorUserId: null,
      action: "business_updated",
      entity: "business",
      entityId: String(world.andino.id),
    });

    const first = await platform.api.post<BusinessHistoryPage>("/api/admin/BusinessHistory", {
      id: business.id,
    });
    expect(first.status).toBe(200);
    const items = first.body.data.items;
    expect(items.map((item) => item.action)).toEqual([
      "business_deactivated",
      "business_platform_updated",
      "business_platform_updated",
      "business_platform_updated",
    ]);
    expect(items[0]).toMatchObject({
      actionName: "Empresa desactivada",
      actor: { id: platform.user.id, name: platform.user.name },
      changed: [],
    });
    expect(items[3]?.changed).toEqual(["name", "rfc", "phone", "email", "address", "postalCode"]);
    expect(items[2]?.changed).toEqual(["name"]);
    expect(JSON.stringify(items)).not.toContain("hola@historia.mx");
    expect(first.body.data.next).toBeNull();

    // The log holds more for the business; the history shows only its changes.
    const all = await world.db.select().from(auditLog).where(eq(auditLog.businessId, business.id));
    expect(all.map((row) => row.action).sort()).toEqual(
      ["business_deactivated", "chat.close", "login", ...items.slice(1).map((item) => item.action)].sort(),
    );
  });

  it("pages with `after` along (created_at, id) descending", async () => {
    const business = await createBusiness(world.db, { name: "Muchas entradas" });
    const rows = Array.from({ length: 30 }, (_, index) => ({
      businessId: business.id,
      actorUserId: null,
      action: "business_platform_updated",
      entity: "business",
      entityId: String(business.id),
      data: { changed: [`campo${index}`] },
      // Two entries share each instant: the id breaks the tie.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(index / 2))),
    }));
    await world.db.insert(auditLog).values(rows);
    const seen: string[] = [];
    let after: number | null | undefined;
    do {
      const page = await platform.api.post<BusinessHistoryPage>("/api/admin/BusinessHistory", {
        id: business.id,
        after,
      });
      seen.push(...page.body.data.items.map((item) => item.changed[0] ?? ""));
      expect(page.body.data.items.every((item) => item.actor === null)).toBe(true);
      after = page.body.data.next;
    } while (after !== null);
    expect(seen).toEqual(rows.map((_, index) => `campo${index}`).reverse());
  });

  it("reads audit_log_business_history_idx in its order (EXPLAIN)", async () => {
    // A small table would be read whole; the planner is told not to, to see which index it would walk.
    await world.db.execute("set enable_seqscan = off");
    await world.db.execute("set enable_bitmapscan = off");
    const plan = await world.db.execute(
      `explain select id from audit_log where business_id = 1 and "audit_log"."entity" in ('business', 'user', 'area', 'bot', 'channel', 'closing_category', 'quick_answer', 'whatsapp_template') order by created_at desc, id desc limit 26`,
    );
    await world.db.execute("reset enable_seqscan");
    await world.db.execute("reset enable_bitmapscan");
    expect(JSON.stringify(plan)).toMatch(/Scan Backward using audit_log_business_history_idx/);
    expect(JSON.stringify(plan)).not.toMatch(/Sort/);
  });
});

it("a platform admin's token is the only way in: no token, 401", async () => {
  const response = await apiClient(world.app).post("/api/admin/BusinessHistory", { id: world.norte.id });
  expect(response.status).toBe(401);
});
