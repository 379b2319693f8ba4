import { type SurveyContactResponse, surveysEndpoints } from "@consola/shared";
import { call } from "../../../lib/api/call";

/** POST /surveycontact/response: the surveys sent in a chat, newest first, with what the contact answered. */
export async function fetchChatSurveys(
  conversationId: number,
  signal?: AbortSignal,
): Promise<SurveyContactResponse[]> {
  return (await call(surveysEndpoints.chatResponses, { conversation_id: conversationId }, { signal })).data;
}

/**
 * POST /surveycontact/create: sends the active survey now to the contact of an ended chat. Answers the
 * server's message; a refusal (no active survey, already sent, window ended…) is a 400 with its reason.
 */
export async function sendChatSurvey(conversationId: number): Promise<string> {
  return (await call(surveysEndpoints.sendToContact, { conversation_id: conversationId })).message;
}
