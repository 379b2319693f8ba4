import type { Survey, SurveyDefinitionInput } from "@consola/shared";

/** Two questions: «Bien» ends the survey, «Regular» and «Mal» lead to the second, an open one. */
export const BRANCHING_QUESTIONS: SurveyDefinitionInput["questions"] = [
  {
    key: "q1",
    text: "¿Cómo te atendimos?",
    type: "choice",
    answers: [
      { text: "Bien", score: 10, next: null },
      { text: "Regular", score: 5, next: "q2" },
      { text: "Mal", score: 0, next: "q2" },
    ],
  },
  { key: "q2", text: "¿Qué mejorarías?", type: "open", next: null },
];

/** A saved survey with those questions, as the server sends it: every question has its answers and its next. */
export function buildSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    id: 5,
    originId: 5,
    version: 2,
    name: "Atención al cliente",
    description: "",
    status: "active",
    createdAt: "2026-03-04T18:00:00.000Z",
    initialMessage: "¡Gracias por escribirnos!",
    finalMessage: "¡Hasta pronto!",
    timeoutMinutes: 1440,
    responses: 12,
    questions: BRANCHING_QUESTIONS.map(({ key, text, type, answers, next }) => ({
      key,
      text,
      type,
      answers: (answers ?? []).map((answer) => ({
        text: answer.text,
        score: answer.score ?? null,
        next: answer.next ?? null,
      })),
      next: next ?? null,
    })),
    ...overrides,
  };
}
