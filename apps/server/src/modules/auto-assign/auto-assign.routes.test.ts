import {
  type AssignableAgent,
  AUTO_ASSIGN_MESSAGES,
  type AutoAssignSettings,
  MESSAGES,
  PLATFORM_ROLES,
} from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pendingChat, setAvailable } from "../../../test/engine-factories.js";
import { createArea, createBusiness, createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog, businesses, users } from "../../db/schema/index.js";
import type { DomainEvents } from "../../events/domain-events.js";

const world = routeTestWorld({
  andino: { autoAssignEnabled: true, autoAssignByArea: true, autoAssignMaxChats: 7 },
});

const settingsOf = async (businessId: number) => {
  const [row] = await world.db.select().from(businesses).where(eq(businesses.id, businessId));
  return {
    enabled: row?.autoAssignEnabled,
    byArea: row?.autoAssignByArea,
    maxChatsPerAgent: row?.autoAssignMaxChats,
  };
};

describe("GetAutoAssign and SaveAutoAssign", () => {
  it("an admin reads the defaults, saves new settings and reads them back; the change is audited", async () => {
    const business = await createBusiness(world.db, { name: "Asignación" });
    const { api, user } = await world.signedInAs("ProviderAdmin", business.id);
    const defaults = await api.get<AutoAssignSettings>("/api/config/GetAutoAssign");
    expect(defaults.body).toEqual({
      isOk: true,
      message: "",
      data: { enabled: false, byArea: false, maxChatsPerAgent: 5, whenNobody: "queue" },
    });
    const saved = await api.post<AutoAssignSettings>("/api/config/SaveAutoAssign", {
      enabled: true,
      byArea: true,
      maxChatsPerAgent: 12,
      whenNobody: "any_area",
    });
    expect(saved.body).toEqual({
      isOk: true,
      message: AUTO_ASSIGN_MESSAGES.saved,
      data: { enabled: true, byArea: true, maxChatsPerAgent: 12, whenNobody: "any_area" },
    });
    const read = await api.get<AutoAssignSettings>(`/api/config/GetAutoAssign?business_id=${business.id}`);
    expect(read.body.data).toEqual({
      enabled: true,
      byArea: true,
      maxChatsPerAgent: 12,
      whenNobody: "any_area",
    });
    const [audit] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auto_assign_saved"), eq(auditLog.businessId, business.id)));
    expect(audit).toMatchObject({
      actorUserId: user.id,
      data: { enabled: true, byArea: true, maxChatsPerAgent: 12, whenNobody: "any_area" },
    });
  });

  it.each([
    [{ enabled: true, byArea: false, maxChatsPerAgent: 0 }, AUTO_ASSIGN_MESSAGES.maxChatsRange],
    [{ enabled: true, byArea: false, maxChatsPerAgent: 51 }, AUTO_ASSIGN_MESSAGES.maxChatsRange],
    [{ enabled: true, byArea: false, maxChatsPerAgent: 2.5 }, AUTO_ASSIGN_MESSAGES.maxChatsRange],
    [{ enabled: true, byArea: false, maxChatsPerAgent: "diez" }, AUTO_ASSIGN_MESSAGES.maxChatsRange],
    [{ enabled: true, byArea: false }, AUTO_ASSIGN_MESSAGES.maxChatsRange],
    [{ byArea: false, maxChatsPerAgent: 3 }, AUTO_ASSIGN_MESSAGES.enabledRequired],
    [{ enabled: true, byArea: "sí", maxChatsPerAgent: 3 }, AUTO_ASSIGN_MESSAGES.byAreaRequired],
    [
      { enabled: true, byArea: true, maxChatsPerAgent: 3, whenNobody: "nadie" },
      AUTO_ASSIGN_MESSAGES.whenNobodyInvalid,
    ],
    [
      { enabled: true, byArea: true, maxChatsPerAgent: 3, agents: "todos" },
      AUTO_ASSIGN_MESSAGES.agentInvalid,
    ],
    [
      { enabled: true, byArea: true, maxChatsPerAgent: 3, agents: [{ id: "x", maxOpenChats: 2 }] },
      AUTO_ASSIGN_MESSAGES.agentInvalid,
    ],
    [
      { enabled: true, byArea: true, maxChatsPerAgent: 3, agents: [{ id: 5, maxOpenChats: 101 }] },
      AUTO_ASSIGN_MESSAGES.agentMaxChatsRange,
    ],
    [
      { enabled: true, byArea: true, maxChatsPerAgent: 3, agents: [{ id: 5, maxOpenChats: -1 }] },
      AUTO_ASSIGN_MESSAGES.agentMaxChatsRange,
    ],
    [
      {
        enabled: true,
        byArea: true,
        maxChatsPerAgent: 3,
        agents: [
          { id: 5, maxOpenChats: 1 },
          { id: 5, maxOpenChats: 2 },
        ],
      },
      AUTO_ASSIGN_MESSAGES.agentRepeated,
    ],
  ])("answers %j with a Spanish 400 and changes nothing", async (body, message) => {
    const { api } = await world.signedInAs("ProviderAdmin", world.andino.id);
    const response = await api.post("/api/config/SaveAutoAssign", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
    expect(await settingsOf(world.andino.id)).toEqual({ enabled: true, byArea: true, maxChatsPerAgent: 7 });
  });

  it("accepts the limits 1 and 50", async () => {
    const business = await createBusiness(world.db, { name: "Límites" });
    const { api } = await world.signedInAs("ProviderAdmin", business.id);
    for (const maxChatsPerAgent of [1, 50]) {
      const response = await api.post("/api/config/SaveAutoAssign", {
        enabled: false,
        byArea: false,
        maxChatsPerAgent,
      });
      expect(response.status).toBe(200);
    }
  });
});

describe("roles", () => {
  it("a supervisor reads but may not save", async () => {
    const { api } = await world.signedInAs("ProviderSupervisor", world.andino.id);
    expect((await api.get<AutoAssignSettings>("/api/config/GetAutoAssign")).body.data.maxChatsPerAgent).toBe(
      7,
    );
    const save = await api.post("/api/config/SaveAutoAssign", {
      enabled: false,
      byArea: false,
      maxChatsPerAgent: 1,
    });
    expect(save.status).toBe(403);
    expect(save.body.message).toBe(MESSAGES.forbidden);
  });

  it("an agent may do neither", async () => {
    const { api } = await world.signedInAs("ProviderAgent", world.andino.id);
    expect((await api.get("/api/config/GetAutoAssign")).status).toBe(403);
    const save = await api.post("/api/config/SaveAutoAssign", {
      enabled: false,
      byArea: false,
      maxChatsPerAgent: 1,
    });
    expect(save.status).toBe(403);
    expect(await settingsOf(world.andino.id)).toEqual({ enabled: true, byArea: true, maxChatsPerAgent: 7 });
  });

  it.each(PLATFORM_ROLES)(
    "%s reads and saves the business it names, in the body or the query",
    async (role) => {
      const business = await createBusiness(world.db, { name: `Plataforma ${role}` });
      const { api } = await world.signedInAs(role);
      const body = { enabled: true, byArea: false, maxChatsPerAgent: 9 };
      expect(
        (await api.post("/api/config/SaveAutoAssign", { ...body, business_id: business.id })).status,
      ).toBe(200);
      expect(
        (
          await api.post(`/api/config/SaveAutoAssign?business_id=${business.id}`, {
            ...body,
            maxChatsPerAgent: 8,
          })
        ).status,
      ).toBe(200);
      const read = await api.get<AutoAssignSettings>(`/api/config/GetAutoAssign?business_id=${business.id}`);
      expect(read.body.data).toEqual({
        enabled: true,
        byArea: false,
        maxChatsPerAgent: 8,
        whenNobody: "queue",
      });
      expect((await api.get("/api/config/GetAutoAssign")).status).toBe(404);
      expect((await api.post("/api/config/SaveAutoAssign", body)).status).toBe(404);
      expect((await api.get("/api/config/GetAutoAssign?business_id=2147483647")).status).toBe(404);
    },
  );
});

describe("tenancy", () => {
  it("business B cannot read or change business A's settings", async () => {
    const { api } = await world.signedInAs("ProviderAdmin", world.norte.id);
    const read = await api.get(`/api/config/GetAutoAssign?business_id=${world.andino.id}`);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain('"maxChatsPerAgent":7');
    const save = await api.post("/api/config/SaveAutoAssign", {
      business_id: world.andino.id,
      enabled: false,
      byArea: false,
      maxChatsPerAgent: 1,
    });
    expect(save.status).toBe(404);
    const viaQuery = await api.post(`/api/config/SaveAutoAssign?business_id=${world.andino.id}`, {
      enabled: false,
      byArea: false,
      maxChatsPerAgent: 1,
    });
    expect(viaQuery.status).toBe(404);
    expect(await settingsOf(world.andino.id)).toEqual({ enabled: true, byArea: true, maxChatsPerAgent: 7 });
  });

  it.each(["abc", "0", "1.5"])("answers business_id=%s with a Spanish 400", async (value) => {
    const { api } = await world.signedInAs("Super");
    const response = await api.get(`/api/config/GetAutoAssign?business_id=${value}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("El identificador de la empresa no es válido");
  });
});

const capacityOf = async (userId: number) =>
  (await world.db.select({ max: users.maxOpenChats }).from(users).where(eq(users.id, userId)))[0]?.max;

describe("fallback and agents' own capacities", () => {
  it("keeps the stored fallback when a save leaves it out", async () => {
    const business = await createBusiness(world.db, { autoAssignWhenNobody: "any_area" });
    const { api } = await world.signedInAs("ProviderAdmin", business.id);
    const saved = await api.post<AutoAssignSettings>("/api/config/SaveAutoAssign", {
      enabled: true,
      byArea: true,
      maxChatsPerAgent: 4,
    });
    expect(saved.body.data.whenNobody).toBe("any_area");
  });

  it("sets and clears agents' own numbers in the same save, and tells every console of the business", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.signedInAs("ProviderAdmin", business.id);
    const ana = await createUser(world.db, {
      role: "ProviderAgent",
      businessId: business.id,
      maxOpenChats: 2,
    });
    const luis = await createUser(world.db, { role: "ProviderAgent", businessId: business.id });
    const changes: DomainEvents["config.changed"][] = [];
    const off = world.deps.events.subscribe("config.changed", (event) => changes.push(event));
    const saved = await api.post("/api/config/SaveAutoAssign", {
      enabled: true,
      byArea: false,
      maxChatsPerAgent: 3,
      agents: [
        { id: ana.id, maxOpenChats: null },
        { id: luis.id, maxOpenChats: 0 },
      ],
    });
    off();
    expect(saved.status).toBe(200);
    expect(await capacityOf(ana.id)).toBeNull();
    expect(await capacityOf(luis.id)).toBe(0);
    expect(changes).toEqual([
      { businessId: business.id, what: "autoAssign" },
      { businessId: business.id, what: "users" },
    ]);
    const [audit] = await world.auditsOf("auto_assign_saved", business.id);
    expect(audit?.data).toMatchObject({
      agents: [
        { id: ana.id, maxOpenChats: null },
        { id: luis.id, maxOpenChats: 0 },
      ],
    });
  });

  it.each([
    ["an agent of another business", "other"],
    ["a supervisor (automatic assignment gives chats to agents only)", "supervisor"],
    ["a user that does not exist", "missing"],
  ] as const)("refuses %s with a Spanish 400 and saves nothing", async (_label, who) => {
    const business = await createBusiness(world.db, { autoAssignMaxChats: 6 });
    const { api } = await world.signedInAs("ProviderAdmin", business.id);
    const own = await createUser(world.db, {
      role: "ProviderAgent",
      businessId: business.id,
      maxOpenChats: 2,
    });
    const stranger =
      who === "other"
        ? await createUser(world.db, { role: "ProviderAgent", businessId: world.norte.id, maxOpenChats: 4 })
        : who === "supervisor"
          ? await createUser(world.db, { role: "ProviderSupervisor", businessId: business.id })
          : { id: 2_000_000_000 };
    const response = await api.post("/api/config/SaveAutoAssign", {
      enabled: true,
      byArea: false,
      maxChatsPerAgent: 9,
      agents: [
        { id: own.id, maxOpenChats: 7 },
        { id: stranger.id, maxOpenChats: 1 },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [AUTO_ASSIGN_MESSAGES.agentNotInBusiness] });
    expect(await capacityOf(own.id)).toBe(2);
    if (who === "other") expect(await capacityOf(stranger.id)).toBe(4);
    const [row] = await world.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row).toMatchObject({ autoAssignMaxChats: 6, autoAssignEnabled: false });
  });
});

describe("ListAgents", () => {
  it("lists the business's active agents by name with area, own number, active chats and availability", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.signedInAs("ProviderAdmin", business.id);
    const ventas = await createArea(world.db, business.id, "Ventas");
    const zoe = await createUser(world.db, {
      role: "ProviderAgent",
      businessId: business.id,
      name: "Zoé Ruiz",
      areaId: ventas.id,
      maxOpenChats: 8,
    });
    const beto = await signedInAs("ProviderAgent", business.id, "beto Díaz");
    await createUser(world.db, {
      role: "ProviderAgent",
      businessId: business.id,
      name: "Baja",
      status: "inactive",
    });
    await createUser(world.db, { role: "ProviderSupervisor", businessId: business.id, name: "Supervisora" });
    await createUser(world.db, { role: "ProviderAgent", businessId: world.norte.id, name: "Ajeno" });
    await setAvailable(world.db, zoe.id, business.id);
    const chat = await pendingChat(world.deps, business.id);
    await beto.api.post("/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });

    const response = await api.post<AssignableAgent[]>("/api/admin/ListAgents", {});
    expect(response.body.data).toEqual([
      {
        id: beto.user.id,
        name: "beto Díaz",
        nickname: "",
        area: null,
        maxOpenChats: null,
        openChats: 1,
        availability: "offline",
      },
      {
        id: zoe.id,
        name: "Zoé Ruiz",
        nickname: "",
        area: { id: ventas.id, name: "Ventas" },
        maxOpenChats: 8,
        openChats: 0,
        availability: "available",
      },
    ]);
  });

  it("answers supervisors and platform admins naming the business; agents and other businesses get nothing", async () => {
    const agentOfAndino = await createUser(world.db, { role: "ProviderAgent", businessId: world.andino.id });
    const supervisor = await world.signedInAs("ProviderSupervisor", world.andino.id);
    const listed = await supervisor.api.post<AssignableAgent[]>("/api/admin/ListAgents", {});
    expect(listed.body.data.map((agent) => agent.id)).toContain(agentOfAndino.id);
    const platform = await world.signedInAs("Super");
    const named = await platform.api.post<AssignableAgent[]>(
      `/api/admin/ListAgents?business_id=${world.andino.id}`,
      {},
    );
    expect(named.body.data.map((agent) => agent.id)).toContain(agentOfAndino.id);
    expect((await platform.api.post("/api/admin/ListAgents", {})).status).toBe(404);
    const agent = await world.signedInAs("ProviderAgent", world.andino.id);
    expect((await agent.api.post("/api/admin/ListAgents", {})).status).toBe(403);
    const intruder = await world.signedInAs("ProviderAdmin", world.norte.id);
    const foreign = await intruder.api.post<AssignableAgent[]>("/api/admin/ListAgents", {
      business_id: world.andino.id,
    });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(agentOfAndino.name);
  });
});

/** A signed-in user with a chosen name (ListAgents orders by it). */
async function signedInAs(role: "ProviderAgent", businessId: number, name: string) {
  const signed = await world.signedInAs(role, businessId);
  await world.db.update(users).set({ name }).where(eq(users.id, signed.user.id));
  return { ...signed, user: { ...signed.user, name } };
}
