import {
  BUSINESS_ID_INVALID,
  encodePassword,
  MESSAGES,
  PLATFORM_ROLES,
  QUICK_ANSWER_MESSAGES,
  type QuickAnswer,
} from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../../test/api-client.js";
import { createArea, createBusiness, createUser, login } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog, quickAnswers } from "../../db/schema/index.js";

const world = routeTestWorld();
const { adminOf } = world;

const stored = async (id: number) =>
  (await world.db.select().from(quickAnswers).where(eq(quickAnswers.id, id)))[0];
const add = async (businessId: number, message: string) => {
  const [row] = await world.db.insert(quickAnswers).values({ businessId, message }).returning();
  if (!row) throw new Error("no quick answer");
  return row;
};

describe("business admins keep the quick answers", () => {
  it("create, update, list alphabetically and remove, each change audited", async () => {
    const business = await createBusiness(world.db, { name: "Respuestas" });
    const { api, user } = await adminOf(business.id);
    const created = await api.post<QuickAnswer>("/api/business/AddQuicklyAnswer", {
      message: "  ¡Hola! ¿En qué te ayudo?  ",
    });
    expect(created.body).toEqual({
      isOk: true,
      message: QUICK_ANSWER_MESSAGES.saved,
      data: {
        id: expect.any(Number),
        message: "¡Hola! ¿En qué te ayudo?",
        shortcut: "",
        areaId: null,
        areaName: null,
      },
    });
    const id = created.body.data.id;
    await api.post("/api/business/AddQuicklyAnswer", { message: "Gracias por escribir" });
    await api.post("/api/business/AddQuicklyAnswer", { message: "adiós" });

    const updated = await api.post<QuickAnswer>("/api/business/AddQuicklyAnswer", {
      id,
      message: "Buenos días",
    });
    expect(updated.body.data).toEqual({
      id,
      message: "Buenos días",
      shortcut: "",
      areaId: null,
      areaName: null,
    });

    const list = await api.post<QuickAnswer[]>("/api/business/ListQuicklyAnswer", {});
    expect(list.body.data.map((answer) => answer.message)).toEqual([
      "adiós",
      "Buenos días",
      "Gracias por escribir",
    ]);

    const removed = await api.post("/api/business/RemoveQuicklyAnswer", { id });
    expect(removed.body).toEqual({ isOk: true, message: QUICK_ANSWER_MESSAGES.removed, data: null });
    expect(await stored(id)).toBeUndefined();
    expect((await api.post("/api/business/RemoveQuicklyAnswer", { id })).status).toBe(404);

    const audits = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "quick_answer"), eq(auditLog.entityId, String(id))));
    expect(audits.map((row) => row.action)).toEqual([
      "quick_answer_created",
      "quick_answer_updated",
      "quick_answer_removed",
    ]);
    expect(audits.every((row) => row.actorUserId === user.id && row.businessId === business.id)).toBe(true);
  });

  it.each([
    [{}, QUICK_ANSWER_MESSAGES.messageRequired],
    [{ message: "" }, QUICK_ANSWER_MESSAGES.messageRequired],
    [{ message: "   " }, QUICK_ANSWER_MESSAGES.messageRequired],
    [{ message: null }, QUICK_ANSWER_MESSAGES.messageRequired],
    [{ message: "x".repeat(1001) }, QUICK_ANSWER_MESSAGES.messageTooLong],
    [{ id: "abc", message: "Hola" }, QUICK_ANSWER_MESSAGES.idInvalid],
    [{ id: 2_147_483_648, message: "Hola" }, QUICK_ANSWER_MESSAGES.idInvalid],
    [{ business_id: "norte", message: "Hola" }, BUSINESS_ID_INVALID],
    [{ message: "Hola", shortcut: "con espacio" }, QUICK_ANSWER_MESSAGES.shortcutInvalid],
    [{ message: "Hola", shortcut: "hola!" }, QUICK_ANSWER_MESSAGES.shortcutInvalid],
    [{ message: "Hola", shortcut: "a/b" }, QUICK_ANSWER_MESSAGES.shortcutInvalid],
    [{ message: "Hola", shortcut: 5 }, QUICK_ANSWER_MESSAGES.shortcutInvalid],
    [{ message: "Hola", shortcut: "s".repeat(31) }, QUICK_ANSWER_MESSAGES.shortcutTooLong],
    [{ message: "Hola", areaId: "ventas" }, QUICK_ANSWER_MESSAGES.areaInvalid],
    [{ message: "Hola", areaId: 0 }, QUICK_ANSWER_MESSAGES.areaInvalid],
  ])("answers AddQuicklyAnswer %j with a Spanish 400", async (body, message) => {
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/business/AddQuicklyAnswer", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });

  it("answers RemoveQuicklyAnswer without an id with a Spanish 400", async () => {
    const { api } = await adminOf(world.norte.id);
    const response = await api.post("/api/business/RemoveQuicklyAnswer", {});
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(QUICK_ANSWER_MESSAGES.idInvalid);
  });

  it("accepts a 1000-character answer", async () => {
    const { api } = await adminOf(world.norte.id);
    expect((await api.post("/api/business/AddQuicklyAnswer", { message: "x".repeat(1000) })).status).toBe(
      200,
    );
  });
});

describe("roles", () => {
  it.each(["ProviderSupervisor", "ProviderAgent"] as const)(
    "%s lists but may not change them",
    async (role) => {
      const answer = await add(world.norte.id, "Respuesta de Norte");
      const { api } = await world.signedInAs(role, world.norte.id);
      const list = await api.post<QuickAnswer[]>("/api/business/ListQuicklyAnswer");
      expect(list.body.data.map((row) => row.id)).toContain(answer.id);
      for (const response of [
        await api.post("/api/business/AddQuicklyAnswer", { message: "Nueva" }),
        await api.post("/api/business/AddQuicklyAnswer", { id: answer.id, message: "Cambiada" }),
        await api.post("/api/business/RemoveQuicklyAnswer", { id: answer.id }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(MESSAGES.forbidden);
      }
      expect((await stored(answer.id))?.message).toBe("Respuesta de Norte");
    },
  );

  it.each(PLATFORM_ROLES)("%s acts on the business it names, in the body or the query", async (role) => {
    const { api } = await world.signedInAs(role);
    const created = await api.post<QuickAnswer>("/api/business/AddQuicklyAnswer", {
      business_id: world.andino.id,
      message: `De plataforma ${role}`,
    });
    expect(created.status).toBe(200);
    expect((await stored(created.body.data.id))?.businessId).toBe(world.andino.id);
    const list = await api.post<QuickAnswer[]>(
      `/api/business/ListQuicklyAnswer?business_id=${world.andino.id}`,
      {},
    );
    expect(list.body.data.map((row) => row.id)).toContain(created.body.data.id);
    const removed = await api.post(`/api/business/RemoveQuicklyAnswer?business_id=${world.andino.id}`, {
      id: created.body.data.id,
    });
    expect(removed.status).toBe(200);
    // Unnamed, or a business that does not exist: 404, nothing written.
    expect((await api.post("/api/business/ListQuicklyAnswer", {})).status).toBe(404);
    expect((await api.post("/api/business/AddQuicklyAnswer", { message: "Huérfana" })).status).toBe(404);
    const ghost = await api.post("/api/business/AddQuicklyAnswer", {
      business_id: 2_147_483_647,
      message: "x",
    });
    expect(ghost.status).toBe(404);
  });

  it("the platform roles without screens never get a session to ask with (decision 013)", async () => {
    const user = await createUser(world.db, { role: "VocomSupervisor" });
    const response = await apiClient(world.app).post("/api/auth/Login", {
      user: user.email,
      password: encodePassword(user.password),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.loginRoleWithoutAccess);
  });
});

describe("tenancy", () => {
  it("business B cannot see or change business A's quick answers", async () => {
    const secret = await add(world.andino.id, "Respuesta secreta de Andino");
    const { api } = await adminOf(world.norte.id);
    const responses = [
      await api.post("/api/business/AddQuicklyAnswer", { id: secret.id, message: "Robada" }),
      await api.post("/api/business/RemoveQuicklyAnswer", { id: secret.id }),
      await api.post("/api/business/ListQuicklyAnswer", { business_id: world.andino.id }),
      await api.post(`/api/business/ListQuicklyAnswer?business_id=${world.andino.id}`, {}),
      await api.post("/api/business/AddQuicklyAnswer", { business_id: world.andino.id, message: "Intrusa" }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("secreta");
    }
    expect((await stored(secret.id))?.message).toBe("Respuesta secreta de Andino");
    const own = await api.post<QuickAnswer[]>("/api/business/ListQuicklyAnswer", {});
    expect(JSON.stringify(own.body)).not.toContain("secreta");
    const intruders = await world.db.select().from(quickAnswers).where(eq(quickAnswers.message, "Intrusa"));
    expect(intruders).toEqual([]);
  });
});

describe("shortcuts", () => {
  it("keeps a shortcut without its leading slash, unique in the business ignoring case", async () => {
    const business = await createBusiness(world.db, { name: "Atajos" });
    const { api } = await adminOf(business.id);
    const saludo = await api.post<QuickAnswer>("/api/business/AddQuicklyAnswer", {
      message: "¡Hola! ¿En qué te ayudo?",
      shortcut: " /Saludo-1_a ",
    });
    expect(saludo.body.data.shortcut).toBe("Saludo-1_a");
    const taken = await api.post("/api/business/AddQuicklyAnswer", {
      message: "Otra",
      shortcut: "saludo-1_A",
    });
    expect(taken.status).toBe(400);
    expect(taken.body.data).toEqual({ error: [QUICK_ANSWER_MESSAGES.shortcutTaken] });

    const despedida = await api.post<QuickAnswer>("/api/business/AddQuicklyAnswer", {
      message: "Hasta pronto",
      shortcut: "adiós",
    });
    expect(despedida.body.data.shortcut).toBe("adiós");
    const renamed = await api.post("/api/business/AddQuicklyAnswer", {
      id: despedida.body.data.id,
      message: "Hasta pronto",
      shortcut: "SALUDO-1_a",
    });
    expect(renamed.status).toBe(400);
    expect((await stored(despedida.body.data.id))?.shortcut).toBe("adiós");

    // Many answers may have no shortcut; another business may use the same one.
    for (const message of ["Sin atajo 1", "Sin atajo 2"]) {
      expect((await api.post("/api/business/AddQuicklyAnswer", { message, shortcut: "" })).status).toBe(200);
    }
    const other = await adminOf(world.andino.id);
    const same = await other.api.post("/api/business/AddQuicklyAnswer", {
      message: "x",
      shortcut: "saludo-1_a",
    });
    expect(same.status).toBe(200);
  });

  it("an update that omits the shortcut or the area keeps them; '' and null clear them", async () => {
    const business = await createBusiness(world.db, { name: "Conservar" });
    const area = await createArea(world.db, business.id, "Ventas");
    const { api } = await adminOf(business.id);
    const created = await api.post<QuickAnswer>("/api/business/AddQuicklyAnswer", {
      message: "Precio",
      shortcut: "precio",
      areaId: area.id,
    });
    expect(created.body.data).toMatchObject({ shortcut: "precio", areaId: area.id, areaName: "Ventas" });
    const id = created.body.data.id;
    const kept = await api.post<QuickAnswer>("/api/business/AddQuicklyAnswer", { id, message: "Precios" });
    expect(kept.body.data).toMatchObject({ message: "Precios", shortcut: "precio", areaId: area.id });
    const cleared = await api.post<QuickAnswer>("/api/business/AddQuicklyAnswer", {
      id,
      message: "Precios",
      shortcut: "",
      areaId: null,
    });
    expect(cleared.body.data).toMatchObject({ shortcut: "", areaId: null, areaName: null });
  });
});

describe("areas", () => {
  it("refuses an area that is not the business's own with a Spanish 400", async () => {
    const foreign = await createArea(world.db, world.andino.id, "Área secreta de Andino");
    const { api } = await adminOf(world.norte.id);
    for (const areaId of [foreign.id, 2_147_483_647]) {
      const response = await api.post("/api/business/AddQuicklyAnswer", { message: "Intrusa", areaId });
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual({ error: [QUICK_ANSWER_MESSAGES.areaInvalid] });
      expect(JSON.stringify(response.body)).not.toContain("secreta");
    }
    const intruders = await world.db.select().from(quickAnswers).where(eq(quickAnswers.message, "Intrusa"));
    expect(intruders).toEqual([]);
  });

  it("an agent lists the answers of their area and those for every area; managers list them all", async () => {
    const business = await createBusiness(world.db, { name: "Por área" });
    const ventas = await createArea(world.db, business.id, "Ventas");
    const soporte = await createArea(world.db, business.id, "Soporte");
    const { api: admin } = await adminOf(business.id);
    for (const [message, areaId] of [
      ["Para todos", null],
      ["Solo ventas", ventas.id],
      ["Solo soporte", soporte.id],
    ] as const) {
      expect((await admin.post("/api/business/AddQuicklyAnswer", { message, areaId })).status).toBe(200);
    }
    const messages = async (api: typeof admin) =>
      (await api.post<QuickAnswer[]>("/api/business/ListQuicklyAnswer", {})).body.data.map(
        (answer) => answer.message,
      );
    const asUser = async (role: "ProviderAgent" | "ProviderSupervisor", areaId: number | null) => {
      const user = await createUser(world.db, { role, businessId: business.id, areaId });
      return apiClient(world.app, (await login(world.app, user)).token);
    };
    expect(await messages(await asUser("ProviderAgent", ventas.id))).toEqual(["Para todos", "Solo ventas"]);
    expect(await messages(await asUser("ProviderAgent", soporte.id))).toEqual(["Para todos", "Solo soporte"]);
    expect(await messages(await asUser("ProviderAgent", null))).toEqual(["Para todos"]);
    const all = ["Para todos", "Solo soporte", "Solo ventas"];
    expect(await messages(await asUser("ProviderSupervisor", ventas.id))).toEqual(all);
    expect(await messages(admin)).toEqual(all);
    const listed = (await admin.post<QuickAnswer[]>("/api/business/ListQuicklyAnswer", {})).body.data;
    expect(listed.find((answer) => answer.message === "Solo ventas")?.areaName).toBe("Ventas");
  });
});

describe("live updates", () => {
  it("raises config.changed quickAnswers for the business after each save and remove, not after a refusal", async () => {
    const business = await createBusiness(world.db, { name: "En vivo" });
    const { api } = await adminOf(business.id);
    const seen: unknown[] = [];
    const stop = world.deps.events.subscribe("config.changed", (event) => seen.push(event));
    try {
      const created = await api.post<QuickAnswer>("/api/business/AddQuicklyAnswer", {
        message: "Hola",
        shortcut: "hola",
      });
      await api.post("/api/business/AddQuicklyAnswer", {
        id: created.body.data.id,
        message: "Hola de nuevo",
      });
      expect(
        (await api.post("/api/business/AddQuicklyAnswer", { message: "x", shortcut: "HOLA" })).status,
      ).toBe(400);
      await api.post("/api/business/RemoveQuicklyAnswer", { id: created.body.data.id });
      expect(seen).toEqual(Array(3).fill({ businessId: business.id, what: "quickAnswers" }));
    } finally {
      stop();
    }
  });
});
