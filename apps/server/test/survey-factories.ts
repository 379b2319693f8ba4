import type { ChatSummary, MessageView, SaveSurveyBody, Survey } from "@consola/shared";
import { expect } from "vitest";
import { createClosingCategory, nextPhone } from "./engine-factories.js";
import { createBusiness } from "./factories.js";
import type { RouteTestWorld } from "./route-test-world.js";

/** Rated service first; a bad rating asks what failed; every way ends on the recommendation question. */
export const branching: SaveSurveyBody = {
  name: "Satisfacción",
  initialMessage: "¿Nos ayudas con 3 preguntas?",
  finalMessage: "¡Gracias por tu opinión!",
  questions: [
    {
      key: "atencion",
      text: "¿Cómo te atendimos?",
      type: "choice",
      answers: [
        { text: "Excelente", score: 10, next: "recomendar" },
        { text: "Regular", score: 5, next: "mejorar" },
        { text: "Mala", score: 0, next: "mejorar" },
      ],
    },
    { key: "mejorar", text: "¿Qué podemos mejorar?", type: "open", next: "recomendar" },
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

/**
 * A branching survey as the survey screens save it, named as asked: a bad rating asks what failed, both ways end
 * on the recommendation question, whose answers leave score and next to their defaults.
 */
export const surveyDefinition = (name = "Satisfacción"): SaveSurveyBody => ({
  name,
  description: "Después de cada chat",
  initialMessage: "¿Nos ayudas con unas preguntas?",
  finalMessage: "¡Gracias!",
  questions: [
    {
      key: "atencion",
      text: "¿Cómo te atendimos?",
      type: "choice",
      answers: [
        { text: "Bien", score: 10, next: "recomendar" },
        { text: "Mal", score: 0, next: "comentario" },
      ],
    },
    { key: "comentario", text: "¿Qué falló?", type: "open", next: "recomendar" },
    {
      key: "recomendar",
      text: "¿Nos recomendarías?",
      type: "choice",
      answers: [{ text: "Sí" }, { text: "No", score: 0, next: null }],
    },
  ],
});

/** A business of its own with the survey active and the switch on (`switchOn: false` leaves it off). */
export async function businessWithSurvey(
  world: RouteTestWorld,
  options: { switchOn?: boolean; survey?: SaveSurveyBody } = {},
) {
  const business = await createBusiness(world.db, { name: `Refacciones ${nextPhone().slice(-4)}` });
  const admin = await world.adminOf(business.id);
  const created = await admin.api.post<Survey>("/api/survey/create", options.survey ?? branching);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const survey = created.body.data;
  expect((await admin.api.put(`/api/survey/true/${survey.id}`)).status).toBe(200);
  if (options.switchOn ?? true) {
    expect((await admin.api.post("/api/config/SaveSurveyActive", { surveyActive: true })).status).toBe(200);
  }
  const category = await createClosingCategory(world.db, business.id);
  return { ...business, admin, survey, category };
}
export type SurveyBusiness = Awaited<ReturnType<typeof businessWithSurvey>>;

/** A contact writing through the sandbox line (WhatsApp unless told), and the business's admin answering. */
export function contactOf(
  business: SurveyBusiness,
  channel: "whatsapp" | "sms" = "whatsapp",
  phoneNumber = nextPhone(),
) {
  const api = business.admin.api;
  return {
    async says(message: string) {
      const sent = await api.post<{ conversationId: number }>("/api/sandbox/Send", {
        phoneNumber,
        message,
        channel,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      return sent.body.data.conversationId;
    },
    /** What the contact read from the survey (the bot's messages), oldest first. */
    async heard(): Promise<string[]> {
      const page = await api.post<{ items: MessageView[] }>("/api/sandbox/Conversation", {
        phoneNumber,
        channel,
      });
      return page.body.data.items.filter((item) => item.author === "bot").map((item) => item.body);
    },
    /** Opens a chat, the admin takes it and closes it: the survey goes out. */
    async chatAndClose(): Promise<number> {
      const id = await this.says("Hola, tengo una duda");
      expect((await api.post("/api/wp/TakePendient", { id, agentId: 0 })).status).toBe(200);
      const closed = await api.post<ChatSummary>("/api/wp/CloseMessage", {
        conversationId: id,
        status: "normal",
        comments: "Resuelto",
        closingCategoryId: business.category.id,
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      return id;
    },
  };
}
