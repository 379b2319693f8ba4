import { SURVEY_HINTS, SURVEY_MESSAGES, type Survey, type SurveyContactResponse } from "@consola/shared";
import { asc, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inbound, nextPhone } from "../../../test/engine-factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { branching, businessWithSurvey, contactOf } from "../../../test/survey-factories.js";
import { conversations, notifications, surveyAnswers, surveyResponses } from "../../db/schema/index.js";
import { expireSurveys } from "./survey-expiry.js";

const world = routeTestWorld();

const responsesOf = (conversationId: number) =>
  world.db.select().from(surveyResponses).where(eq(surveyResponses.conversationId, conversationId));
const answersOf = (responseId: number) =>
  world.db
    .select({ key: surveyAnswers.questionKey, text: surveyAnswers.text, score: surveyAnswers.score })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.responseId, responseId))
    .orderBy(asc(surveyAnswers.id));
const chatsOfBusiness = async (businessId: number) =>
  world.db
    .select({ id: conversations.id, status: conversations.status })
    .from(conversations)
    .where(eq(conversations.businessId, businessId))
    .orderBy(asc(conversations.id));
const notificationCount = async (businessId: number) =>
  (
    await world.db.select({ n: count() }).from(notifications).where(eq(notifications.businessId, businessId))
  )[0]?.n ?? 0;

const numbered = (text: string, options: string[]) =>
  `${text}\n\n${options.map((option, index) => `${index + 1}. ${option}`).join("\n")}`;

describe("a survey after a chat closes, answered through the sandbox", () => {
  it("follows the branches, re-asks a wrong answer once, stores every answer against the chat, the agent and the area, and never reopens the chat", async () => {
    const norte = await businessWithSurvey(world);
    const ana = contactOf(norte);
    const chatId = await ana.chatAndClose();
    expect(await ana.heard()).toEqual([
      "¿Nos ayudas con 3 preguntas?",
      numbered("¿Cómo te atendimos?", ["Excelente", "Regular", "Mala"]),
    ]);
    const notificationsBefore = await notificationCount(norte.id);

    // "regular" in lower case picks "Regular" and goes to the open question.
    await ana.says("regular");
    await ana.says("Tardaron en contestar");
    await ana.says("quizá"); // fits no answer: asked again with the hint
    await ana.says("SI"); // "Sí" without its accent, in capitals
    expect((await ana.heard()).slice(2)).toEqual([
      "¿Qué podemos mejorar?",
      numbered("¿Nos recomendarías?", ["Sí", "No"]),
      numbered(`${SURVEY_HINTS.pickAnswer}\n\n¿Nos recomendarías?`, ["Sí", "No"]),
      "¡Gracias por tu opinión!",
    ]);

    const [response] = await responsesOf(chatId);
    expect(response).toMatchObject({
      status: "complete",
      agentId: norte.admin.user.id,
      step: null,
      endReason: null,
      // Regular (5) and Sí (10): the comment has no score.
      scoreTotal: 15,
      scoredAnswers: 2,
    });
    expect(response?.finishedAt).toBeInstanceOf(Date);
    expect(await answersOf(response?.id ?? 0)).toEqual([
      { key: "atencion", text: "Regular", score: 5 },
      { key: "mejorar", text: "Tardaron en contestar", score: null },
      { key: "recomendar", text: "Sí", score: 10 },
    ]);
    // The replies stayed in the closed chat: no new chat, no notification for anyone.
    expect(await chatsOfBusiness(norte.id)).toEqual([{ id: chatId, status: "closed" }]);
    expect(await notificationCount(norte.id)).toBe(notificationsBefore);

    // Once it ended, the contact's next message opens a new chat as usual.
    const next = await ana.says("Hola otra vez");
    expect(next).not.toBe(chatId);
    expect((await chatsOfBusiness(norte.id)).map((chat) => chat.status)).toEqual(["closed", "pending"]);

    const read = await norte.admin.api.post<SurveyContactResponse[]>("/api/surveycontact/response", {
      conversation_id: chatId,
    });
    expect(read.body.data).toMatchObject([
      {
        surveyName: "Satisfacción",
        version: 1,
        status: "complete",
        answers: [
          { question: "¿Cómo te atendimos?", text: "Regular", score: 5 },
          { question: "¿Qué podemos mejorar?", text: "Tardaron en contestar", score: null },
          { question: "¿Nos recomendarías?", text: "Sí", score: 10 },
        ],
      },
    ]);
  });

  it("takes the answer's number over SMS, shown as numbered text", async () => {
    const norte = await businessWithSurvey(world);
    const luis = contactOf(norte, "sms");
    const chatId = await luis.chatAndClose();
    await luis.says("1");
    await luis.says("2.");
    expect((await luis.heard()).at(-1)).toBe("¡Gracias por tu opinión!");
    const [response] = await responsesOf(chatId);
    expect(await answersOf(response?.id ?? 0)).toEqual([
      { key: "atencion", text: "Excelente", score: 10 },
      { key: "recomendar", text: "No", score: 0 },
    ]);
  });

  it("ends incomplete after a second wrong answer, and that message opens a new chat", async () => {
    const norte = await businessWithSurvey(world);
    const eva = contactOf(norte);
    const chatId = await eva.chatAndClose();
    await eva.says("no sé");
    const opened = await eva.says("Quiero hablar con alguien");
    expect(opened).not.toBe(chatId);
    const [response] = await responsesOf(chatId);
    expect(response).toMatchObject({ status: "incomplete", endReason: "invalid_answers" });
    expect(await answersOf(response?.id ?? 0)).toEqual([]);
  });

  it("marks a survey left unanswered incomplete once its time is up, and a late reply opens a chat", async () => {
    const norte = await businessWithSurvey(world);
    const abandoned = contactOf(norte);
    const late = contactOf(norte);
    const abandonedChat = await abandoned.chatAndClose();
    const lateChat = await late.chatAndClose();
    await abandoned.says("Excelente");
    // Both were sent a day and a minute ago: past the survey's 24 hours.
    await world.db
      .update(surveyResponses)
      .set({ startedAt: sql`now() - interval '1441 minutes'`, deadlineAt: sql`now() - interval '1 minute'` })
      .where(eq(surveyResponses.businessId, norte.id));

    // The late contact writes before the sweeper ran: the survey is over, the message opens a chat.
    const opened = await late.says("Excelente");
    expect(opened).not.toBe(lateChat);
    expect((await responsesOf(lateChat))[0]).toMatchObject({ status: "incomplete", endReason: "timed_out" });

    expect(await expireSurveys(world.deps)).toBeGreaterThanOrEqual(1);
    const [response] = await responsesOf(abandonedChat);
    expect(response).toMatchObject({ status: "incomplete", endReason: "timed_out", step: null });
    expect(await answersOf(response?.id ?? 0)).toEqual([{ key: "atencion", text: "Excelente", score: 10 }]);
  });

  it("ends a survey whose 24-hour WhatsApp window closed first as window_closed", async () => {
    const norte = await businessWithSurvey(world);
    const pablo = contactOf(norte);
    const chatId = await pablo.chatAndClose();
    await world.db
      .update(surveyResponses)
      .set({ deadlineAt: sql`now() - interval '1 second'` })
      .where(eq(surveyResponses.conversationId, chatId));
    await expireSurveys(world.deps);
    expect((await responsesOf(chatId))[0]).toMatchObject({
      status: "incomplete",
      endReason: "window_closed",
    });
  });

  it("skips a WhatsApp chat whose 24-hour window has ended, recording why, and sends nothing", async () => {
    const norte = await businessWithSurvey(world);
    const rosa = contactOf(norte);
    const id = await rosa.says("Hola");
    await norte.admin.api.post("/api/wp/TakePendient", { id, agentId: 0 });
    await world.db
      .update(conversations)
      .set({ windowExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(conversations.id, id));
    await norte.admin.api.post("/api/wp/CloseMessage", {
      conversationId: id,
      status: "normal",
      comments: "ok",
      closingCategoryId: norte.category.id,
    });
    expect((await responsesOf(id))[0]).toMatchObject({ status: "skipped", endReason: "outside_window" });
    expect(await rosa.heard()).toEqual([]);
  });

  it("sends nothing while the business's switch is off; a manager can send it by hand once", async () => {
    const norte = await businessWithSurvey(world, { switchOn: false });
    const ines = contactOf(norte);
    const chatId = await ines.chatAndClose();
    expect(await responsesOf(chatId)).toEqual([]);
    expect(await ines.heard()).toEqual([]);

    const send = () => norte.admin.api.post("/api/surveycontact/create", { conversation_id: chatId });
    const sent = await send();
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe(SURVEY_MESSAGES.sent);
    expect(await ines.heard()).toHaveLength(2);
    const again = await send();
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(SURVEY_MESSAGES.alreadySent);
    // Still answering: the contact's message is the survey's, in the closed chat.
    expect(await ines.says("Excelente")).toBe(chatId);

    // Another business's chat does not exist for this one.
    const other = await businessWithSurvey(world);
    const foreign = await other.admin.api.post("/api/surveycontact/create", { conversation_id: chatId });
    expect(foreign.status).toBe(404);
    const foreignRead = await other.admin.api.post("/api/surveycontact/response", {
      conversation_id: chatId,
    });
    expect(foreignRead.status).toBe(404);
  });

  it("refuses to send by hand to an open chat, or twice in one chat", async () => {
    const norte = await businessWithSurvey(world);
    const leo = contactOf(norte);
    const open = await leo.says("Hola");
    const refused = await norte.admin.api.post("/api/surveycontact/create", { conversation_id: open });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SURVEY_MESSAGES.chatNotClosed);

    const closed = await contactOf(norte).chatAndClose();
    const twice = await norte.admin.api.post("/api/surveycontact/create", { conversation_id: closed });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(SURVEY_MESSAGES.alreadySent);
    const agent = await world.agentOf(norte.id);
    expect((await agent.api.post("/api/surveycontact/create", { conversation_id: closed })).status).toBe(403);
  });

  it("keeps a contact answering the version they were sent when the survey is edited meanwhile", async () => {
    const norte = await businessWithSurvey(world);
    const sara = contactOf(norte);
    const chatId = await sara.chatAndClose();
    await sara.says("Mala");
    const edited = await norte.admin.api.put<Survey>(`/api/survey/update/${norte.survey.id}`, {
      ...branching,
      questions: [
        { key: "unica", text: "¿Todo bien?", type: "choice", answers: [{ text: "Sí" }, { text: "No" }] },
      ],
    });
    expect(edited.body.data.version).toBe(2);
    await sara.says("Nada, todo bien");
    await sara.says("No");
    const [response] = await responsesOf(chatId);
    expect(response).toMatchObject({ status: "complete", surveyId: norte.survey.id });
    expect((await answersOf(response?.id ?? 0)).map((answer) => answer.key)).toEqual([
      "atencion",
      "mejorar",
      "recomendar",
    ]);
    // The next chat gets the new version.
    const next = contactOf(norte);
    await next.chatAndClose();
    expect((await next.heard()).at(-1)).toBe(numbered("¿Todo bien?", ["Sí", "No"]));
  });
});

describe("survey replies and other chats", () => {
  it("reads a reply delivered three times at once only once (a second wrong answer would end the survey)", async () => {
    const norte = await businessWithSurvey(world);
    const phone = nextPhone();
    const eva = contactOf(norte, "whatsapp", phone);
    const closed = await eva.chatAndClose();
    const providerMessageId = `survey-replay-${phone}`;
    const results = await Promise.all(
      [1, 2, 3].map(() => inbound(world.deps, norte.id, { from: phone, text: "no sé", providerMessageId })),
    );
    expect(results.filter((result) => result.status === "stored")).toHaveLength(1);
    expect((await responsesOf(closed))[0]).toMatchObject({ status: "in_progress", attempts: 1 });
    expect((await eva.heard()).filter((text) => text.startsWith(SURVEY_HINTS.pickAnswer))).toHaveLength(1);
    expect((await chatsOfBusiness(norte.id)).map((chat) => chat.id)).toEqual([closed]);
  });

  it("ends the survey when an agent opened a new chat with the contact meanwhile: the reply is that chat's", async () => {
    const norte = await businessWithSurvey(world);
    const ana = contactOf(norte);
    const closed = await ana.chatAndClose();
    // A manager opens a new chat with the same contact (as "new chat" from the console would).
    const [old] = await world.db.select().from(conversations).where(eq(conversations.id, closed));
    if (!old) throw new Error("no chat");
    const [opened] = await world.db
      .insert(conversations)
      .values({
        businessId: norte.id,
        contactId: old.contactId,
        channelId: old.channelId,
        status: "active",
        assignedUserId: norte.admin.user.id,
      })
      .returning({ id: conversations.id });
    expect(await ana.says("Sí, esa es la pieza")).toBe(opened?.id);
    expect((await responsesOf(closed))[0]).toMatchObject({ status: "incomplete", endReason: "new_chat" });
  });

  it("never lets a message to another business answer a survey, whatever the number", async () => {
    const norte = await businessWithSurvey(world);
    const andino = await businessWithSurvey(world);
    const phone = nextPhone();
    const inNorte = contactOf(norte, "whatsapp", phone);
    const chatId = await inNorte.chatAndClose();
    // The same number writes "1" to the other business: a chat of its own there; Norte's survey still waits.
    const there = await contactOf(andino, "whatsapp", phone).says("1");
    expect((await chatsOfBusiness(andino.id)).map((chat) => chat.id)).toEqual([there]);
    const [response] = await responsesOf(chatId);
    expect(response).toMatchObject({ status: "in_progress", step: "atencion" });
    expect(await answersOf(response?.id ?? 0)).toEqual([]);
  });
});
