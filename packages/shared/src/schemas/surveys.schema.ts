import { z } from "zod";
import { checkSurveyFlow } from "../survey-flow.js";
import { businessIdInput, recordIdInput } from "./settings.schema.js";

// Satisfaction surveys (spec sections 3 "Survey", 7 "Surveys", 8 survey messages). A survey is a
// flow: it starts at its first question and each answer names the question that follows it, or the end.

export const SURVEY_STATUSES = ["active", "inactive", "archived"] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const SURVEY_STATUS_NAMES: Record<SurveyStatus, string> = {
  active: "Activa",
  inactive: "Inactiva",
  archived: "Archivada",
};

/** A choice question offers answers; an open one takes whatever the contact writes (a comment). */
export const SURVEY_QUESTION_TYPES = ["choice", "open"] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const SURVEY_LIMITS = {
  nameLength: 120,
  descriptionLength: 500,
  /** Initial and final messages, and each question's text. */
  textLength: 1_000,
  questions: 50,
  /** WhatsApp lists hold 10 rows. */
  answers: 10,
  /** WhatsApp reply buttons take 20 characters, list rows 24: an answer longer than this goes as text. */
  answerLength: 24,
  /** A question's key: what answers name as their next question. */
  keyLength: 40,
  score: { min: 0, max: 10 },
  /** How long a contact has to finish a survey once it is sent, in minutes: 5 minutes to 7 days. */
  timeoutMinutes: { min: 5, max: 7 * 24 * 60, default: 24 * 60 },
} as const;

export const SURVEY_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

export const SURVEY_MESSAGES = {
  // Spec section 8.
  sendFailed: "Error al enviar la encuesta",
  saveFailed: "Error al guardar la encuesta",
  updateFailed: "Error al actualizar la encuesta",
  deleteFailed: "Error al eliminar la encuesta",
  saved: "Encuesta guardada",
  updated: "Encuesta actualizada",
  deleted: "Encuesta eliminada",
  archived: "La encuesta tiene respuestas: se archivó en lugar de eliminarse",
  activated: "Encuesta activada",
  deactivated: "Encuesta desactivada",
  // The form's checks.
  idInvalid: "El identificador de la encuesta no es válido",
  nameRequired: "Escribe el nombre de la encuesta",
  nameTooLong: `El nombre no puede tener más de ${SURVEY_LIMITS.nameLength} caracteres`,
  descriptionTooLong: `La descripción no puede tener más de ${SURVEY_LIMITS.descriptionLength} caracteres`,
  initialMessageRequired: "Escribe el mensaje inicial",
  finalMessageRequired: "Escribe el mensaje final",
  textTooLong: `Los mensajes y las preguntas no pueden tener más de ${SURVEY_LIMITS.textLength} caracteres`,
  questionsRequired: "Agrega al menos una pregunta",
  questionsTooMany: `Una encuesta puede tener hasta ${SURVEY_LIMITS.questions} preguntas`,
  questionTextRequired: "Escribe el texto de la pregunta",
  questionTypeInvalid: "El tipo de pregunta debe ser «choice» (opciones) o «open» (respuesta libre)",
  keyInvalid: `La clave de una pregunta lleva solo letras, números, «_» o «-», hasta ${SURVEY_LIMITS.keyLength} caracteres`,
  answersRequired: "Una pregunta de opciones necesita al menos una respuesta",
  answersTooMany: `Una pregunta puede tener hasta ${SURVEY_LIMITS.answers} respuestas`,
  answersOnOpen: "Una pregunta de respuesta libre no lleva opciones",
  answerTextRequired: "Escribe el texto de la respuesta",
  answerTooLong: `Las respuestas no pueden tener más de ${SURVEY_LIMITS.answerLength} caracteres`,
  scoreInvalid: `La calificación es un número entero entre ${SURVEY_LIMITS.score.min} y ${SURVEY_LIMITS.score.max}, o ninguna`,
  nextInvalid: "El siguiente paso es la clave de una pregunta, o null para terminar",
  activateInvalid: "Indica si la encuesta se activa (true) o se desactiva (false)",
  archivedReadOnly: "Una encuesta archivada no se puede cambiar ni activar",
  notFound: "La encuesta no existe",
  timeoutInvalid: `El tiempo para responder va de ${SURVEY_LIMITS.timeoutMinutes.min} minutos a 7 días (${SURVEY_LIMITS.timeoutMinutes.max} minutos)`,
  // Sending it to a contact (POST /surveycontact/create).
  chatNotClosed: "La encuesta se envía al cerrar el chat: este chat sigue abierto",
  noActiveSurvey: "No hay una encuesta activa",
  alreadySent: "La encuesta ya se envió en este chat",
  contactAnswering: "El contacto está contestando otra encuesta",
  outsideWindow:
    "Pasaron más de 24 horas desde el último mensaje del contacto: WhatsApp no deja enviar la encuesta",
  sent: "Encuesta enviada",
  conversationInvalid: "El chat no es válido",
} as const;

/** What a contact reads after a reply that fits no answer (once; a second one ends the survey). */
export const SURVEY_HINTS = {
  pickAnswer: "No entendí tu respuesta. Contesta con el número o el texto de una de las opciones.",
  writeAnswer: "No entendí tu respuesta. Escríbela en un mensaje de texto.",
} as const;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** One answer of a choice question: its text, an optional score (for averages) and where it leads. */
export const surveyAnswerInput = z.object({
  text: requiredText(
    SURVEY_LIMITS.answerLength,
    SURVEY_MESSAGES.answerTextRequired,
    SURVEY_MESSAGES.answerTooLong,
  ),
  score: z
    .number({ error: SURVEY_MESSAGES.scoreInvalid })
    .int({ error: SURVEY_MESSAGES.scoreInvalid })
    .min(SURVEY_LIMITS.score.min, { error: SURVEY_MESSAGES.scoreInvalid })
    .max(SURVEY_LIMITS.score.max, { error: SURVEY_MESSAGES.scoreInvalid })
    .nullish()
    .transform((value) => value ?? null),
  /** The key of the question that follows; null (or left out): the survey ends (the final message). */
  next: z
    .string({ error: SURVEY_MESSAGES.nextInvalid })
    .trim()
    .nullish()
    .transform((value) => value || null),
});
export type SurveyAnswerInput = z.input<typeof surveyAnswerInput>;
export type SurveyAnswer = z.output<typeof surveyAnswerInput>;

const questionKey = z
  .string({ error: SURVEY_MESSAGES.keyInvalid })
  .trim()
  .min(1, { error: SURVEY_MESSAGES.keyInvalid })
  .max(SURVEY_LIMITS.keyLength, { error: SURVEY_MESSAGES.keyInvalid })
  .regex(SURVEY_KEY_PATTERN, { error: SURVEY_MESSAGES.keyInvalid });

export const surveyQuestionInput = z
  .object({
    key: questionKey,
    text: requiredText(
      SURVEY_LIMITS.textLength,
      SURVEY_MESSAGES.questionTextRequired,
      SURVEY_MESSAGES.textTooLong,
    ),
    type: z.enum(SURVEY_QUESTION_TYPES, { error: SURVEY_MESSAGES.questionTypeInvalid }),
    answers: z
      .array(surveyAnswerInput, { error: SURVEY_MESSAGES.answersRequired })
      .max(SURVEY_LIMITS.answers, { error: SURVEY_MESSAGES.answersTooMany })
      .default([]),
    /** Where an open question leads (a choice question's answers say it each). */
    next: z
      .string({ error: SURVEY_MESSAGES.nextInvalid })
      .trim()
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((question, context) => {
    if (question.type === "choice" && question.answers.length === 0) {
      context.addIssue({ code: "custom", path: ["answers"], message: SURVEY_MESSAGES.answersRequired });
    }
    if (question.type === "open" && question.answers.length > 0) {
      context.addIssue({ code: "custom", path: ["answers"], message: SURVEY_MESSAGES.answersOnOpen });
    }
  });
export type SurveyQuestionInput = z.input<typeof surveyQuestionInput>;
export type SurveyQuestion = z.output<typeof surveyQuestionInput>;

/** The fields of a survey definition, before the flow check (what a body adds its own fields to). */
export const surveyDefinitionFields = z.object({
  name: requiredText(SURVEY_LIMITS.nameLength, SURVEY_MESSAGES.nameRequired, SURVEY_MESSAGES.nameTooLong),
  description: z
    .string({ error: SURVEY_MESSAGES.descriptionTooLong })
    .trim()
    .max(SURVEY_LIMITS.descriptionLength, { error: SURVEY_MESSAGES.descriptionTooLong })
    .nullish()
    .transform((value) => value ?? ""),
  initialMessage: requiredText(
    SURVEY_LIMITS.textLength,
    SURVEY_MESSAGES.initialMessageRequired,
    SURVEY_MESSAGES.textTooLong,
  ),
  finalMessage: requiredText(
    SURVEY_LIMITS.textLength,
    SURVEY_MESSAGES.finalMessageRequired,
    SURVEY_MESSAGES.textTooLong,
  ),
  questions: z
    .array(surveyQuestionInput, { error: SURVEY_MESSAGES.questionsRequired })
    .min(1, { error: SURVEY_MESSAGES.questionsRequired })
    .max(SURVEY_LIMITS.questions, { error: SURVEY_MESSAGES.questionsTooMany }),
  /** Minutes to finish it once sent (WhatsApp's 24-hour window may end it sooner); left out, a day. */
  timeoutMinutes: z
    .number({ error: SURVEY_MESSAGES.timeoutInvalid })
    .int({ error: SURVEY_MESSAGES.timeoutInvalid })
    .min(SURVEY_LIMITS.timeoutMinutes.min, { error: SURVEY_MESSAGES.timeoutInvalid })
    .max(SURVEY_LIMITS.timeoutMinutes.max, { error: SURVEY_MESSAGES.timeoutInvalid })
    .nullish()
    .transform((value) => value ?? SURVEY_LIMITS.timeoutMinutes.default),
});

/** Adds the flow check (survey-flow.ts) to a schema holding the definition's fields. */
const withFlowCheck = <S extends z.ZodType<{ questions: SurveyQuestion[] }>>(schema: S): S =>
  schema.superRefine((survey, context) => {
    for (const fault of checkSurveyFlow(survey.questions)) {
      context.addIssue({ code: "custom", path: ["questions", ...fault.path], message: fault.message });
    }
  });

/**
 * What a survey is made of, as the form saves it and as a pasted or uploaded JSON holds it. The flow check
 * (survey-flow.ts) runs on top of the fields' own: every path ends, nothing loops, every question is reached.
 */
export const surveyDefinitionInput = withFlowCheck(surveyDefinitionFields);
export type SurveyDefinitionInput = z.input<typeof surveyDefinitionInput>;
export type SurveyDefinition = z.output<typeof surveyDefinitionInput>;

/**
 * POST /survey/create and PUT /survey/update/{survey_id}: the definition, for a business a platform admin
 * names (here or as ?business_id=). One object, not an intersection, so the server reads its fields.
 */
export const saveSurveyBodySchema = withFlowCheck(
  surveyDefinitionFields.extend({ business_id: businessIdInput }),
);
export type SaveSurveyBody = z.input<typeof saveSurveyBodySchema>;

export const surveyIdParamsSchema = z.object({ survey_id: recordIdInput(SURVEY_MESSAGES.idInvalid) });

/** PUT /survey/{activate}/{survey_id}: "true" activates (and deactivates the one active before), "false" stops. */
export const surveyActivateParamsSchema = z.object({
  activate: z.enum(["true", "false"], { error: SURVEY_MESSAGES.activateInvalid }),
  survey_id: recordIdInput(SURVEY_MESSAGES.idInvalid),
});

/** A survey as the screens read it. */
export const surveySchema = z.object({
  id: z.number().int(),
  /** The same survey's versions share its first id; an edit of a survey with responses makes a new version. */
  originId: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(SURVEY_STATUSES),
  createdAt: z.string(),
  initialMessage: z.string(),
  finalMessage: z.string(),
  timeoutMinutes: z.number().int(),
  questions: z.array(
    z.object({
      key: z.string(),
      text: z.string(),
      type: z.enum(SURVEY_QUESTION_TYPES),
      answers: z.array(
        z.object({ text: z.string(), score: z.number().int().nullable(), next: z.string().nullable() }),
      ),
      next: z.string().nullable(),
    }),
  ),
  /** Surveys delivered (answered in full or not). */
  responses: z.number().int(),
});
export type Survey = z.infer<typeof surveySchema>;

/** GET /survey: every survey of the business but the older versions, the active first, then the newest. */
export const surveyListItemSchema = surveySchema
  .omit({ questions: true })
  .extend({ questionCount: z.number().int() });
export const surveyListSchema = z.array(surveyListItemSchema);
export type SurveyListItem = z.infer<typeof surveyListItemSchema>;

/**
 * DELETE /survey/{survey_id}: a survey with no responses is deleted; one with responses is archived instead,
 * so the questions its responses answered stay.
 */
export const SURVEY_REMOVAL_OUTCOMES = ["deleted", "archived"] as const;
export const surveyRemovalSchema = z.object({ outcome: z.enum(SURVEY_REMOVAL_OUTCOMES) });
export type SurveyRemoval = z.infer<typeof surveyRemovalSchema>;
