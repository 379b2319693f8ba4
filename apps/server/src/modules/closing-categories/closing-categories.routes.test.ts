import { CLOSING_CATEGORY_MESSAGES, type ClosingCategory, MESSAGES, PLATFORM_ROLES } from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createChat } from "../../../test/contact-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog, closingCategories, conversations } from "../../db/schema/index.js";

const world = routeTestWorld();
const { adminOf } = world;

const stored = async (id: number) =>
  (await world.db.select().from(closingCategories).where(eq(closingCategories.id, id)))[0];
const add = async (businessId: number, name: string, status: "active" | "inactive" = "active") => {
  const [row] = await world.db
    .insert(closingCategories)
    .values({ businessId, name, description: `Descripción de ${name}`, status })
    .returning();
  if (!row) throw new Error("no category");
  return row;
};

describe("business admins keep the closing categories", () => {
  it("create (active by default), update, list and remove, each change audited", async () => {
    const business = await createBusiness(world.db, { name: "Categorías" });
    const { api } = await adminOf(business.id);
    const created = await api.post<ClosingCategory>("/api/business/AddCategoryClose", {
      name: " Venta cerrada ",
      description: "El cliente compró",
    });
    expect(created.body).toEqual({
      isOk: true,
      message: CLOSING_CATEGORY_MESSAGES.saved,
      data: {
        id: expect.any(Number),
        name: "Venta cerrada",
        description: "El cliente compró",
        status: "active",
      },
    });
    const id = created.body.data.id;

    const deactivated = await api.post<ClosingCategory>("/api/business/AddCategoryClose", {
      id,
      name: "Venta concretada",
      description: "El cliente compró",
      status: "inactive",
    });
    expect(deactivated.body.data).toMatchObject({ id, name: "Venta concretada", status: "inactive" });
    const renamed = await api.post<ClosingCategory>("/api/business/AddCategoryClose", {
      id,
      name: "Venta concretada",
      description: "Compra confirmada",
    });
    expect(renamed.body.data).toMatchObject({ description: "Compra confirmada", status: "inactive" });

    const removed = await api.post("/api/business/RemoveCategoryClose", { id });
    expect(removed.body).toEqual({ isOk: true, message: CLOSING_CATEGORY_MESSAGES.removed, data: null });
    expect(await stored(id)).toBeUndefined();
    expect((await api.post("/api/business/RemoveCategoryClose", { id })).status).toBe(404);

    const audits = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "closing_category"), eq(auditLog.entityId, String(id))));
    expect(audits.map((row) => row.action)).toEqual([
      "closing_category_created",
      "closing_category_updated",
      "closing_category_updated",
      "closing_category_removed",
    ]);
  });

  it("lists alphabetically, filtered by name ignoring case and accents, and by status", async () => {
    const business = await createBusiness(world.db, { name: "Filtros" });
    await add(business.id, "Envío pendiente");
    await add(business.id, "Queja");
    await add(business.id, "envío cancelado", "inactive");
    const { api } = await world.signedInAs("ProviderAgent", business.id);
    const names = async (body: object) =>
      (await api.post<ClosingCategory[]>("/api/business/ListCategoryClose", body)).body.data.map(
        (category) => category.name,
      );
    expect(await names({})).toEqual(["envío cancelado", "Envío pendiente", "Queja"]);
    expect(await names({ value: "ENVIO" })).toEqual(["envío cancelado", "Envío pendiente"]);
    expect(await names({ value: "envio", status: "active" })).toEqual(["Envío pendiente"]);
    expect(await names({ status: "all", value: "" })).toHaveLength(3);
    expect(await names({ value: "zzz" })).toEqual([]);
    const [first] = (await api.post<ClosingCategory[]>("/api/business/ListCategoryClose", {})).body.data;
    expect(Object.keys(first ?? {}).sort()).toEqual(["description", "id", "name", "status"]);
  });

  it("refuses a name the business already has, ignoring case", async () => {
    const { api } = await adminOf(world.norte.id);
    await add(world.norte.id, "Resuelto");
    const other = await add(world.norte.id, "Sin respuesta");
    for (const body of [
      { name: "RESUELTO", description: "Otra vez" },
      { id: other.id, name: "resuelto", description: "Renombrada" },
    ]) {
      const response = await api.post("/api/business/AddCategoryClose", body);
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual({ error: [CLOSING_CATEGORY_MESSAGES.nameTaken] });
    }
    expect((await stored(other.id))?.name).toBe("Sin respuesta");
    // Another business may use the same name.
    const andinoAdmin = await adminOf(world.andino.id);
    const same = await andinoAdmin.api.post("/api/business/AddCategoryClose", {
      name: "Resuelto",
      description: "Sí",
    });
    expect(same.status).toBe(200);
  });

  it.each([
    [{}, CLOSING_CATEGORY_MESSAGES.fieldsRequired],
    [{ name: "Nombre" }, CLOSING_CATEGORY_MESSAGES.fieldsRequired],
    [{ description: "Descripción" }, CLOSING_CATEGORY_MESSAGES.fieldsRequired],
    [{ name: "  ", description: "Descripción" }, CLOSING_CATEGORY_MESSAGES.fieldsRequired],
    [{ name: "Nombre", description: "" }, CLOSING_CATEGORY_MESSAGES.fieldsRequired],
    [{ name: "n".repeat(101), description: "d" }, CLOSING_CATEGORY_MESSAGES.nameTooLong],
    [{ name: "n", description: "d".repeat(251) }, CLOSING_CATEGORY_MESSAGES.descriptionTooLong],
    [{ name: "n", description: "d", status: "borrada" }, CLOSING_CATEGORY_MESSAGES.statusInvalid],
    [{ id: "uno", name: "n", description: "d" }, CLOSING_CATEGORY_MESSAGES.idInvalid],
  ])("answers AddCategoryClose %j with a Spanish 400", async (body, message) => {
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/business/AddCategoryClose", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });

  it.each([
    [{ value: "v".repeat(101) }, CLOSING_CATEGORY_MESSAGES.filterInvalid],
    [{ value: 3 }, CLOSING_CATEGORY_MESSAGES.filterInvalid],
    [{ status: "inactive" }, CLOSING_CATEGORY_MESSAGES.statusInvalid],
  ])("answers ListCategoryClose %j with a Spanish 400", async (body, message) => {
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/business/ListCategoryClose", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });

  it("removing a category used by closed chats only deactivates it, so the chats keep it", async () => {
    const { api, user } = await adminOf(world.norte.id);
    const category = await add(world.norte.id, "Usada");
    const chat = await createChat(world.db, world.norte.id, { status: "closed", assignedUserId: user.id });
    await world.db
      .update(conversations)
      .set({ closingCategoryId: category.id })
      .where(eq(conversations.id, chat.id));
    const removed = await api.post("/api/business/RemoveCategoryClose", { id: category.id });
    expect(removed.body).toEqual({
      isOk: true,
      message: CLOSING_CATEGORY_MESSAGES.deactivatedInUse,
      data: null,
    });
    const [after] = await world.db.select().from(conversations).where(eq(conversations.id, chat.id));
    expect(after).toMatchObject({ status: "closed", closingCategoryId: category.id });
    const listed = await api.post<{ id: number; status: string }[]>("/api/business/ListCategoryClose", {});
    expect(listed.body.data.find((row) => row.id === category.id)?.status).toBe("inactive");
  });
});

describe("roles", () => {
  it.each(["ProviderSupervisor", "ProviderAgent"] as const)(
    "%s lists but may not change them",
    async (role) => {
      const category = await add(world.norte.id, `Solo lectura ${role}`);
      const { api } = await world.signedInAs(role, world.norte.id);
      const list = await api.post<ClosingCategory[]>("/api/business/ListCategoryClose");
      expect(list.body.data.map((row) => row.id)).toContain(category.id);
      for (const response of [
        await api.post("/api/business/AddCategoryClose", { name: "Nueva", description: "d" }),
        await api.post("/api/business/AddCategoryClose", {
          id: category.id,
          name: "Cambiada",
          description: "d",
        }),
        await api.post("/api/business/RemoveCategoryClose", { id: category.id }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(MESSAGES.forbidden);
      }
      expect((await stored(category.id))?.name).toBe(`Solo lectura ${role}`);
    },
  );

  it.each(PLATFORM_ROLES)("%s acts on the business it names", async (role) => {
    const { api } = await world.signedInAs(role);
    const created = await api.post<ClosingCategory>("/api/business/AddCategoryClose", {
      business_id: world.andino.id,
      name: `Plataforma ${role}`,
      description: "d",
    });
    expect(created.status).toBe(200);
    expect((await stored(created.body.data.id))?.businessId).toBe(world.andino.id);
    const list = await api.post<ClosingCategory[]>("/api/business/ListCategoryClose", {
      business_id: world.andino.id,
    });
    expect(list.body.data.map((row) => row.id)).toContain(created.body.data.id);
    const removed = await api.post(`/api/business/RemoveCategoryClose?business_id=${world.andino.id}`, {
      id: created.body.data.id,
    });
    expect(removed.status).toBe(200);
    expect((await api.post("/api/business/ListCategoryClose", {})).status).toBe(404);
    expect(
      (
        await api.post("/api/business/AddCategoryClose", {
          business_id: 2_147_483_647,
          name: "n",
          description: "d",
        })
      ).status,
    ).toBe(404);
  });
});

describe("tenancy", () => {
  it("business B cannot see or change business A's closing categories", async () => {
    const secret = await add(world.andino.id, "Categoría secreta");
    const { api } = await adminOf(world.norte.id);
    const responses = [
      await api.post("/api/business/AddCategoryClose", { id: secret.id, name: "Robada", description: "d" }),
      await api.post("/api/business/RemoveCategoryClose", { id: secret.id }),
      await api.post("/api/business/ListCategoryClose", { business_id: world.andino.id }),
      await api.post("/api/business/AddCategoryClose", {
        business_id: world.andino.id,
        name: "Intrusa",
        description: "d",
      }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("secreta");
    }
    expect((await stored(secret.id))?.name).toBe("Categoría secreta");
    const own = await api.post<ClosingCategory[]>("/api/business/ListCategoryClose", { value: "secreta" });
    expect(own.body.data).toEqual([]);
  });
});

describe("live updates", () => {
  it("raises config.changed closingCategories for the business after each save and remove, not after a refusal", async () => {
    const business = await createBusiness(world.db, { name: "Cierre en vivo" });
    const { api } = await adminOf(business.id);
    const seen: unknown[] = [];
    const stop = world.deps.events.subscribe("config.changed", (event) => seen.push(event));
    try {
      const created = await api.post<ClosingCategory>("/api/business/AddCategoryClose", {
        name: "Resuelta",
        description: "d",
      });
      await api.post("/api/business/AddCategoryClose", {
        id: created.body.data.id,
        name: "Resuelta",
        description: "d",
        status: "inactive",
      });
      const taken = await api.post("/api/business/AddCategoryClose", { name: "RESUELTA", description: "d" });
      expect(taken.status).toBe(400);
      await api.post("/api/business/RemoveCategoryClose", { id: created.body.data.id });
      expect(seen).toEqual(Array(3).fill({ businessId: business.id, what: "closingCategories" }));
    } finally {
      stop();
    }
  });
});
