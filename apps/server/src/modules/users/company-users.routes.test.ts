import {
  type ActiveUserResult,
  type CompanyUser,
  encodePassword,
  MESSAGES,
  PLATFORM_ROLES,
  USER_MESSAGES,
  type UserPage,
} from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createChat } from "../../../test/contact-factories.js";
import { pendingChat, setAvailable } from "../../../test/engine-factories.js";
import { createArea, createBusiness, createUser, login } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { agentPresence, businesses, conversations, sessions, users } from "../../db/schema/index.js";

const world = routeTestWorld();
const { adminOf } = world;

let seq = 0;
const email = () => `persona-${Date.now()}-${seq++}@empresa.test`;
const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: "José Pérez-Núñez",
  nickname: "Pepe",
  role: "ProviderAgent",
  position: "Ejecutivo",
  phone: "8112345678",
  email: email(),
  ...overrides,
});
const stored = async (id: number) => (await world.db.select().from(users).where(eq(users.id, id)))[0];

function activeChatOf(businessId: number, userId: number) {
  return createChat(world.db, businessId, { status: "active", assignedUserId: userId });
}

describe("AddUser", () => {
  it("creates a person with a welcome link (never a password), lists and updates them, audited", async () => {
    const business = await createBusiness(world.db, { name: "Altas" });
    const area = await createArea(world.db, business.id, "Ventas");
    const { api } = await adminOf(business.id);
    const body = newUser({ areaId: area.id, maxOpenChats: 3 });
    const created = await api.post<CompanyUser>("/api/admin/AddUser", body);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(USER_MESSAGES.created);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: "José Pérez-Núñez",
      nickname: "Pepe",
      email: body.email,
      role: "ProviderAgent",
      roleName: "Agente",
      areaId: area.id,
      areaName: "Ventas",
      position: "Ejecutivo",
      phone: "+528112345678",
      status: "active",
      maxOpenChats: 3,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/password/i);
    const id = created.body.data.id;
    const mail = (await world.mails()).find((sent) => sent.to === body.email);
    expect(mail?.subject).toMatch(/elige tu contraseña/);
    expect(mail?.link).toMatch(/\/ResetPassword\?token=/);
    // Until they follow the link, no password signs them in.
    expect((await stored(id))?.passwordHash).toBe("!");

    const updated = await api.post<CompanyUser>("/api/admin/AddUser", {
      ...body,
      id,
      name: "O'Brien",
      role: "ProviderSupervisor",
      areaId: null,
      maxOpenChats: null,
    });
    expect(updated.body.message).toBe(USER_MESSAGES.updated);
    expect(updated.body.data).toMatchObject({ name: "O'Brien", role: "ProviderSupervisor", areaId: null });
    expect((await world.auditsOf("user_created", id)).length).toBe(1);
    expect((await world.auditsOf("user_updated", id)).length).toBe(1);
  });

  it("reads phones without a country code with the business's country (MX, or CO)", async () => {
    const colombian = await createBusiness(world.db, { name: "Bogotá", phoneCountry: "CO" });
    const { api } = await adminOf(colombian.id);
    const created = await api.post<CompanyUser>("/api/admin/AddUser", newUser({ phone: "3001234567" }));
    expect(created.body.data.phone).toBe("+573001234567");
    const list = await api.post<UserPage>("/api/admin/ListUsersBusiness", {});
    expect(list.body.data.phoneCountry).toBe("CO");
  });

  it("refuses an e-mail taken anywhere on the platform, ignoring case", async () => {
    const other = await createUser(world.db, { role: "ProviderAgent", businessId: world.andino.id });
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/admin/AddUser", newUser({ email: other.email.toUpperCase() }));
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [USER_MESSAGES.emailTaken] });
    const free = await api.post<{ available: boolean }>("/api/admin/CheckUserEmail", {
      email: other.email,
    });
    expect(free.body.data).toEqual({ available: false });
    const fresh = await api.post<{ available: boolean }>("/api/admin/CheckUserEmail", { email: email() });
    expect(fresh.body.data).toEqual({ available: true });
    // The person being edited keeps their own address.
    const own = await api.post<{ available: boolean }>("/api/admin/CheckUserEmail", {
      email: other.email,
      id: other.id,
    });
    expect(own.body.data).toEqual({ available: true });
  });

  it.each([
    [{ name: "" }, USER_MESSAGES.nameRequired],
    [{ name: "Ana<script>" }, USER_MESSAGES.nameInvalid],
    [{ name: "n".repeat(121) }, USER_MESSAGES.nameTooLong],
    [{ role: undefined }, USER_MESSAGES.roleRequired],
    [{ role: "VocomAdmin" }, USER_MESSAGES.roleInvalid],
    [{ phone: "" }, USER_MESSAGES.phoneRequired],
    [{ phone: "123" }, USER_MESSAGES.phoneInvalid],
    [{ email: "" }, MESSAGES.emailRequired],
    [{ email: "no-es-correo" }, MESSAGES.emailInvalid],
    [{ maxOpenChats: 0 }, USER_MESSAGES.maxOpenChatsRange],
    [{ maxOpenChats: 51 }, USER_MESSAGES.maxOpenChatsRange],
    [{ areaId: "x" }, USER_MESSAGES.areaInvalid],
    [{ status: "borrado" }, USER_MESSAGES.statusInvalid],
    [{ id: "uno" }, USER_MESSAGES.idInvalid],
  ])("answers AddUser %j with a Spanish 400", async (change, message) => {
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/admin/AddUser", newUser(change));
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });

  it("refuses an area of another business", async () => {
    const foreign = await createArea(world.db, world.andino.id);
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/admin/AddUser", newUser({ areaId: foreign.id }));
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [USER_MESSAGES.areaInvalid] });
  });
});

describe("ListUsersBusiness", () => {
  it("reads users_business_name_idx in its order, with no sort (EXPLAIN)", async () => {
    // A small table would be read whole; the planner is told not to, to see which index it would walk.
    await world.db.execute("set enable_seqscan = off");
    await world.db.execute("set enable_bitmapscan = off");
    const plan = await world.db.execute(
      `explain select id from users where business_id = ${world.norte.id} order by sort_name collate "C", lower(name) collate "C", id limit 26`,
    );
    await world.db.execute("reset enable_seqscan");
    await world.db.execute("reset enable_bitmapscan");
    expect(JSON.stringify(plan)).toMatch(/Index Scan using users_business_name_idx/);
    expect(JSON.stringify(plan)).not.toMatch(/Sort/);
  });

  it("pages by name in index order and searches by name or e-mail, ignoring accents", async () => {
    const business = await createBusiness(world.db, { name: "Lista" });
    for (const name of ["Zoe Ruiz", "ana López", "Beto Núñez", "Ángela Díaz"]) {
      await createUser(world.db, { role: "ProviderAgent", businessId: business.id, name });
    }
    await createUser(world.db, {
      role: "ProviderAgent",
      businessId: business.id,
      name: "Carla",
      email: `soporte-${seq++}@lista.test`,
    });
    const { api, user: admin } = await adminOf(business.id);
    const names: string[] = [];
    let after: number | null = null;
    do {
      const page: { body: { data: UserPage } } = await api.post<UserPage>("/api/admin/ListUsersBusiness", {
        take: 2,
        ...(after ? { after } : {}),
      });
      names.push(...page.body.data.items.map((row) => row.name));
      after = page.body.data.next;
    } while (after !== null);
    // As a Spanish reader alphabetizes them: Ángela with the A's, not after Zoe.
    expect(names).toEqual(
      ["ana López", "Ángela Díaz", "Beto Núñez", "Carla", admin.name, "Zoe Ruiz"].sort(
        new Intl.Collator("es").compare,
      ),
    );
    expect(names.indexOf("Ángela Díaz")).toBeLessThan(names.indexOf("Beto Núñez"));
    const search = async (term: string) =>
      (await api.post<UserPage>("/api/admin/ListUsersBusiness", { search: term })).body.data.items.map(
        (row) => row.name,
      );
    expect(await search("nunez")).toEqual(["Beto Núñez"]);
    expect(await search("ANGELA")).toEqual(["Ángela Díaz"]);
    expect(await search("soporte-")).toEqual(["Carla"]);
    expect(await search("nadie")).toEqual([]);
  });

  it.each([
    [{ take: 0 }, USER_MESSAGES.takeInvalid],
    [{ take: 101 }, USER_MESSAGES.takeInvalid],
    [{ search: "s".repeat(101) }, USER_MESSAGES.searchTooLong],
    [{ after: -1 }, USER_MESSAGES.idInvalid],
  ])("answers %j with a Spanish 400", async (body, message) => {
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/admin/ListUsersBusiness", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });
});

describe("ActiveUser", () => {
  it("deactivating ends the live session, takes the person out of assignment and returns their chats", async () => {
    const business = await createBusiness(world.db, { name: "Bajas" });
    const { api } = await adminOf(business.id);
    const agent = await world.agentOf(business.id);
    await setAvailable(world.db, agent.user.id, business.id);
    const chats = [
      await activeChatOf(business.id, agent.user.id),
      await activeChatOf(business.id, agent.user.id),
    ];
    const ended: string[] = [];
    const requeued: number[] = [];
    const stopEnded = world.deps.events.subscribe("session.ended", (event) => {
      if (event.userId === agent.user.id) ended.push(event.reason);
    });
    const stopRequeued = world.deps.events.subscribe("conversation.requeued", (event) =>
      requeued.push(event.conversationId),
    );
    const changed: string[] = [];
    const stopChanged = world.deps.events.subscribe("config.changed", (event) => {
      if (event.businessId === business.id) changed.push(event.what);
    });

    const response = await api.post<ActiveUserResult>("/api/admin/ActiveUser", {
      id: agent.user.id,
      active: false,
    });
    stopEnded();
    stopRequeued();
    stopChanged();
    expect(response.body).toEqual({
      isOk: true,
      message: USER_MESSAGES.deactivated(2),
      data: { id: agent.user.id, status: "inactive", chatsReturned: 2 },
    });
    expect(response.body.message).toBe("Usuario desactivado. 2 chats regresaron a pendientes.");
    expect(ended).toEqual(["deactivated"]);
    expect(requeued.sort()).toEqual(chats.map((chat) => chat.id).sort());
    expect(changed).toContain("users");
    const live = await world.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, agent.user.id)));
    expect(live.every((session) => session.endedAt !== null && session.endReason === "deactivated")).toBe(
      true,
    );
    // The old token no longer works, and the password no longer signs in.
    expect((await agent.api.post("/api/admin/Profile")).status).toBe(401);
    const again = await world.app.inject({
      method: "POST",
      url: "/api/auth/Login",
      payload: { user: agent.user.email, password: encodePassword(agent.user.password) },
    });
    expect(again.statusCode).not.toBe(200);
    expect(again.json().message).toBe(MESSAGES.loginUserInactive);
    for (const chat of chats) {
      const [row] = await world.db.select().from(conversations).where(eq(conversations.id, chat.id));
      expect(row).toMatchObject({ status: "pending", assignedUserId: null });
    }
    const [presence] = await world.db
      .select()
      .from(agentPresence)
      .where(eq(agentPresence.userId, agent.user.id));
    expect(presence?.state).toBe("offline");
    expect((await world.auditsOf("user_deactivated", agent.user.id))[0]?.data).toEqual({ chatsReturned: 2 });

    // Activating again lets them sign in; deactivating twice returns nothing more.
    const reactivated = await api.post<ActiveUserResult>("/api/admin/ActiveUser", {
      id: agent.user.id,
      active: true,
    });
    expect(reactivated.body.message).toBe(USER_MESSAGES.activated);
    expect(await login(world.app, agent.user)).toHaveProperty("token");
  });

  it("automatic assignment skips a deactivated agent and gives their chats to someone free", async () => {
    const business = await createBusiness(world.db, {
      name: "Asignación",
      autoAssignEnabled: true,
      autoAssignMaxChats: 5,
    });
    const { api } = await adminOf(business.id);
    const leaving = await world.agentOf(business.id);
    const staying = await world.agentOf(business.id);
    await setAvailable(world.db, leaving.user.id, business.id);
    const chat = await activeChatOf(business.id, leaving.user.id);
    await api.post("/api/admin/ActiveUser", { id: leaving.user.id, active: false });
    // Nobody free: the chat waits in the queue.
    const [waiting] = await world.db.select().from(conversations).where(eq(conversations.id, chat.id));
    expect(waiting).toMatchObject({ status: "pending", assignedUserId: null });

    // The deactivated agent is marked available again by some stale client: still never picked.
    await setAvailable(world.db, leaving.user.id, business.id);
    const fresh = await pendingChat(world.deps, business.id);
    const [unassigned] = await world.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, fresh.conversationId));
    expect(unassigned?.assignedUserId).toBeNull();

    // Someone else becomes available and deactivating another agent hands the chats over.
    await setAvailable(world.db, staying.user.id, business.id);
    const third = await world.agentOf(business.id);
    const thirdChat = await activeChatOf(business.id, third.user.id);
    const result = await api.post<ActiveUserResult>("/api/admin/ActiveUser", {
      id: third.user.id,
      active: false,
    });
    expect(result.body.data.chatsReturned).toBe(1);
    const [handed] = await world.db.select().from(conversations).where(eq(conversations.id, thirdChat.id));
    expect(handed).toMatchObject({ status: "active", assignedUserId: staying.user.id });
  });

  it("keeps an active administrator: no deactivating or demoting the last one, themself included", async () => {
    const business = await createBusiness(world.db, { name: "Un admin" });
    const { api, user: admin } = await adminOf(business.id);
    const attempts = [
      await api.post("/api/admin/ActiveUser", { id: admin.id, active: false }),
      await api.post("/api/admin/AddUser", {
        ...newUser({ email: admin.email, name: "Admin Uno" }),
        id: admin.id,
        role: "ProviderSupervisor",
      }),
      await api.post("/api/admin/AddUser", {
        ...newUser({ email: admin.email, name: "Admin Uno" }),
        id: admin.id,
        role: "ProviderAdmin",
        status: "inactive",
      }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual({ error: [USER_MESSAGES.lastAdmin] });
    }
    expect(await stored(admin.id)).toMatchObject({ role: "ProviderAdmin", status: "active" });

    // With a second active admin, one of them may step down.
    const second = await createUser(world.db, { role: "ProviderAdmin", businessId: business.id });
    const demoted = await api.post<CompanyUser>("/api/admin/AddUser", {
      ...newUser({ email: second.email, name: "Segunda Admin" }),
      id: second.id,
      role: "ProviderAgent",
    });
    expect(demoted.status).toBe(200);
    // Now the caller is the last one again.
    expect((await api.post("/api/admin/ActiveUser", { id: admin.id, active: false })).status).toBe(400);
  });

  it("deactivating through AddUser has the same effects and says how many chats went back", async () => {
    const business = await createBusiness(world.db, { name: "Baja por edición" });
    const { api } = await adminOf(business.id);
    const agent = await world.agentOf(business.id);
    await activeChatOf(business.id, agent.user.id);
    const response = await api.post<CompanyUser>("/api/admin/AddUser", {
      ...newUser({ email: agent.user.email }),
      id: agent.user.id,
      status: "inactive",
    });
    expect(response.body.message).toBe(USER_MESSAGES.deactivated(1));
    expect((await agent.api.post("/api/admin/Profile")).status).toBe(401);
  });

  it.each([
    [{ id: 1 }, USER_MESSAGES.activeRequired],
    [{ id: "x", active: true }, USER_MESSAGES.idInvalid],
    [{ id: 1, active: "no" }, USER_MESSAGES.activeRequired],
  ])("answers %j with a Spanish 400", async (body, message) => {
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/admin/ActiveUser", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });
});

describe("ResetUserPassword", () => {
  it("mails the reset link to the person, and refuses an inactive one", async () => {
    const business = await createBusiness(world.db, { name: "Reset" });
    const { api } = await adminOf(business.id);
    const person = await createUser(world.db, { role: "ProviderAgent", businessId: business.id });
    const sent = await api.post("/api/admin/ResetUserPassword", { id: person.id });
    expect(sent.body).toEqual({ isOk: true, message: USER_MESSAGES.resetSent, data: null });
    const mail = (await world.mails()).find((row) => row.to === person.email);
    expect(mail?.subject).toBe("Restablece tu contraseña");
    const tooSoon = await api.post("/api/admin/ResetUserPassword", { id: person.id });
    expect(tooSoon.body.data).toEqual({ error: [USER_MESSAGES.resetLimited] });
    await world.db.update(users).set({ status: "inactive" }).where(eq(users.id, person.id));
    const inactive = await api.post("/api/admin/ResetUserPassword", { id: person.id });
    expect(inactive.body.data).toEqual({ error: [USER_MESSAGES.resetInactive] });
  });
});

describe("roles", () => {
  it.each(["ProviderSupervisor", "ProviderAgent"] as const)(
    "%s may not read or change people",
    async (role) => {
      const person = await createUser(world.db, { role: "ProviderAgent", businessId: world.norte.id });
      const { api } = await world.signedInAs(role, world.norte.id);
      for (const response of [
        await api.post("/api/admin/ListUsersBusiness", {}),
        await api.post("/api/admin/AddUser", newUser()),
        await api.post("/api/admin/AddUser", { ...newUser(), id: person.id }),
        await api.post("/api/admin/ActiveUser", { id: person.id, active: false }),
        await api.post("/api/admin/CheckUserEmail", { email: person.email }),
        await api.post("/api/admin/ResetUserPassword", { id: person.id }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(MESSAGES.forbidden);
      }
      expect((await stored(person.id))?.status).toBe("active");
    },
  );

  it.each(PLATFORM_ROLES)("%s acts on the business it names", async (role) => {
    const { api } = await world.signedInAs(role);
    const created = await api.post<CompanyUser>("/api/admin/AddUser", {
      ...newUser(),
      business_id: world.andino.id,
    });
    expect(created.status).toBe(200);
    expect((await stored(created.body.data.id))?.businessId).toBe(world.andino.id);
    const list = await api.post<UserPage>(`/api/admin/ListUsersBusiness?business_id=${world.andino.id}`, {});
    expect(list.body.data.items.map((row) => row.id)).toContain(created.body.data.id);
    expect((await api.post("/api/admin/ListUsersBusiness", {})).status).toBe(404);
  });
});

describe("tenancy", () => {
  it("business B cannot see or change business A's people", async () => {
    const secret = await createUser(world.db, {
      role: "ProviderAgent",
      businessId: world.andino.id,
      name: "Persona Secreta",
    });
    const { api } = await adminOf(world.norte.id);
    for (const response of [
      await api.post("/api/admin/AddUser", { ...newUser(), id: secret.id }),
      await api.post("/api/admin/ActiveUser", { id: secret.id, active: false }),
      await api.post("/api/admin/ResetUserPassword", { id: secret.id }),
      await api.post("/api/admin/ListUsersBusiness", { business_id: world.andino.id }),
    ]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Secreta");
    }
    const own = await api.post<UserPage>("/api/admin/ListUsersBusiness", { search: "secreta" });
    expect(own.body.data.items).toEqual([]);
    // A page "after" a foreign person is empty, not the other business's list.
    const after = await api.post<UserPage>("/api/admin/ListUsersBusiness", { after: secret.id });
    expect(after.body.data.items).toEqual([]);
    expect(await stored(secret.id)).toMatchObject({ status: "active", name: "Persona Secreta" });
    const [business] = await world.db.select().from(businesses).where(eq(businesses.id, world.andino.id));
    expect(business).toBeDefined();
  });
});
