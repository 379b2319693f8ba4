import {
  AGENT_MESSAGES,
  type AgentCounts,
  type AgentStatus,
  MESSAGES,
  PLATFORM_ROLES,
} from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createChannel, createContact, createConversation } from "../../../test/contact-factories.js";
import { createArea, createBusiness, createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog } from "../../db/schema/index.js";
import { businessDayOf } from "../../time/business-time.js";
import { setAgentState } from "./presence.service.js";

const world = routeTestWorld({
  // Long-lived sessions so a test can move the clock across midnight without being signed out.
  app: { env: { TOKEN_TTL_HOURS: "72" } },
  norte: { timeZone: "America/Mexico_City" },
  andino: { timeZone: "America/Bogota" },
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the caller's own availability", () => {
  it("connects, becomes not available and available again, each change audited", async () => {
    const { user, api } = await world.signedInAs("ProviderAgent", world.norte.id);
    const before = await api.get<AgentStatus>("/api/agent/MyStatus");
    expect(before.body.data).toMatchObject({
      id: user.id,
      availability: "offline",
      startTime: null,
      activeSeconds: 0,
      inactiveSeconds: 0,
      openChats: 0,
      role: "ProviderAgent",
      roleName: "Agente",
      area: null,
    });

    const connected = await api.get<AgentStatus>("/api/agent/AddConnected");
    expect(connected.status).toBe(200);
    expect(connected.body.message).toBe(AGENT_MESSAGES.connected);
    expect(connected.body.data.availability).toBe("available");
    expect(connected.body.data.startTime).not.toBeNull();

    const away = await api.post<AgentStatus>("/api/agent/AddNotAvaible");
    expect(away.body).toMatchObject({
      message: AGENT_MESSAGES.notAvailable,
      data: { availability: "not_available" },
    });
    // Connecting again (another tab) keeps the chosen state.
    expect((await api.get<AgentStatus>("/api/agent/AddConnected")).body.data.availability).toBe(
      "not_available",
    );
    const back = await api.get<AgentStatus>("/api/agent/AddAvaible");
    expect(back.body).toMatchObject({
      message: AGENT_MESSAGES.available,
      data: { availability: "available" },
    });

    const audits = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "agent_availability_changed"), eq(auditLog.actorUserId, user.id)));
    expect(audits.map((row) => row.data)).toEqual([
      { from: "offline", to: "available" },
      { from: "available", to: "not_available" },
      { from: "not_available", to: "available" },
    ]);
  });

  it("counts time with the clock, across the business's midnight", async () => {
    // Start an hour and a half before the next midnight in Mexico City.
    const realNow = new Date();
    const { startsAt } = businessDayOf(realNow, { timeZone: "America/Mexico_City", addHours: 0 });
    const nextMidnight = new Date(startsAt.getTime() + 24 * 3_600_000);
    const start = new Date(nextMidnight.getTime() - 90 * 60_000);
    vi.useFakeTimers({ toFake: ["Date"], now: start });

    const { api } = await world.signedInAs("ProviderSupervisor", world.norte.id);
    await api.get("/api/agent/AddConnected");
    vi.setSystemTime(start.getTime() + 600_000);
    await api.post("/api/agent/AddNotAvaible");
    vi.setSystemTime(start.getTime() + 900_000);
    const running = await api.get<AgentStatus>("/api/agent/MyStatus");
    expect(running.body.data).toMatchObject({ activeSeconds: 600, inactiveSeconds: 300 });

    vi.setSystemTime(nextMidnight.getTime() + 3_600_000);
    const nextDay = await api.get<AgentStatus>("/api/agent/MyStatus");
    expect(nextDay.body.data).toMatchObject({
      availability: "not_available",
      startTime: nextMidnight.toISOString(),
      activeSeconds: 0,
      inactiveSeconds: 3_600,
    });
  });

  it.each(PLATFORM_ROLES)("refuses %s its own availability calls with 403", async (role) => {
    const { api } = await world.signedInAs(role);
    for (const response of [
      await api.get("/api/agent/MyStatus"),
      await api.get("/api/agent/AddConnected"),
      await api.get("/api/agent/AddAvaible"),
      await api.post("/api/agent/AddNotAvaible"),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.forbidden);
    }
  });
});

describe("ListAll and CalculateAgents", () => {
  it("list everyone active who can hold chats, with area, availability and active chats", async () => {
    const business = await createBusiness(world.db, { name: "Centro" });
    const area = await createArea(world.db, business.id, "Ventas");
    const ana = await createUser(world.db, {
      role: "ProviderAgent",
      businessId: business.id,
      name: "Ana",
      areaId: area.id,
    });
    const beto = await createUser(world.db, {
      role: "ProviderSupervisor",
      businessId: business.id,
      name: "Beto",
    });
    await createUser(world.db, {
      role: "ProviderAgent",
      businessId: business.id,
      name: "Inactiva",
      status: "inactive",
    });
    const admin = await world.signedInAs("ProviderAdmin", business.id);
    await setAgentState(world.db, { id: ana.id, businessId: business.id }, "available");
    await setAgentState(world.db, { id: beto.id, businessId: business.id }, "not_available");

    const channel = await createChannel(world.db, business.id);
    for (const status of ["active", "active", "closed"] as const) {
      const contact = await createContact(world.db, business.id);
      await createConversation(world.db, {
        businessId: business.id,
        contactId: contact.id,
        channelId: channel.id,
        status,
        assignedUserId: ana.id,
      });
    }

    const list = await admin.api.get<AgentStatus[]>("/api/agent/ListAll");
    expect(list.status).toBe(200);
    const byName = new Map(list.body.data.map((agent) => [agent.name, agent]));
    expect([...byName.keys()].sort()).toEqual(["Ana", "Beto", admin.user.name].sort());
    expect(byName.get("Ana")).toMatchObject({
      id: ana.id,
      role: "ProviderAgent",
      roleName: "Agente",
      area: { id: area.id, name: "Ventas" },
      availability: "available",
      openChats: 2,
    });
    expect(byName.get("Beto")).toMatchObject({
      roleName: "Supervisor",
      availability: "not_available",
      openChats: 0,
    });
    expect(byName.get(admin.user.name)).toMatchObject({ roleName: "Administrador", availability: "offline" });

    const counts = await admin.api.get<AgentCounts>("/api/agent/CalculateAgents");
    expect(counts.body.data).toEqual({ total: 3, connected: 2, available: 1, notAvailable: 1, offline: 1 });

    // Agents see the connected-agents view too.
    const agentView = await world.signedInAs("ProviderAgent", business.id);
    expect((await agentView.api.get<AgentCounts>("/api/agent/CalculateAgents")).body.data.total).toBe(4);
  });

  it("lists the people as a Spanish reader alphabetizes them: accents with their letter", async () => {
    const business = await createBusiness(world.db, { name: "Orden" });
    for (const name of [
      "Zoe Ruiz",
      "Álvaro Peña",
      "Óscar Núñez",
      "beatriz luna",
      "Ñeco Ávila",
      "Nora Díaz",
    ]) {
      await createUser(world.db, { role: "ProviderAgent", businessId: business.id, name });
    }
    const admin = await world.signedInAs("ProviderAdmin", business.id);
    const list = await admin.api.get<AgentStatus[]>("/api/agent/ListAll");
    const names = list.body.data.map((agent) => agent.name).filter((name) => name !== admin.user.name);
    expect(names).toEqual([
      "Álvaro Peña",
      "beatriz luna",
      "Nora Díaz",
      "Ñeco Ávila",
      "Óscar Núñez",
      "Zoe Ruiz",
    ]);
  });

  it("platform admins name the business; unnamed or missing is 404", async () => {
    const { user } = await world.signedInAs("ProviderAgent", world.andino.id);
    for (const role of PLATFORM_ROLES) {
      const { api } = await world.signedInAs(role);
      const list = await api.get<AgentStatus[]>(`/api/agent/ListAll?business_id=${world.andino.id}`);
      expect(list.body.data.map((agent) => agent.id)).toContain(user.id);
      const counts = await api.get<AgentCounts>(`/api/agent/CalculateAgents?business_id=${world.andino.id}`);
      expect(counts.status).toBe(200);
      expect((await api.get("/api/agent/ListAll")).status).toBe(404);
      expect((await api.get("/api/agent/CalculateAgents?business_id=2147483647")).status).toBe(404);
    }
  });

  it("business B cannot see business A's agents", async () => {
    await createUser(world.db, {
      role: "ProviderAgent",
      businessId: world.andino.id,
      name: "Agente Secreto Andino",
    });
    const b = await world.signedInAs("ProviderAdmin", world.norte.id);
    for (const url of [
      `/api/agent/ListAll?business_id=${world.andino.id}`,
      `/api/agent/CalculateAgents?business_id=${world.andino.id}`,
    ]) {
      const response = await b.api.get(url);
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Secreto");
    }
    const own = await b.api.get<AgentStatus[]>("/api/agent/ListAll");
    expect(JSON.stringify(own.body)).not.toContain("Secreto");
    expect(own.body.data.every((agent) => agent.name !== "Agente Secreto Andino")).toBe(true);
  });

  it.each(["abc", "0", "-3", "2147483648"])("answers business_id=%s with a Spanish 400", async (value) => {
    const { api } = await world.signedInAs("Super");
    const response = await api.get(`/api/agent/ListAll?business_id=${value}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("El identificador de la empresa no es válido");
  });
});
