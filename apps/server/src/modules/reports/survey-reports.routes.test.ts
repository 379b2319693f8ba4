import {
  SURVEY_REPORT_CSV_COLUMNS,
  SURVEY_REPORT_MESSAGES,
  SURVEY_REPORT_NONE,
  type SurveyReportArea,
  type SurveyReportEmployee,
  type SurveyReportGeneral,
} from "@consola/shared";
import dayjs from "dayjs";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCampaign } from "../../../test/campaign-factories.js";
import { createArea, createUser } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { businessWithSurvey, contactOf, type SurveyBusiness } from "../../../test/survey-factories.js";
import { conversations, surveyResponses } from "../../db/schema/index.js";
import { expireSurveys } from "../surveys/survey-expiry.js";

const world = routeTestWorld();

/** Yesterday to tomorrow: today's surveys whatever the business's clock. */
const period = {
  from: dayjs().subtract(1, "day").format("YYYY-MM-DD"),
  to: dayjs().add(1, "day").format("YYYY-MM-DD"),
};

let shop: SurveyBusiness;
let ana: { id: number; name: string };
let beto: { id: number; name: string };
let ventas: { id: number; name: string };
let soporte: { id: number; name: string };

/**
 * A contact writes to `business` over `channel`; its admin takes the chat, `prepare` adjusts it, and the admin
 * closes it: the survey goes out.
 */
async function closedChat(
  business: SurveyBusiness,
  channel: "whatsapp" | "sms" = "whatsapp",
  prepare?: (conversationId: number) => Promise<unknown>,
) {
  const contact = contactOf(business, channel);
  const id = await contact.says("Hola");
  await business.admin.api.post("/api/wp/TakePendient", { id, agentId: 0 });
  await prepare?.(id);
  const closed = await business.admin.api.post("/api/wp/CloseMessage", {
    conversationId: id,
    status: "normal",
    comments: "ok",
    closingCategoryId: business.category.id,
  });
  expect(closed.status).toBe(200);
  return { id, contact };
}

/** A contact's chat, handled by `agentId` in `areaId`, closed: the survey goes out; then they answer. */
async function surveyed(
  options: { agentId: number; areaId: number | null; windowClosed?: boolean },
  ...replies: string[]
) {
  const { id, contact } = await closedChat(shop, "whatsapp", (conversationId) =>
    world.db
      .update(conversations)
      .set({
        assignedUserId: options.agentId,
        areaId: options.areaId,
        ...(options.windowClosed ? { windowExpiresAt: sql`now() - interval '1 minute'` } : {}),
      })
      .where(eq(conversations.id, conversationId)),
  );
  for (const reply of replies) await contact.says(reply);
  return id;
}

const report = async <T>(kind: "General" | "Area" | "Employee", filters: Record<string, unknown> = {}) => {
  const response = await shop.admin.api.post<T>(`/api/surveyReport/${kind}`, { ...period, ...filters });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};

beforeAll(async () => {
  shop = await businessWithSurvey(world);
  ana = await createUser(world.db, { role: "ProviderAgent", businessId: shop.id, name: "Ana Ruiz" });
  beto = await createUser(world.db, { role: "ProviderAgent", businessId: shop.id, name: "Beto Sanz" });
  ventas = await createArea(world.db, shop.id, "Ventas");
  soporte = await createArea(world.db, shop.id, "Soporte");
  // Ana: two complete surveys. Beto: one abandoned after one answer, one skipped, one still answering.
  await surveyed({ agentId: ana.id, areaId: ventas.id }, "Excelente", "Sí");
  await surveyed({ agentId: ana.id, areaId: soporte.id }, "2", "Tardaron en contestar", "No");
  const abandoned = await surveyed({ agentId: beto.id, areaId: ventas.id }, "mala");
  await surveyed({ agentId: beto.id, areaId: null, windowClosed: true });
  await surveyed({ agentId: beto.id, areaId: soporte.id });
  await world.db
    .update(surveyResponses)
    .set({ startedAt: sql`now() - interval '1441 minutes'`, deadlineAt: sql`now() - interval '1 minute'` })
    .where(eq(surveyResponses.conversationId, abandoned));
  await expireSurveys(world.deps);
  // The abandoned one went out a day ago: back to today, so every survey falls in the same day.
  await world.db
    .update(surveyResponses)
    .set({ startedAt: sql`now()` })
    .where(eq(surveyResponses.conversationId, abandoned));
}, 60_000);

describe("the survey reports against known answers", () => {
  it("General: totals, completion, average score, each question's answers and the comments", async () => {
    const general = await report<SurveyReportGeneral>("General");
    expect(general.survey).toEqual({ id: shop.survey.id, name: "Satisfacción", versions: 1 });
    expect(general.surveys).toEqual([{ id: shop.survey.id, name: "Satisfacción" }]);
    // Scores answered: 10, 10 (Ana), 5, 0 (Ana), 0 (Beto): 25 / 5.
    expect(general.totals).toEqual({
      sent: 4,
      complete: 2,
      incomplete: 1,
      inProgress: 1,
      skipped: 1,
      completionRate: 0.667,
      averageScore: 5,
      scoredAnswers: 5,
    });
    expect(general.days.reduce((sum, day) => sum + day.sent, 0)).toBe(4);
    expect(general.days.reduce((sum, day) => sum + day.complete, 0)).toBe(2);
    expect(general.questions).toEqual([
      {
        key: "atencion",
        text: "¿Cómo te atendimos?",
        type: "choice",
        answered: 3,
        averageScore: 5,
        answers: [
          { text: "Excelente", score: 10, count: 1 },
          { text: "Regular", score: 5, count: 1 },
          { text: "Mala", score: 0, count: 1 },
        ],
      },
      {
        key: "mejorar",
        text: "¿Qué podemos mejorar?",
        type: "open",
        answered: 1,
        averageScore: null,
        answers: [],
      },
      {
        key: "recomendar",
        text: "¿Nos recomendarías?",
        type: "choice",
        answered: 2,
        averageScore: 5,
        answers: [
          { text: "Sí", score: 10, count: 1 },
          { text: "No", score: 0, count: 1 },
        ],
      },
    ]);
    expect(general.comments).toMatchObject([
      {
        question: "¿Qué podemos mejorar?",
        text: "Tardaron en contestar",
        agent: "Ana Ruiz",
        area: "Soporte",
      },
    ]);
  });

  it("Area and Employee: each group's figures, nobody's last, adding up to the totals", async () => {
    const byArea = await report<SurveyReportArea>("Area");
    expect(
      byArea.rows.map(({ name, sent, complete, incomplete, inProgress, skipped, averageScore }) => ({
        name,
        sent,
        complete,
        incomplete,
        inProgress,
        skipped,
        averageScore,
      })),
    ).toEqual([
      { name: "Soporte", sent: 2, complete: 1, incomplete: 0, inProgress: 1, skipped: 0, averageScore: 2.5 },
      { name: "Ventas", sent: 2, complete: 1, incomplete: 1, inProgress: 0, skipped: 0, averageScore: 6.7 },
      {
        name: SURVEY_REPORT_NONE.area,
        sent: 0,
        complete: 0,
        incomplete: 0,
        inProgress: 0,
        skipped: 1,
        averageScore: null,
      },
    ]);
    expect(byArea.totals.sent).toBe(4);

    const byAgent = await report<SurveyReportEmployee>("Employee");
    expect(byAgent.rows).toMatchObject([
      { agentId: ana.id, name: "Ana Ruiz", sent: 2, complete: 2, completionRate: 1, averageScore: 6.3 },
      {
        agentId: beto.id,
        name: "Beto Sanz",
        sent: 2,
        complete: 0,
        incomplete: 1,
        skipped: 1,
        averageScore: 0,
      },
    ]);
  });

  it("narrows by agent, area and period", async () => {
    expect((await report<SurveyReportGeneral>("General", { agentId: ana.id })).totals.sent).toBe(2);
    expect((await report<SurveyReportGeneral>("General", { areaId: ventas.id })).totals).toMatchObject({
      sent: 2,
      complete: 1,
    });
    const past = await report<SurveyReportGeneral>("General", { from: "2020-01-01", to: "2020-01-31" });
    expect(past.totals.sent).toBe(0);
    expect(past.questions.every((question) => question.answered === 0)).toBe(true);
  });

  it("narrows by campaign: the surveys of the chats its replies opened, none of another business's", async () => {
    const own = await businessWithSurvey(world);
    const { id: replied } = await closedChat(own);
    await closedChat(own);
    const [chat] = await world.db.select().from(conversations).where(eq(conversations.id, replied));
    if (!chat) throw new Error("no chat");
    const campaign = await createCampaign(world.db, {
      businessId: own.id,
      channelId: chat.channelId,
      replies: [replied],
    });
    const sent = async (business: SurveyBusiness, campaignId?: number) => {
      const response = await business.admin.api.post<SurveyReportGeneral>("/api/surveyReport/General", {
        ...period,
        ...(campaignId ? { campaignId } : {}),
      });
      expect(response.status).toBe(200);
      return response.body.data.totals.sent;
    };
    expect([await sent(own), await sent(own, campaign.id)]).toEqual([2, 1]);
    expect(await sent(shop, campaign.id)).toBe(0);
  });

  it("narrows by channel, a chat that carried a file over SMS being MMS (decision 032)", async () => {
    const own = await businessWithSurvey(world);
    await closedChat(own, "whatsapp");
    await closedChat(own, "sms");
    const { id: withPicture } = await closedChat(own, "sms");
    // What the messages trigger sets when a file arrives (tested with the chat reports).
    await world.db.update(conversations).set({ carriedMedia: true }).where(eq(conversations.id, withPicture));
    const sent = async (channel?: string) => {
      const response = await own.admin.api.post<SurveyReportGeneral>("/api/surveyReport/General", {
        ...period,
        ...(channel ? { channel } : {}),
      });
      expect(response.status).toBe(200);
      return response.body.data.totals.sent;
    };
    expect([await sent(), await sent("whatsapp"), await sent("sms"), await sent("mms")]).toEqual([
      3, 1, 1, 1,
    ]);
    const csv = await world.app.inject({
      method: "GET",
      url: `/api/surveyReport/Download?from=${period.from}&to=${period.to}&channel=mms`,
      headers: { authorization: `Bearer ${own.admin.token}` },
    });
    const rows = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(",MMS,");
  });

  it("downloads one row per answer, a row for a survey with none, under the spec's columns", async () => {
    const response = await world.app.inject({
      method: "GET",
      url: `/api/surveyReport/Download?from=${period.from}&to=${period.to}`,
      headers: { authorization: `Bearer ${shop.admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(SURVEY_REPORT_CSV_COLUMNS.join(","));
    // 2 + 3 + 1 answers, and one row each for the skipped survey and the one not answered yet.
    expect(lines).toHaveLength(1 + 8);
    expect(lines.filter((line) => line.includes("Tardaron en contestar"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes("No enviada"))).toHaveLength(1);
  });

  it("refuses another business's survey and reads an empty report for a business without surveys", async () => {
    const other = await businessWithSurvey(world);
    const foreign = await shop.admin.api.post("/api/surveyReport/General", {
      ...period,
      surveyId: other.survey.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(SURVEY_REPORT_MESSAGES.surveyInvalid);
    const none = await (await world.adminOf(world.andino.id)).api.post<SurveyReportGeneral>(
      "/api/surveyReport/General",
      period,
    );
    expect(none.body.data).toMatchObject({ survey: null, surveys: [], totals: { sent: 0 }, questions: [] });
  });

  it("lets supervisors read them and keeps agents out", async () => {
    const supervisor = await world.signedInAs("ProviderSupervisor", shop.id);
    expect((await supervisor.api.post("/api/surveyReport/Employee", period)).status).toBe(200);
    const agent = await world.agentOf(shop.id);
    expect((await agent.api.post("/api/surveyReport/General", period)).status).toBe(403);
  });
});
