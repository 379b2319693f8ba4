import {
  MESSAGES,
  NOTIFICATION_COUNT_CAP,
  NOTIFICATION_MESSAGES,
  type NotificationPage,
  PLATFORM_ROLES,
  type RemovedCount,
} from "@consola/shared";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createNotification } from "../../../test/contact-factories.js";
import { createBusiness, signedInAs, type TestBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog, notificationDismissals, notifications } from "../../db/schema/index.js";
import { DomainEventBus, type DomainEvents, PendingEvents } from "../../events/domain-events.js";
import { pruneNotifications } from "../../jobs/maintenance.js";
import { notifyChatHandlers, notifyUser } from "../conversations/notify.js";

let andino: TestBusiness;
let norte: TestBusiness;

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Math.floor((Date.now() - hours * HOUR) / 1000) * 1000);

const t = routeTestWorld({ businesses: false });
beforeAll(async () => {
  // Bogotá is UTC-5 all year; one extra hour puts the business clock at UTC-4.
  andino = await createBusiness(t.deps.db, { name: "Andino", timeZone: "America/Bogota", addHours: 1 });
  norte = await createBusiness(t.deps.db, { name: "Norte" });
});

/** The notifications a batch of events would push once its transaction commits. */
function published(events: PendingEvents): DomainEvents["notification.created"][] {
  const bus = new DomainEventBus({ error: () => undefined });
  const seen: DomainEvents["notification.created"][] = [];
  bus.subscribe("notification.created", (payload) => seen.push(payload));
  events.publishTo(bus);
  return seen;
}

const exists = async (id: number) =>
  (await t.deps.db.select().from(notifications).where(eq(notifications.id, id))).length === 1;

describe("List", () => {
  it("returns the caller's notifications of the tab, newest first, with every field of the spec", async () => {
    const { user, api } = await signedInAs(t.app, t.deps.db, "ProviderAgent", andino.id);
    const older = await createNotification(t.deps.db, {
      businessId: andino.id,
      userId: user.id,
      createdAt: hoursAgo(3),
      method: "NewMessage",
      data: { contactId: 7, Message: "Hola" },
    });
    const newer = await createNotification(t.deps.db, {
      businessId: andino.id,
      userId: user.id,
      createdAt: hoursAgo(1),
      type: "assigned",
      method: "Reassign",
      data: { contactId: 8 },
    });
    await createNotification(t.deps.db, { businessId: andino.id, userId: null });

    const response = await api.post<NotificationPage>("/api/notification/List", { tab: "personal" });
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBe(2);
    expect(response.body.data.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    const expectedLocal = new Date(older.createdAt.getTime() - 4 * HOUR).toISOString().slice(0, 19);
    const { model, ...fields } = response.body.data.items[1] ?? { model: "" };
    expect(JSON.parse(model)).toEqual({ method: "NewMessage", data: { contactId: 7, Message: "Hola" } });
    expect(fields).toEqual({
      id: older.id,
      type: "new_message",
      method: "NewMessage",
      data: { contactId: 7, Message: "Hola" },
      dateRegister: older.createdAt.toISOString(),
      dateTime: expectedLocal.replace("T", " "),
      businessId: andino.id,
      bussinesId: andino.id,
      userId: user.id,
      scope: "personal",
    });
    expect(JSON.parse(response.body.data.items[0]?.model ?? "")).toEqual({
      method: "Reassign",
      data: { contactId: 8 },
    });
  });

  it("defaults to the personal tab and pages with take and skip", async () => {
    const business = await createBusiness(t.deps.db, { name: "Paginado" });
    const { user, api } = await signedInAs(t.app, t.deps.db, "ProviderSupervisor", business.id);
    const ids: number[] = [];
    for (let index = 0; index < 5; index++) {
      const row = await createNotification(t.deps.db, {
        businessId: business.id,
        userId: user.id,
        createdAt: hoursAgo(5 - index),
      });
      ids.push(row.id);
    }
    const general = await createNotification(t.deps.db, {
      businessId: business.id,
      userId: null,
      type: "new_contact",
    });
    const page = await api.post<NotificationPage>("/api/notification/List", { take: 2, skip: 1 });
    expect(page.body.data.total).toBe(5);
    expect(page.body.data.items.map((item) => item.id)).toEqual([ids[3], ids[2]]);
    const generalTab = await api.post<NotificationPage>("/api/notification/List", { tab: "general" });
    expect(generalTab.body.data.items.map((item) => item.id)).toEqual([general.id]);
    expect(generalTab.body.data.items[0]).toMatchObject({ scope: "general", userId: user.id });
    const noBody = await api.post<NotificationPage>("/api/notification/List");
    expect(noBody.body.data.total).toBe(5);
  });

  it("deletes the caller's notifications older than 24 hours and never returns them", async () => {
    const { user, api } = await signedInAs(t.app, t.deps.db, "ProviderAgent", andino.id);
    const colleague = await signedInAs(t.app, t.deps.db, "ProviderAgent", andino.id);
    const expired = await createNotification(t.deps.db, {
      businessId: andino.id,
      userId: user.id,
      createdAt: hoursAgo(25),
    });
    const fresh = await createNotification(t.deps.db, {
      businessId: andino.id,
      userId: user.id,
      createdAt: hoursAgo(23),
    });
    const othersExpired = await createNotification(t.deps.db, {
      businessId: andino.id,
      userId: colleague.user.id,
      createdAt: hoursAgo(30),
    });
    const response = await api.post<NotificationPage>("/api/notification/List", {});
    expect(response.body.data.items.map((item) => item.id)).toEqual([fresh.id]);
    expect(await exists(expired.id)).toBe(false);
    // Only the caller's rows: the colleague's go when they load theirs, or with the hourly prune.
    expect(await exists(othersExpired.id)).toBe(true);
  });

  it("a business whose stored time zone is unknown is shown on the default clock, not a 500", async () => {
    const odd = await createBusiness(t.deps.db, { name: "Rara", timeZone: "Marte/Olympus" });
    const { user, api } = await signedInAs(t.app, t.deps.db, "ProviderAgent", odd.id);
    const row = await createNotification(t.deps.db, {
      businessId: odd.id,
      userId: user.id,
      createdAt: hoursAgo(1),
    });
    const response = await api.post<NotificationPage>("/api/notification/List", {});
    expect(response.status).toBe(200);
    // Mexico City, the default, is UTC-6 all year.
    const expected = new Date(row.createdAt.getTime() - 6 * HOUR)
      .toISOString()
      .slice(0, 19)
      .replace("T", " ");
    expect(response.body.data.items[0]?.dateTime).toBe(expected);
  });

  it.each([
    [{ tab: "todas" }, NOTIFICATION_MESSAGES.tabInvalid],
    [{ take: 0 }, NOTIFICATION_MESSAGES.takeInvalid],
    [{ take: 101 }, NOTIFICATION_MESSAGES.takeInvalid],
    [{ take: "diez" }, NOTIFICATION_MESSAGES.takeInvalid],
    [{ skip: -1 }, "El número de registros a omitir no es válido"],
  ])("answers %j with a Spanish 400", async (body, message) => {
    const { api } = await signedInAs(t.app, t.deps.db, "ProviderAgent", andino.id);
    const response = await api.post("/api/notification/List", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.data).toEqual({ error: [message] });
  });
});

describe("Remove and RemoveAll", () => {
  it("removes one of the caller's notifications, by Id or id, with an audit row", async () => {
    const { user, api } = await signedInAs(t.app, t.deps.db, "ProviderAgent", andino.id);
    const first = await createNotification(t.deps.db, { businessId: andino.id, userId: user.id });
    const second = await createNotification(t.deps.db, { businessId: andino.id, userId: user.id });
    const response = await api.post("/api/notification/Remove", { Id: first.id });
    expect(response.body).toEqual({ isOk: true, message: NOTIFICATION_MESSAGES.removed, data: null });
    expect(await exists(first.id)).toBe(false);
    expect((await api.post("/api/notification/Remove", { id: second.id })).status).toBe(200);
    expect(await exists(second.id)).toBe(false);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "notification_removed"), eq(auditLog.actorUserId, user.id)));
    expect(audits.map((row) => row.entityId).sort()).toEqual([String(first.id), String(second.id)].sort());
  });

  it("answers 404 for a colleague's notification or a missing one, and 400 without an id", async () => {
    const { api } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", andino.id);
    const colleague = await signedInAs(t.app, t.deps.db, "ProviderAgent", andino.id);
    const theirs = await createNotification(t.deps.db, { businessId: andino.id, userId: colleague.user.id });
    expect((await api.post("/api/notification/Remove", { Id: theirs.id })).status).toBe(404);
    expect(await exists(theirs.id)).toBe(true);
    expect((await api.post("/api/notification/Remove", { Id: 9_007_199_254_740_991 })).status).toBe(404);
    const missing = await api.post("/api/notification/Remove", {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(NOTIFICATION_MESSAGES.idInvalid);
    expect((await api.post("/api/notification/Remove", { Id: "uno" })).status).toBe(400);
  });

  it("removes all the caller's notifications, or only one tab's, never a colleague's", async () => {
    const business = await createBusiness(t.deps.db, { name: "Limpieza" });
    const { user, api } = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    const colleague = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    await createNotification(t.deps.db, { businessId: business.id, userId: user.id });
    await createNotification(t.deps.db, { businessId: business.id, userId: null, createdAt: hoursAgo(2) });
    const dismissed = await createNotification(t.deps.db, { businessId: business.id, userId: null });
    const theirs = await createNotification(t.deps.db, {
      businessId: business.id,
      userId: colleague.user.id,
    });
    expect((await api.post("/api/notification/Remove", { Id: dismissed.id })).status).toBe(200);

    const general = await api.post<RemovedCount>("/api/notification/RemoveAll", { tab: "general" });
    expect(general.body).toEqual({
      isOk: true,
      message: NOTIFICATION_MESSAGES.removedAll,
      data: { removed: 1 },
    });
    const rest = await api.post<RemovedCount>("/api/notification/RemoveAll");
    expect(rest.body.data).toEqual({ removed: 1 });
    const left = await t.deps.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(left).toEqual([]);
    expect(await exists(theirs.id)).toBe(true);
    // The general rows are everybody's: the colleague still has both.
    const colleagues = await colleague.api.post<NotificationPage>("/api/notification/List", {
      tab: "general",
    });
    expect(colleagues.body.data.total).toBe(2);

    // What arrives after "remove all" shows again; removing everything twice removes nothing more.
    const later = await createNotification(t.deps.db, { businessId: business.id, userId: null });
    const mine = await api.post<NotificationPage>("/api/notification/List", { tab: "general" });
    expect(mine.body.data.items.map((item) => item.id)).toEqual([later.id]);
    const again = await api.post<RemovedCount>("/api/notification/RemoveAll", { tab: "general" });
    expect(again.body.data).toEqual({ removed: 1 });
    const nothing = await api.post<RemovedCount>("/api/notification/RemoveAll", { tab: "general" });
    expect(nothing.body.data).toEqual({ removed: 0 });
  });
});

describe("general notifications: one row for the whole business", () => {
  it("shows the same row to everybody, and removing it hides it for the remover alone", async () => {
    const business = await createBusiness(t.deps.db, { name: "Compartido" });
    const agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    const supervisor = await signedInAs(t.app, t.deps.db, "ProviderSupervisor", business.id);
    const older = await createNotification(t.deps.db, {
      businessId: business.id,
      userId: null,
      type: "new_contact",
      createdAt: hoursAgo(1),
    });
    const newer = await createNotification(t.deps.db, {
      businessId: business.id,
      userId: null,
      type: "new_contact",
    });
    for (const person of [agent, supervisor]) {
      const page = await person.api.post<NotificationPage>("/api/notification/List", { tab: "general" });
      expect(page.body.data.total).toBe(2);
      expect(page.body.data.items.map((item) => [item.id, item.userId])).toEqual([
        [newer.id, person.user.id],
        [older.id, person.user.id],
      ]);
    }

    expect((await agent.api.post("/api/notification/Remove", { Id: newer.id })).status).toBe(200);
    // Removing it again finds nothing of the agent's to remove.
    expect((await agent.api.post("/api/notification/Remove", { Id: newer.id })).status).toBe(404);
    expect(await exists(newer.id)).toBe(true);
    const agentsPage = await agent.api.post<NotificationPage>("/api/notification/List", { tab: "general" });
    expect(agentsPage.body.data.items.map((item) => item.id)).toEqual([older.id]);
    expect(agentsPage.body.data.total).toBe(1);
    const supervisorsPage = await supervisor.api.post<NotificationPage>("/api/notification/List", {
      tab: "general",
    });
    expect(supervisorsPage.body.data.items.map((item) => item.id)).toEqual([newer.id, older.id]);
  });

  it("an expired general notification is deleted when anybody of the business loads the list", async () => {
    const business = await createBusiness(t.deps.db, { name: "Vencidos" });
    const { api } = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    const expired = await createNotification(t.deps.db, {
      businessId: business.id,
      userId: null,
      createdAt: hoursAgo(25),
    });
    const othersExpired = await createNotification(t.deps.db, {
      businessId: norte.id,
      userId: null,
      createdAt: hoursAgo(25),
    });
    const page = await api.post<NotificationPage>("/api/notification/List", { tab: "general" });
    expect(page.body.data).toEqual({ total: 0, items: [] });
    expect(await exists(expired.id)).toBe(false);
    expect(await exists(othersExpired.id)).toBe(true);
  });

  it("counts a busy day's general notifications up to its cap, never the whole day", async () => {
    const business = await createBusiness(t.deps.db, { name: "Concurrida" });
    const { api } = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    await t.deps.db.execute(sql`insert into ${notifications} (business_id, user_id, scope, type, model)
      select ${business.id}, null, 'general', 'new_contact', '{"method":"NewContact","data":{}}'::jsonb
      from generate_series(1, ${NOTIFICATION_COUNT_CAP + 5})`);
    const page = await api.post<NotificationPage>("/api/notification/List", { tab: "general", take: 5 });
    expect(page.body.data.total).toBe(NOTIFICATION_COUNT_CAP);
    expect(page.body.data.items).toHaveLength(5);
  });

  it("another business can neither see, remove nor clear a business's general notifications", async () => {
    const a = await createBusiness(t.deps.db, { name: "Propio" });
    const b = await createBusiness(t.deps.db, { name: "Ajeno" });
    const owner = await signedInAs(t.app, t.deps.db, "ProviderAgent", a.id);
    const stranger = await signedInAs(t.app, t.deps.db, "ProviderAdmin", b.id);
    const secret = await createNotification(t.deps.db, {
      businessId: a.id,
      userId: null,
      data: { Message: "dato-general-secreto" },
    });
    const list = await stranger.api.post<NotificationPage>("/api/notification/List", { tab: "general" });
    expect(list.body.data).toEqual({ total: 0, items: [] });
    expect((await stranger.api.post("/api/notification/Remove", { Id: secret.id })).status).toBe(404);
    expect((await stranger.api.post<RemovedCount>("/api/notification/RemoveAll", {})).body.data.removed).toBe(
      0,
    );
    const owners = await owner.api.post<NotificationPage>("/api/notification/List", { tab: "general" });
    expect(owners.body.data.items.map((item) => item.id)).toEqual([secret.id]);
  });
});

describe("tenancy and roles", () => {
  it("business B cannot see or remove business A's notifications", async () => {
    const a = await signedInAs(t.app, t.deps.db, "ProviderAdmin", andino.id);
    const b = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const secret = await createNotification(t.deps.db, {
      businessId: andino.id,
      userId: a.user.id,
      data: { Message: "dato-secreto-andino" },
    });
    const list = await b.api.post<NotificationPage>("/api/notification/List", { tab: "personal" });
    expect(list.body.data).toEqual({ total: 0, items: [] });
    const removed = await b.api.post("/api/notification/Remove", { Id: secret.id });
    expect(removed.status).toBe(404);
    expect(JSON.stringify(removed.body)).not.toContain("dato-secreto-andino");
    const all = await b.api.post<RemovedCount>("/api/notification/RemoveAll", {});
    expect(all.body.data.removed).toBe(0);
    expect(await exists(secret.id)).toBe(true);
  });

  it("a row stored under another business never shows, even for its recipient", async () => {
    const a = await signedInAs(t.app, t.deps.db, "ProviderAgent", andino.id);
    await createNotification(t.deps.db, { businessId: norte.id, userId: a.user.id });
    const list = await a.api.post<NotificationPage>("/api/notification/List", {});
    expect(list.body.data.total).toBe(0);
  });

  it.each(PLATFORM_ROLES)("refuses %s with 403", async (role) => {
    const { api } = await signedInAs(t.app, t.deps.db, role);
    for (const [url, body] of [
      ["/api/notification/List", {}],
      ["/api/notification/Remove", { Id: 1 }],
      ["/api/notification/RemoveAll", {}],
    ] as const) {
      const response = await api.post(url, body);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.forbidden);
    }
  });
});

describe("for the engine", () => {
  it("a new chat's notice is one general row for the business, pushed once to its room after the commit", async () => {
    const business = await createBusiness(t.deps.db, { name: "Motor" });
    const people = [];
    for (let index = 0; index < 3; index++) {
      people.push(await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id));
    }
    const events = new PendingEvents();
    await t.deps.db.transaction((tx) =>
      notifyChatHandlers(tx, events, {
        businessId: business.id,
        type: "new_contact",
        method: "NewContact",
        data: { contactId: 3, conversationId: 9 },
      }),
    );
    const rows = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.businessId, business.id));
    expect(rows.map((row) => [row.userId, row.scope, row.type])).toEqual([[null, "general", "new_contact"]]);
    expect(published(events)).toEqual([
      {
        businessId: business.id,
        userId: null,
        notificationId: rows[0]?.id,
        type: "new_contact",
        method: "NewContact",
        data: { contactId: 3, conversationId: 9 },
      },
    ]);
    for (const person of people) {
      const list = await person.api.post<NotificationPage>("/api/notification/List", { tab: "general" });
      expect(list.body.data.items[0]).toMatchObject({ id: rows[0]?.id, method: "NewContact" });
    }
  });

  it("a personal notification names its one person", async () => {
    const { user } = await signedInAs(t.app, t.deps.db, "ProviderAgent", andino.id);
    const events = new PendingEvents();
    await t.deps.db.transaction((tx) =>
      notifyUser(tx, events, {
        businessId: andino.id,
        type: "new_message",
        method: "NewMessage",
        data: { conversationId: 5 },
        userId: user.id,
      }),
    );
    const [event] = published(events);
    expect(event).toMatchObject({ userId: user.id, method: "NewMessage" });
    const rows = await t.deps.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows.map((row) => [row.scope, row.id])).toEqual([["personal", event?.notificationId]]);
  });

  it("pruneNotifications deletes everyone's expired notifications in batches and keeps the rest", async () => {
    const { user } = await signedInAs(t.app, t.deps.db, "ProviderAgent", norte.id);
    const expired = [];
    for (let index = 0; index < 5; index++) {
      expired.push(
        await createNotification(t.deps.db, {
          businessId: norte.id,
          userId: user.id,
          createdAt: hoursAgo(26),
        }),
      );
    }
    // A general one somebody dismissed goes with its dismissal.
    const general = await createNotification(t.deps.db, {
      businessId: norte.id,
      userId: null,
      createdAt: hoursAgo(26),
    });
    await t.deps.db.insert(notificationDismissals).values({ userId: user.id, notificationId: general.id });
    expired.push(general);
    const fresh = await createNotification(t.deps.db, {
      businessId: norte.id,
      userId: user.id,
      createdAt: hoursAgo(2),
    });
    const removed = await pruneNotifications(t.deps, 2);
    expect(removed).toBeGreaterThanOrEqual(6);
    for (const row of expired) expect(await exists(row.id)).toBe(false);
    expect(
      await t.deps.db.select().from(notificationDismissals).where(eq(notificationDismissals.userId, user.id)),
    ).toEqual([]);
    expect(await exists(fresh.id)).toBe(true);
    expect(await pruneNotifications(t.deps)).toBe(0);
  });
});
