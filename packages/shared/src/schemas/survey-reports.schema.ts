import { z } from "zod";
import { reportAnswerBase, reportFiltersSchema } from "./reports.schema.js";
import { optionalIdInput } from "./settings.schema.js";

// The survey reports (spec section 7, POST /surveyReport/General, /Area and /Employee): the
// same period and filters as /report, plus the survey (all its versions) they read.

/** How a survey sent to a contact stands: answering, every question answered, left unfinished, never sent. */
export const SURVEY_RESPONSE_STATUSES = ["in_progress", "complete", "incomplete", "skipped"] as const;
export type SurveyResponseStatus = (typeof SURVEY_RESPONSE_STATUSES)[number];

export const SURVEY_RESPONSE_STATUS_NAMES: Record<SurveyResponseStatus, string> = {
  in_progress: "En curso",
  complete: "Completa",
  incomplete: "Incompleta",
  skipped: "No enviada",
};

/**
 * Why a survey did not finish (incomplete) or was never sent (skipped), as the reports and the CSV show it.
 */
export const SURVEY_END_REASONS = [
  "timed_out",
  "window_closed",
  "invalid_answers",
  "outside_window",
  "send_failed",
  "opted_out",
  "new_chat",
] as const;
export type SurveyEndReason = (typeof SURVEY_END_REASONS)[number];

export const SURVEY_END_REASON_NAMES: Record<SurveyEndReason, string> = {
  timed_out: "Se acabó el tiempo para responder",
  window_closed: "Se cerró la ventana de 24 horas",
  invalid_answers: "Respuestas no válidas",
  outside_window: "Fuera de la ventana de 24 horas",
  send_failed: "No se pudo enviar",
  opted_out: "El contacto pidió no recibir mensajes",
  new_chat: "El contacto ya tenía otro chat abierto",
};

export const SURVEY_REPORT_MESSAGES = {
  surveyInvalid: "La encuesta no es válida",
} as const;

/** The survey reports' filters: /report's, plus the survey (its first version's id); left out, the newest. */
export const surveyReportFiltersSchema = reportFiltersSchema.safeExtend({
  surveyId: optionalIdInput(SURVEY_REPORT_MESSAGES.surveyInvalid),
});
export type SurveyReportFiltersBody = z.input<typeof surveyReportFiltersSchema>;
export type SurveyReportFilters = z.output<typeof surveyReportFiltersSchema>;

/** Surveys sent, how they ended, and the average score of the answers that carry one. */
export const surveyFiguresSchema = z.object({
  sent: z.number().int(),
  complete: z.number().int(),
  incomplete: z.number().int(),
  inProgress: z.number().int(),
  skipped: z.number().int(),
  /** complete / (sent - in progress), 0..1; null when none has ended. */
  completionRate: z.number().nullable(),
  /** The average of the scored answers (0 to 10); null when no answer carried a score. */
  averageScore: z.number().nullable(),
  scoredAnswers: z.number().int(),
});
export type SurveyFigures = z.infer<typeof surveyFiguresSchema>;

const reportBase = {
  ...reportAnswerBase,
  /** The survey read (its first version's id), or null when the business has none. */
  survey: z.object({ id: z.number().int(), name: z.string(), versions: z.number().int() }).nullable(),
  /** Every survey of the business, to choose another (newest first). */
  surveys: z.array(z.object({ id: z.number().int(), name: z.string() })),
  totals: surveyFiguresSchema,
};

/** General: the totals, surveys per day, each question's answers, and the latest comments. */
export const surveyReportGeneralSchema = z.object({
  ...reportBase,
  days: z.array(z.object({ day: z.string(), sent: z.number().int(), complete: z.number().int() })),
  questions: z.array(
    z.object({
      key: z.string(),
      text: z.string(),
      type: z.enum(["choice", "open"]),
      /** Contacts who answered it. */
      answered: z.number().int(),
      averageScore: z.number().nullable(),
      /** Each answer's count, in the survey's order (answers no longer offered come last). */
      answers: z.array(
        z.object({ text: z.string(), score: z.number().int().nullable(), count: z.number().int() }),
      ),
    }),
  ),
  /** What contacts wrote to open questions, newest first (at most SURVEY_REPORT_COMMENTS). */
  comments: z.array(
    z.object({
      responseId: z.number().int(),
      at: z.string(),
      contactName: z.string(),
      agent: z.string().nullable(),
      area: z.string().nullable(),
      question: z.string(),
      text: z.string(),
    }),
  ),
});
export type SurveyReportGeneral = z.infer<typeof surveyReportGeneralSchema>;

/** The comments the general report lists. */
export const SURVEY_REPORT_COMMENTS = 50;

const groupRow = surveyFiguresSchema.extend({ name: z.string() });

/** Area: the figures of each area's chats (null: chats of no area, "Sin área"). */
export const surveyReportAreaSchema = z.object({
  ...reportBase,
  rows: z.array(groupRow.extend({ areaId: z.number().int().nullable() })),
});
export type SurveyReportArea = z.infer<typeof surveyReportAreaSchema>;

/** Employee: each agent's satisfaction, over the chats they had when they closed (null: "Sin agente"). */
export const surveyReportEmployeeSchema = z.object({
  ...reportBase,
  rows: z.array(groupRow.extend({ agentId: z.number().int().nullable() })),
});
export type SurveyReportEmployee = z.infer<typeof surveyReportEmployeeSchema>;

/** GET /surveyReport/Download: one row per answer, streamed (UTF-8 with BOM, like /report's files). */
export const SURVEY_REPORT_CSV_COLUMNS = [
  "Encuesta",
  "Versión",
  "Respuesta",
  "Enviada",
  "Estado",
  "Motivo",
  "Contacto",
  "Teléfono",
  "Canal",
  "Agente",
  "Área",
  "Pregunta",
  "Contestó",
  "Puntuación",
  "Contestada",
] as const;

/** Labels for rows without an area or an agent. */
export const SURVEY_REPORT_NONE = { area: "Sin área", agent: "Sin agente" } as const;
