import { z } from "zod";
import { businessIdInput, recordIdInput } from "./settings.schema.js";
import { SURVEY_END_REASONS, SURVEY_RESPONSE_STATUSES } from "./survey-reports.schema.js";
import { SURVEY_MESSAGES } from "./surveys.schema.js";

/**
 * POST /surveycontact/create (send the active survey to a closed chat's contact now) and
 * /surveycontact/response (what the contact answered, for that chat): both name the chat.
 */
export const surveyContactBodySchema = z.object({
  conversation_id: recordIdInput(SURVEY_MESSAGES.conversationInvalid),
  business_id: businessIdInput,
});
export type SurveyContactBody = z.input<typeof surveyContactBodySchema>;

/** What /surveycontact/create answers: the response opened for the survey just sent. */
export const surveyContactSentSchema = z.object({ responseId: z.number().int() });

/** One survey sent in a chat and what its contact answered, in the order they answered. */
export const surveyContactResponseSchema = z.object({
  id: z.number().int(),
  surveyId: z.number().int(),
  surveyName: z.string(),
  version: z.number().int(),
  status: z.enum(SURVEY_RESPONSE_STATUSES),
  endReason: z.enum(SURVEY_END_REASONS).nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  answers: z.array(
    z.object({
      question: z.string(),
      text: z.string(),
      score: z.number().int().nullable(),
      answeredAt: z.string(),
    }),
  ),
});
export type SurveyContactResponse = z.infer<typeof surveyContactResponseSchema>;
export const surveyContactResponsesSchema = z.array(surveyContactResponseSchema);
