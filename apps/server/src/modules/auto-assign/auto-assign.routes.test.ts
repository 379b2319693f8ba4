import { AUTO_ASSIGN_MESSAGES, type AutoAssignSettings, MESSAGES, PLATFORM_ROLES } from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog, businesses } from "../../db/schema/index.js";

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
      data: { enabled: false, byArea: false, maxChatsPerAgent: 5 },
    });
    const saved = await api.post<AutoAssignSettings>("/api/config/SaveAutoAssign", {
      enabled: true,
      byArea: true,
      maxChatsPerAgent: 12,
    });
    expect(saved.body).toEqual({
      isOk: true,
      message: AUTO_ASSIGN_MESSAGES.saved,
      data: { enabled: true, byArea: true, maxChatsPerAgent: 12 },
    });
    const read = await api.get<AutoAssignSettings>(`/api/config/GetAutoAssign?business_id=${business.id}`);
    expect(read.body.data).toEqual({ enabled: true, byArea: true, maxChatsPerAgent: 12 });
    const [audit] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auto_assign_saved"), eq(auditLog.businessId, business.id)));
    expect(audit).toMatchObject({
      actorUserId: user.id,
      data: { enabled: true, byArea: true, maxChatsPerAgent: 12 },
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
      expect(read.body.data).toEqual({ enabled: true, byArea: false, maxChatsPerAgent: 8 });
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
