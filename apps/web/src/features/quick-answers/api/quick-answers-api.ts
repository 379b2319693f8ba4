import {
  type QuickAnswer,
  quickAnswerSchema,
  type RemoveQuickAnswerBody,
  type SaveQuickAnswerBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

/** AddQuicklyAnswer: creates (no id) or updates; the answer's message is the toast. */
export async function saveQuickAnswer(
  body: SaveQuickAnswerBody,
): Promise<{ answer: QuickAnswer; message: string }> {
  const { data, message } = await api.request<unknown>("/api/business/AddQuicklyAnswer", { body });
  return { answer: parseResponse(quickAnswerSchema, data, "AddQuicklyAnswer"), message };
}

export async function removeQuickAnswer(body: RemoveQuickAnswerBody): Promise<string> {
  const { message } = await api.request<unknown>("/api/business/RemoveQuicklyAnswer", { body });
  return message;
}
