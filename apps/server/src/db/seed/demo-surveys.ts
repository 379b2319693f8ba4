import { messagePreview, type SurveyDefinitionInput, surveyDefinitionInput } from "@consola/shared";
import { and, asc, eq } from "drizzle-orm";
import { insertFirstVersion } from "../../modules/surveys/surveys.repo.js";
import type { Executor } from "../client.js";
import { ofBusiness } from "../of-business.js";
import { businesses, conversations, messages, surveyAnswers, surveyResponses } from "../schema/index.js";
import { seededRandom } from "./seeded-random.js";

/** The demo's satisfaction survey: a rating, what to improve after a poor one, a recommendation. */
const DEMO_SURVEY: SurveyDefinitionInput = {
  name: "Satisfacción después del chat",
  description: "Se envía cuando un agente cierra el chat",
  initialMessage: "¡Gracias por escribirnos! ¿Nos ayudas con unas preguntas rápidas?",
  finalMessage: "¡Gracias por tu opinión! Nos ayuda a atenderte mejor.",
  questions: [
    {
      key: "atencion",
      text: "¿Cómo calificas la atención que recibiste?",
      type: "choice",
      answers: [
        { text: "Excelente", score: 10, next: "resuelto" },
        { text: "Buena", score: 8, next: "resuelto" },
        { text: "Regular", score: 5, next: "mejorar" },
        { text: "Mala", score: 0, next: "mejorar" },
      ],
    },
    { key: "mejorar", text: "¿Qué podemos mejorar?", type: "open", next: "resuelto" },
    {
      key: "resuelto",
      text: "¿Resolvimos tu duda?",
      type: "choice",
      answers: [
        { text: "Sí", score: 10, next: "recomendar" },
        { text: "No", score: 0, next: "recomendar" },
      ],
    },
    {
      key: "recomendar",
      text: "¿Nos recomendarías?",
      type: "choice",
      answers: [
        { text: "Sí", score: 10 },
        { text: "No", score: 0 },
      ],
    },
  ],
};

const COMMENTS = [
  "Tardaron un poco en contestar",
  "Me gustaría que atendieran también en domingo",
  "La información del envío no estaba clara",
  "Que el agente me diga su nombre",
];

/**
 * The demo's survey, active with the switch on, and answers for most chats closed in the past month (the rest
 * left unfinished), each with the messages the contact saw and wrote in the closed chat: the survey report
 * has a month to show, and a closed chat's history shows its survey.
 */
export async function seedDemoSurveys(
  tx: Executor,
  input: { businessId: number; seed: number },
): Promise<void> {
  const random = seededRandom(input.seed);
  const definition = surveyDefinitionInput.parse(DEMO_SURVEY);
  const { id } = await insertFirstVersion(tx, input.businessId, { ...definition, status: "active" });
  await tx.update(businesses).set({ surveyActive: true }).where(eq(businesses.id, input.businessId));

  const closed = await tx
    .select()
    .from(conversations)
    .where(and(ofBusiness(conversations, input.businessId), eq(conversations.endReason, "closed")))
    .orderBy(asc(conversations.id));
  const questions = new Map(definition.questions.map((question) => [question.key, question]));
  for (const chat of closed) {
    if (!chat.closedAt || random.chance(0.25)) continue;
    let at = chat.closedAt.getTime() + 2_000;
    const rows: (typeof messages.$inferInsert)[] = [];
    const say = (direction: "in" | "out", body: string) => {
      rows.push({
        businessId: chat.businessId,
        conversationId: chat.id,
        contactId: chat.contactId,
        channelId: chat.channelId,
        direction,
        type: "text",
        authorKind: direction === "in" ? "contact" : "bot",
        body,
        status: direction === "in" ? "received" : "read",
        createdAt: new Date(at),
      });
      at += random.between(20, 240) * 1000;
    };
    const answers: (typeof surveyAnswers.$inferInsert)[] = [];
    say("out", definition.initialMessage);
    // Most finish; some stop after a question or two and are left incomplete.
    const stopsAfter = random.chance(0.15) ? random.between(0, 1) : Number.POSITIVE_INFINITY;
    let question = definition.questions[0];
    while (question && answers.length <= stopsAfter) {
      const options = question.answers.map((answer, index) => `${index + 1}. ${answer.text}`).join("\n");
      say("out", question.type === "choice" ? `${question.text}\n\n${options}` : question.text);
      if (answers.length === stopsAfter) break;
      // Good ratings are the common case, as in a business that keeps its customers.
      const choice =
        question.type === "choice"
          ? question.answers[random.chance(0.7) ? 0 : random.between(0, question.answers.length - 1)]
          : undefined;
      const text = choice?.text ?? random.pick(COMMENTS);
      say("in", text);
      answers.push({
        businessId: chat.businessId,
        responseId: 0,
        questionKey: question.key,
        questionText: question.text,
        answerIndex: choice ? question.answers.indexOf(choice) : null,
        text,
        score: choice?.score ?? null,
        answeredAt: new Date(at),
      });
      const next = choice ? choice.next : question.next;
      question = next ? questions.get(next) : undefined;
    }
    const complete = question === undefined;
    if (complete) say("out", definition.finalMessage);
    const [response] = await tx
      .insert(surveyResponses)
      .values({
        businessId: chat.businessId,
        surveyId: id,
        conversationId: chat.id,
        contactId: chat.contactId,
        channelId: chat.channelId,
        agentId: chat.assignedUserId,
        areaId: chat.areaId,
        status: complete ? "complete" : "incomplete",
        endReason: complete ? null : "timed_out",
        startedAt: new Date(chat.closedAt.getTime() + 2_000),
        finishedAt: new Date(complete ? at : chat.closedAt.getTime() + 24 * 3600 * 1000),
        scoreTotal: answers.reduce((sum, answer) => sum + (answer.score ?? 0), 0),
        scoredAnswers: answers.filter((answer) => answer.score !== null && answer.score !== undefined).length,
      })
      .returning({ id: surveyResponses.id });
    if (!response) throw new Error("no survey response");
    if (answers.length > 0) {
      await tx
        .insert(surveyAnswers)
        .values(answers.map((answer) => ({ ...answer, responseId: response.id })));
    }
    await tx.insert(messages).values(rows);
    const last = rows.at(-1);
    await tx
      .update(conversations)
      .set({
        messagesIn: chat.messagesIn + rows.filter((row) => row.direction === "in").length,
        messagesOut: chat.messagesOut + rows.filter((row) => row.direction === "out").length,
        ...(last?.createdAt instanceof Date
          ? {
              lastMessageAt: last.createdAt,
              lastMessagePreview: messagePreview({ type: "text", body: last.body ?? "", caption: "" }),
            }
          : {}),
      })
      .where(eq(conversations.id, chat.id));
  }
}
