import {
  MESSAGES,
  PLATFORM_ROLES,
  SURVEY_FLOW_MESSAGES,
  SURVEY_MESSAGES,
  type Survey,
  type SurveyListItem,
  type SurveyRemoval,
} from "@consola/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { surveyDefinition } from "../../../test/survey-factories.js";
import { surveyResponses, surveys } from "../../db/schema/index.js";
import { surveyListOf } from "./surveys.repo.js";

const world = routeTestWorld();
const { adminOf } = world;

type Api = Awaited<ReturnType<typeof adminOf>>["api"];

const create = async (api: Api, name?: string, query = "") => {
  const response = await api.post<Survey>(`/api/survey/create${query}`, surveyDefinition(name));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};
const stored = async (id: number) => (await world.db.select().from(surveys).where(eq(surveys.id, id)))[0];
/** A contact's response to the survey, stored as delivery will store it. */
const answer = async (survey: { id: number }, businessId: number) => {
  const contact = await createContact(world.db, businessId);
  await world.db.insert(surveyResponses).values({
    businessId,
    surveyId: survey.id,
    contactId: contact.id,
    status: "complete",
  });
};
const list = async (api: Api, query = "") =>
  (await api.get<SurveyListItem[]>(`/api/survey${query}`)).body.data;

describe("business admins keep the surveys", () => {
  it("create (inactive, version 1), list, read, change, activate and delete, each audited", async () => {
    const business = await createBusiness(world.db, { name: "Encuestas" });
    const { api } = await adminOf(business.id);
    const created = await api.post<Survey>("/api/survey/create", surveyDefinition());
    expect(created.body).toEqual({
      isOk: true,
      message: SURVEY_MESSAGES.saved,
      data: {
        id: expect.any(Number),
        originId: created.body.data.id,
        version: 1,
        name: "Satisfacción",
        description: "Después de cada chat",
        status: "inactive",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        initialMessage: "¿Nos ayudas con unas preguntas?",
        finalMessage: "¡Gracias!",
        timeoutMinutes: 1440,
        questions: [
          {
            key: "atencion",
            text: "¿Cómo te atendimos?",
            type: "choice",
            answers: [
              { text: "Bien", score: 10, next: "recomendar" },
              { text: "Mal", score: 0, next: "comentario" },
            ],
            next: null,
          },
          { key: "comentario", text: "¿Qué falló?", type: "open", answers: [], next: "recomendar" },
          {
            key: "recomendar",
            text: "¿Nos recomendarías?",
            type: "choice",
            answers: [
              { text: "Sí", score: null, next: null },
              { text: "No", score: 0, next: null },
            ],
            next: null,
          },
        ],
        responses: 0,
      },
    });
    const { id } = created.body.data;

    const { questions: _questions, ...listed } = created.body.data;
    expect(await list(api)).toEqual([{ ...listed, questionCount: 3 }]);
    expect((await api.get<Survey>(`/api/survey/${id}`)).body).toEqual({
      isOk: true,
      message: "",
      data: created.body.data,
    });

    const changed = await api.put<Survey>(`/api/survey/update/${id}`, {
      ...surveyDefinition("Satisfacción 2026"),
      questions: [{ key: "nps", text: "Del 0 al 10", type: "open" }],
    });
    expect(changed.body.message).toBe(SURVEY_MESSAGES.updated);
    // Nobody answered it: changed in place.
    expect(changed.body.data).toMatchObject({ id, originId: id, version: 1, name: "Satisfacción 2026" });
    expect(changed.body.data.questions).toEqual([
      { key: "nps", text: "Del 0 al 10", type: "open", answers: [], next: null },
    ]);

    const activated = await api.put<Survey>(`/api/survey/true/${id}`);
    expect(activated.body).toMatchObject({
      message: SURVEY_MESSAGES.activated,
      data: { id, status: "active" },
    });
    const deactivated = await api.put<Survey>(`/api/survey/false/${id}`);
    expect(deactivated.body).toMatchObject({
      message: SURVEY_MESSAGES.deactivated,
      data: { id, status: "inactive" },
    });

    const removed = await api.delete<SurveyRemoval>(`/api/survey/${id}`);
    expect(removed.body).toEqual({
      isOk: true,
      message: SURVEY_MESSAGES.deleted,
      data: { outcome: "deleted" },
    });
    expect(await stored(id)).toBeUndefined();
    for (const response of [
      await api.get(`/api/survey/${id}`),
      await api.delete(`/api/survey/${id}`),
      await api.put(`/api/survey/true/${id}`),
      await api.put(`/api/survey/update/${id}`, surveyDefinition()),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(SURVEY_MESSAGES.notFound);
    }
    expect(await list(api)).toEqual([]);

    const audits = await world.auditsOf("survey_created", id);
    expect(audits).toHaveLength(1);
    for (const action of ["survey_updated", "survey_activated", "survey_deactivated", "survey_removed"]) {
      expect(await world.auditsOf(action, id), action).toHaveLength(1);
    }
  });

  it("lists the active survey first, then the newest, with each one's responses and question count", async () => {
    const business = await createBusiness(world.db, { name: "Orden" });
    const { api } = await adminOf(business.id);
    const first = await create(api, "Primera");
    const second = await create(api, "Segunda");
    const third = await create(api, "Tercera");
    await api.put(`/api/survey/true/${second.id}`);
    await answer(first, business.id);
    await answer(first, business.id);
    const rows = await list(api);
    expect(rows.map((row) => [row.name, row.status, row.responses, row.questionCount])).toEqual([
      ["Segunda", "active", 0, 3],
      ["Tercera", "inactive", 0, 3],
      ["Primera", "inactive", 2, 3],
    ]);
    expect(rows.map((row) => row.id)).toEqual([second.id, third.id, first.id]);
    expect((await api.get<Survey>(`/api/survey/${first.id}`)).body.data.responses).toBe(2);
  });

  it("keeps one active survey per business: activating another deactivates the one before", async () => {
    const business = await createBusiness(world.db, { name: "Una activa" });
    const { api } = await adminOf(business.id);
    const a = await create(api, "A");
    const b = await create(api, "B");
    await api.put(`/api/survey/true/${a.id}`);
    const switched = await api.put<Survey>(`/api/survey/true/${b.id}`);
    expect(switched.body.data.status).toBe("active");
    expect((await stored(a.id))?.status).toBe("inactive");
    expect((await stored(b.id))?.status).toBe("active");
    // Activating the active one again changes nothing.
    expect((await api.put<Survey>(`/api/survey/true/${b.id}`)).body.data.status).toBe("active");
    expect(await world.auditsOf("survey_activated", b.id)).toEqual([
      expect.objectContaining({ data: { deactivatedId: a.id } }),
      expect.objectContaining({ data: {} }),
    ]);
    // The database refuses a second active survey whatever the code does.
    await expect(
      world.db.update(surveys).set({ status: "active" }).where(eq(surveys.id, a.id)),
    ).rejects.toThrow();
  });

  it("an edit of an answered survey makes a new version and archives the old one with its questions", async () => {
    const business = await createBusiness(world.db, { name: "Versiones" });
    const { api } = await adminOf(business.id);
    const original = await create(api, "Original");
    await api.put(`/api/survey/true/${original.id}`);
    await answer(original, business.id);

    const edited = await api.put<Survey>(`/api/survey/update/${original.id}`, {
      ...surveyDefinition("Editada"),
      questions: [{ key: "nps", text: "Del 0 al 10", type: "open" }],
    });
    expect(edited.status).toBe(200);
    const next = edited.body.data;
    expect(next).toMatchObject({
      originId: original.id,
      version: 2,
      name: "Editada",
      status: "active",
      responses: 0,
    });
    expect(next.id).not.toBe(original.id);
    const old = await stored(original.id);
    expect(old).toMatchObject({ status: "archived", name: "Original", version: 1 });
    expect(old?.questions).toEqual(original.questions);
    expect(await world.auditsOf("survey_versioned", next.id)).toEqual([
      expect.objectContaining({
        data: { name: "Editada", version: 2, questions: 1, previousId: original.id },
      }),
    ]);

    // The list shows the survey once, as its new version; the old one is still read by its id.
    expect((await list(api)).map((row) => [row.id, row.status])).toEqual([[next.id, "active"]]);
    expect((await api.get<Survey>(`/api/survey/${original.id}`)).body.data).toMatchObject({
      status: "archived",
      responses: 1,
      questions: original.questions,
    });
    for (const response of [
      await api.put(`/api/survey/update/${original.id}`, surveyDefinition()),
      await api.put(`/api/survey/true/${original.id}`),
      await api.put(`/api/survey/false/${original.id}`),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual({ error: [SURVEY_MESSAGES.archivedReadOnly] });
    }

    // The new version has no responses yet: it changes in place.
    const again = await api.put<Survey>(
      `/api/survey/update/${next.id}`,
      surveyDefinition("Editada otra vez"),
    );
    expect(again.body.data).toMatchObject({ id: next.id, version: 2, name: "Editada otra vez" });

    // An inactive answered survey's new version is inactive too.
    await answer(again.body.data, business.id);
    await api.put(`/api/survey/false/${next.id}`);
    const third = await api.put<Survey>(`/api/survey/update/${next.id}`, surveyDefinition("Tercera"));
    expect(third.body.data).toMatchObject({ originId: original.id, version: 3, status: "inactive" });
  });

  it("deleting an answered survey archives it: still listed as archived, read only", async () => {
    const business = await createBusiness(world.db, { name: "Archivo" });
    const { api } = await adminOf(business.id);
    const survey = await create(api, "Con respuestas");
    await api.put(`/api/survey/true/${survey.id}`);
    await answer(survey, business.id);
    const removed = await api.delete<SurveyRemoval>(`/api/survey/${survey.id}`);
    expect(removed.body).toEqual({
      isOk: true,
      message: SURVEY_MESSAGES.archived,
      data: { outcome: "archived" },
    });
    expect((await stored(survey.id))?.status).toBe("archived");
    expect((await list(api)).map((row) => [row.id, row.status, row.responses])).toEqual([
      [survey.id, "archived", 1],
    ]);
    expect(await world.auditsOf("survey_archived", survey.id)).toHaveLength(1);
    // A second delete leaves it archived.
    expect((await api.delete<SurveyRemoval>(`/api/survey/${survey.id}`)).body.data.outcome).toBe("archived");
  });

  it("deleting a new version nobody answered leaves the answered version before it, archived", async () => {
    const business = await createBusiness(world.db, { name: "Versión borrada" });
    const { api } = await adminOf(business.id);
    const first = await create(api, "Primera versión");
    await answer(first, business.id);
    const second = (
      await api.put<Survey>(`/api/survey/update/${first.id}`, surveyDefinition("Segunda versión"))
    ).body.data;
    expect((await api.delete<SurveyRemoval>(`/api/survey/${second.id}`)).body.data.outcome).toBe("deleted");
    expect((await list(api)).map((row) => [row.id, row.status])).toEqual([[first.id, "archived"]]);
  });
});

describe("bad input gets the Spanish message and a 400", () => {
  const base = surveyDefinition();
  const [atencion, comentario, recomendar] = base.questions;
  it.each([
    [
      "a loop",
      { ...base, questions: [atencion, { ...comentario, next: "atencion" }, recomendar] },
      SURVEY_FLOW_MESSAGES.loop(2),
    ],
    [
      "a dead end",
      {
        ...base,
        questions: [
          {
            ...atencion,
            answers: [
              { text: "Bien", next: "nadie" },
              { text: "Mal", next: "comentario" },
            ],
          },
          comentario,
          recomendar,
        ],
      },
      SURVEY_FLOW_MESSAGES.nextMissing(1, "Bien", "nadie"),
    ],
    [
      "an unreachable question",
      { ...base, questions: [{ ...comentario, next: null }, recomendar] },
      SURVEY_FLOW_MESSAGES.unreachable(2),
    ],
    [
      "a bad score",
      { ...base, questions: [{ ...atencion, answers: [{ text: "Bien", score: 11 }] }] },
      SURVEY_MESSAGES.scoreInvalid,
    ],
    ["no name", { ...base, name: "  " }, SURVEY_MESSAGES.nameRequired],
    ["no questions", { ...base, questions: [] }, SURVEY_MESSAGES.questionsRequired],
    [
      "repeated keys",
      {
        ...base,
        questions: [
          { ...comentario, next: null },
          { ...comentario, next: null },
        ],
      },
      SURVEY_FLOW_MESSAGES.keyRepeated("comentario"),
    ],
  ])("%s", async (_case, body, message) => {
    const { api } = await adminOf(world.norte.id);
    const created = await api.post("/api/survey/create", body);
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(message);
    expect(created.body.data).toEqual({ error: expect.arrayContaining([message]) });
    const survey = await create(api, "Para cambiar");
    const updated = await api.put(`/api/survey/update/${survey.id}`, body);
    expect(updated.status).toBe(400);
    expect(updated.body.message).toBe(message);
    expect((await stored(survey.id))?.name).toBe("Para cambiar");
  });

  it("names a bad id or a bad activate in the path", async () => {
    const { api } = await adminOf(world.norte.id);
    const survey = await create(api);
    for (const [response, message] of [
      [await api.get("/api/survey/abc"), SURVEY_MESSAGES.idInvalid],
      [await api.get("/api/survey/0"), SURVEY_MESSAGES.idInvalid],
      [await api.delete("/api/survey/1.5"), SURVEY_MESSAGES.idInvalid],
      [await api.put("/api/survey/update/x", surveyDefinition()), SURVEY_MESSAGES.idInvalid],
      [await api.put(`/api/survey/si/${survey.id}`), SURVEY_MESSAGES.activateInvalid],
      [await api.put(`/api/survey/true/abc`), SURVEY_MESSAGES.idInvalid],
    ] as const) {
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});

describe("roles", () => {
  it("supervisors read the surveys but may not change them", async () => {
    const survey = await create((await adminOf(world.norte.id)).api, "Para supervisores");
    const { api } = await world.signedInAs("ProviderSupervisor", world.norte.id);
    expect((await list(api)).map((row) => row.id)).toContain(survey.id);
    expect((await api.get<Survey>(`/api/survey/${survey.id}`)).body.data.name).toBe("Para supervisores");
    for (const response of [
      await api.post("/api/survey/create", surveyDefinition()),
      await api.put(`/api/survey/update/${survey.id}`, surveyDefinition("Cambiada")),
      await api.put(`/api/survey/true/${survey.id}`),
      await api.delete(`/api/survey/${survey.id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.forbidden);
    }
    expect(await stored(survey.id)).toMatchObject({ name: "Para supervisores", status: "inactive" });
  });

  it("agents may not read or change them", async () => {
    const survey = await create((await adminOf(world.norte.id)).api, "Para agentes");
    const { api } = await world.agentOf(world.norte.id);
    for (const response of [
      await api.get("/api/survey"),
      await api.get(`/api/survey/${survey.id}`),
      await api.post("/api/survey/create", surveyDefinition()),
      await api.put(`/api/survey/update/${survey.id}`, surveyDefinition()),
      await api.put(`/api/survey/true/${survey.id}`),
      await api.delete(`/api/survey/${survey.id}`),
    ]) {
      expect(response.status).toBe(403);
    }
  });

  it.each(PLATFORM_ROLES)("%s acts on the business it names", async (role) => {
    const { api } = await world.signedInAs(role);
    const inAndino = `?business_id=${world.andino.id}`;
    const created = await create(api, `Plataforma ${role}`, inAndino);
    expect((await stored(created.id))?.businessId).toBe(world.andino.id);
    const inBody = await api.post<Survey>("/api/survey/create", {
      ...surveyDefinition(`Cuerpo ${role}`),
      business_id: world.andino.id,
    });
    expect((await stored(inBody.body.data.id))?.businessId).toBe(world.andino.id);
    expect((await list(api, inAndino)).map((row) => row.id)).toEqual(
      expect.arrayContaining([created.id, inBody.body.data.id]),
    );
    expect((await api.get(`/api/survey/${created.id}${inAndino}`)).status).toBe(200);
    expect(
      (await api.put(`/api/survey/update/${created.id}${inAndino}`, surveyDefinition("Cambiada"))).status,
    ).toBe(200);
    expect((await api.put<Survey>(`/api/survey/true/${created.id}${inAndino}`)).body.data.status).toBe(
      "active",
    );
    expect((await api.delete(`/api/survey/${inBody.body.data.id}${inAndino}`)).status).toBe(200);
    // Naming no business, or the wrong one, finds nothing.
    expect((await api.get("/api/survey")).status).toBe(404);
    expect((await api.get(`/api/survey/${created.id}`)).status).toBe(404);
    expect((await api.get(`/api/survey/${created.id}?business_id=${world.norte.id}`)).status).toBe(404);
    expect((await api.post("/api/survey/create?business_id=2147483647", surveyDefinition())).status).toBe(
      404,
    );
    await api.put(`/api/survey/false/${created.id}${inAndino}`);
  });
});

describe("tenancy", () => {
  it("business B cannot see or change business A's surveys", async () => {
    const secret = await create((await adminOf(world.andino.id)).api, "Encuesta secreta");
    const { api } = await adminOf(world.norte.id);
    for (const response of [
      await api.get(`/api/survey/${secret.id}`),
      await api.put(`/api/survey/update/${secret.id}`, surveyDefinition("Robada")),
      await api.put(`/api/survey/true/${secret.id}`),
      await api.delete(`/api/survey/${secret.id}`),
      await api.get(`/api/survey?business_id=${world.andino.id}`),
      await api.post(`/api/survey/create?business_id=${world.andino.id}`, surveyDefinition("Intrusa")),
    ]) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("secreta");
    }
    expect(await stored(secret.id)).toMatchObject({ name: "Encuesta secreta", status: "inactive" });
    expect((await list(api)).map((row) => row.id)).not.toContain(secret.id);
  });
});

describe("live updates and the database", () => {
  it("raises config.changed surveys after each change, not after a refusal", async () => {
    const business = await createBusiness(world.db, { name: "Encuestas en vivo" });
    const { api } = await adminOf(business.id);
    const seen: unknown[] = [];
    const stop = world.deps.events.subscribe("config.changed", (event) => seen.push(event));
    try {
      const survey = await create(api);
      await api.put(`/api/survey/update/${survey.id}`, surveyDefinition("Cambiada"));
      await api.put(`/api/survey/true/${survey.id}`);
      expect((await api.post("/api/survey/create", { ...surveyDefinition(), name: "" })).status).toBe(400);
      await api.delete(`/api/survey/${survey.id}`);
      expect(seen).toEqual(Array(4).fill({ businessId: business.id, what: "surveys" }));
    } finally {
      stop();
    }
  });

  it("reads the list through surveys_business_list_idx (EXPLAIN)", async () => {
    // A small table would be read whole; the planner is told not to, to see which index it would walk.
    const plan = await world.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain ${surveyListOf(tx, world.norte.id)}`);
    });
    expect(JSON.stringify(plan)).toContain("surveys_business_list_idx");
  });
});
