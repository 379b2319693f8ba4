import {
  AREA_MESSAGES,
  type BusinessArea,
  MESSAGES,
  PLATFORM_ROLES,
  type RemoveAreaResult,
} from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createChat } from "../../../test/contact-factories.js";
import { createArea, createBusiness, createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { areas, conversations, quickAnswers, users } from "../../db/schema/index.js";

const world = routeTestWorld();
const { adminOf } = world;

const areaRow = async (id: number) => (await world.db.select().from(areas).where(eq(areas.id, id)))[0];
const userArea = async (id: number) =>
  (await world.db.select({ areaId: users.areaId }).from(users).where(eq(users.id, id)))[0]?.areaId;

async function chatIn(businessId: number, areaId: number, status: "active" | "pending" | "closed") {
  const agent = await createUser(world.db, { role: "ProviderAgent", businessId });
  const chat = await createChat(world.db, businessId, {
    status,
    assignedUserId: status === "pending" ? null : agent.id,
  });
  await world.db.update(conversations).set({ areaId }).where(eq(conversations.id, chat.id));
  return chat;
}

describe("business admins keep the areas", () => {
  it("create, rename, set members, list with members and open chats; audited, config.changed raised", async () => {
    const business = await createBusiness(world.db, { name: "Áreas" });
    const { api } = await adminOf(business.id);
    const ana = await createUser(world.db, { role: "ProviderAgent", businessId: business.id, name: "Ana" });
    const beto = await createUser(world.db, { role: "ProviderAgent", businessId: business.id, name: "Beto" });
    const changed: string[] = [];
    const stop = world.deps.events.subscribe("config.changed", (event) => {
      if (event.businessId === business.id) changed.push(event.what);
    });
    const created = await api.post<BusinessArea>("/api/admin/AddBusinessArea", {
      name: " Ventas ",
      description: "Clientes nuevos",
      userIds: [beto.id, ana.id],
    });
    expect(created.body).toEqual({
      isOk: true,
      message: AREA_MESSAGES.created,
      data: {
        id: expect.any(Number),
        name: "Ventas",
        description: "Clientes nuevos",
        members: [
          { id: ana.id, name: "Ana" },
          { id: beto.id, name: "Beto" },
        ],
        openChats: 0,
        quickAnswers: 0,
      },
    });
    const id = created.body.data.id;
    const renamed = await api.post<BusinessArea>("/api/admin/AddBusinessArea", {
      id,
      name: "Ventas y cobranza",
      userIds: [ana.id],
    });
    expect(renamed.body.message).toBe(AREA_MESSAGES.updated);
    expect(renamed.body.data).toMatchObject({
      name: "Ventas y cobranza",
      description: "",
      members: [{ id: ana.id }],
    });
    expect(await userArea(beto.id)).toBeNull();
    // Saving without userIds keeps the members.
    await api.post("/api/admin/AddBusinessArea", { id, name: "Ventas y cobranza", description: "d" });
    expect(await userArea(ana.id)).toBe(id);
    stop();
    expect(changed).toEqual(expect.arrayContaining(["areas", "users"]));

    await chatIn(business.id, id, "active");
    await chatIn(business.id, id, "closed");
    const list = await api.post<BusinessArea[]>("/api/admin/ListBusinessArea", {});
    expect(list.body.data).toEqual([
      expect.objectContaining({ id, openChats: 1, members: [{ id: ana.id, name: "Ana" }] }),
    ]);
    expect((await world.auditsOf("area_created", id)).length).toBe(1);
    expect((await world.auditsOf("area_updated", id)).length).toBe(2);
  });

  it("refuses a name the business already has, ignoring case; another business may use it", async () => {
    await createArea(world.db, world.norte.id, "Soporte");
    const other = await createArea(world.db, world.norte.id, "Cobranza");
    const { api } = await adminOf(world.norte.id);
    for (const body of [{ name: "SOPORTE" }, { id: other.id, name: "soporte" }]) {
      const response = await api.post("/api/admin/AddBusinessArea", body);
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual({ error: [AREA_MESSAGES.nameTaken] });
    }
    expect((await areaRow(other.id))?.name).toBe("Cobranza");
    const andino = await adminOf(world.andino.id);
    expect((await andino.api.post("/api/admin/AddBusinessArea", { name: "Soporte" })).status).toBe(200);
  });

  it("refuses members of another business", async () => {
    const stranger = await createUser(world.db, { role: "ProviderAgent", businessId: world.andino.id });
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/admin/AddBusinessArea", {
      name: "Con extraño",
      userIds: [stranger.id],
    });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [AREA_MESSAGES.memberNotFound] });
    expect(await userArea(stranger.id)).toBeNull();
  });

  it.each([
    [{}, AREA_MESSAGES.nameRequired],
    [{ name: "  " }, AREA_MESSAGES.nameRequired],
    [{ name: "n".repeat(101) }, AREA_MESSAGES.nameTooLong],
    [{ name: "n", description: "d".repeat(251) }, AREA_MESSAGES.descriptionTooLong],
    [{ name: "n", userIds: "todos" }, AREA_MESSAGES.membersInvalid],
    [{ name: "n", userIds: [0] }, AREA_MESSAGES.membersInvalid],
    [{ id: "uno", name: "n" }, AREA_MESSAGES.idInvalid],
  ])("answers AddBusinessArea %j with a Spanish 400", async (body, message) => {
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/admin/AddBusinessArea", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });
});

describe("RemoveBusinessArea", () => {
  it("deletes an unused area at once", async () => {
    const { api } = await adminOf(world.norte.id);
    const area = await createArea(world.db, world.norte.id);
    const removed = await api.post<RemoveAreaResult>("/api/admin/RemoveBusinessArea", { id: area.id });
    expect(removed.body).toEqual({
      isOk: true,
      message: AREA_MESSAGES.removed,
      data: { users: 0, openChats: 0, quickAnswers: 0 },
    });
    expect(await areaRow(area.id)).toBeUndefined();
    expect((await api.post("/api/admin/RemoveBusinessArea", { id: area.id })).status).toBe(404);
  });

  it("asks where to move people, open chats and quick answers, then moves them all in one go", async () => {
    const business = await createBusiness(world.db, { name: "Mudanza" });
    const { api } = await adminOf(business.id);
    const from = await createArea(world.db, business.id, "Antigua");
    const to = await createArea(world.db, business.id, "Nueva");
    const person = await createUser(world.db, {
      role: "ProviderAgent",
      businessId: business.id,
      areaId: from.id,
    });
    const open = await chatIn(business.id, from.id, "pending");
    const closed = await chatIn(business.id, from.id, "closed");
    const [answer] = await world.db
      .insert(quickAnswers)
      .values({ businessId: business.id, message: "Hola", areaId: from.id })
      .returning();

    const unasked = await api.post("/api/admin/RemoveBusinessArea", { id: from.id });
    expect(unasked.status).toBe(400);
    expect(unasked.body.data).toEqual({ error: [AREA_MESSAGES.moveRequired] });
    const same = await api.post("/api/admin/RemoveBusinessArea", { id: from.id, moveTo: from.id });
    expect(same.body.data).toEqual({ error: [AREA_MESSAGES.moveToSame] });
    const foreign = await createArea(world.db, world.andino.id);
    const elsewhere = await api.post("/api/admin/RemoveBusinessArea", { id: from.id, moveTo: foreign.id });
    expect(elsewhere.body.data).toEqual({ error: [AREA_MESSAGES.moveToInvalid] });
    expect(await areaRow(from.id)).toBeDefined();

    const moved = await api.post<RemoveAreaResult>("/api/admin/RemoveBusinessArea", {
      id: from.id,
      moveTo: to.id,
    });
    expect(moved.body.data).toEqual({ users: 1, openChats: 1, quickAnswers: 1 });
    expect(await areaRow(from.id)).toBeUndefined();
    expect(await userArea(person.id)).toBe(to.id);
    const [openRow] = await world.db.select().from(conversations).where(eq(conversations.id, open.id));
    expect(openRow?.areaId).toBe(to.id);
    // Nothing points at the removed area: closed chats keep their history without it.
    const [closedRow] = await world.db.select().from(conversations).where(eq(conversations.id, closed.id));
    expect(closedRow?.areaId).toBeNull();
    const [answerRow] = await world.db
      .select()
      .from(quickAnswers)
      .where(eq(quickAnswers.id, answer?.id ?? 0));
    expect(answerRow?.areaId).toBe(to.id);
    expect((await world.auditsOf("area_removed", from.id))[0]?.data).toMatchObject({
      moveTo: to.id,
      users: 1,
    });
  });

  it('moves them to "sin área" when moveTo is null', async () => {
    const { api } = await adminOf(world.norte.id);
    const area = await createArea(world.db, world.norte.id);
    const person = await createUser(world.db, {
      role: "ProviderAgent",
      businessId: world.norte.id,
      areaId: area.id,
    });
    const moved = await api.post<RemoveAreaResult>("/api/admin/RemoveBusinessArea", {
      id: area.id,
      moveTo: null,
    });
    expect(moved.body.data.users).toBe(1);
    expect(await userArea(person.id)).toBeNull();
  });

  it.each([
    [{}, AREA_MESSAGES.idInvalid],
    [{ id: "x" }, AREA_MESSAGES.idInvalid],
    [{ id: 1, moveTo: "otra" }, AREA_MESSAGES.moveToInvalid],
  ])("answers %j with a Spanish 400", async (body, message) => {
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/admin/RemoveBusinessArea", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });
});

describe("roles", () => {
  it.each(["ProviderSupervisor", "ProviderAgent"] as const)(
    "%s lists but may not change them",
    async (role) => {
      const area = await createArea(world.db, world.norte.id, `Solo lectura ${role}`);
      const { api } = await world.signedInAs(role, world.norte.id);
      const list = await api.post<BusinessArea[]>("/api/admin/ListBusinessArea", {});
      expect(list.body.data.map((row) => row.id)).toContain(area.id);
      for (const response of [
        await api.post("/api/admin/AddBusinessArea", { name: "Nueva" }),
        await api.post("/api/admin/AddBusinessArea", { id: area.id, name: "Cambiada" }),
        await api.post("/api/admin/RemoveBusinessArea", { id: area.id, moveTo: null }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(MESSAGES.forbidden);
      }
      expect((await areaRow(area.id))?.name).toBe(`Solo lectura ${role}`);
    },
  );

  it.each(PLATFORM_ROLES)("%s acts on the business it names", async (role) => {
    const { api } = await world.signedInAs(role);
    const created = await api.post<BusinessArea>("/api/admin/AddBusinessArea", {
      business_id: world.andino.id,
      name: `Plataforma ${role}`,
    });
    expect(created.status).toBe(200);
    expect((await areaRow(created.body.data.id))?.businessId).toBe(world.andino.id);
    const removed = await api.post(`/api/admin/RemoveBusinessArea?business_id=${world.andino.id}`, {
      id: created.body.data.id,
    });
    expect(removed.status).toBe(200);
    expect((await api.post("/api/admin/ListBusinessArea", {})).status).toBe(404);
  });
});

describe("tenancy", () => {
  it("business B cannot see or change business A's areas", async () => {
    const secret = await createArea(world.db, world.andino.id, "Área secreta");
    const mine = await createArea(world.db, world.norte.id);
    const { api } = await adminOf(world.norte.id);
    for (const response of [
      await api.post("/api/admin/AddBusinessArea", { id: secret.id, name: "Robada" }),
      await api.post("/api/admin/RemoveBusinessArea", { id: secret.id, moveTo: null }),
      await api.post("/api/admin/ListBusinessArea", { business_id: world.andino.id }),
    ]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("secreta");
    }
    // Moving one's own area's people into a foreign area is refused.
    const intoForeign = await api.post("/api/admin/RemoveBusinessArea", { id: mine.id, moveTo: secret.id });
    expect(intoForeign.status).toBe(400);
    expect((await areaRow(secret.id))?.name).toBe("Área secreta");
    const own = await api.post<BusinessArea[]>("/api/admin/ListBusinessArea", {});
    expect(JSON.stringify(own.body)).not.toContain("secreta");
  });
});
