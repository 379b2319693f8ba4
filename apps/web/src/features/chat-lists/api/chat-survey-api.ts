import { type SurveyContactResponse, surveyContactResponsesSchema } from "@consola/shared";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

/** POST /surveycontact/response: the surveys sent in a chat, newest first, with what the contact answered. */
export async function fetchChatSurveys(
  conversationId: number,
  signal?: AbortSignal,
): Promise<SurveyContactResponse[]> {
  const data = await api.post<unknown>(
    "/api/surveycontact/response",
    { conversation_id: conversationId },
    { signal },
  );
  return parseResponse(surveyContactResponsesSchema, data, "surveycontact/response");
}

/**
 * POST /surveycontact/create: sends the active survey now to the contact of an ended chat. Answers the
 * server's message; a refusal (no active survey, already sent, window ended…) is a 400 with its reason.
 */
export async function sendChatSurvey(conversationId: number): Promise<string> {
  const { message } = await api.request<unknown>("/api/surveycontact/create", {
    method: "POST",
    body: { conversation_id: conversationId },
  });
  return message;
}
