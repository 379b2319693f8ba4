import {
  type QuickAnswer,
  quickAnswerSchema,
  type RemoveQuickAnswerBody,
  type SaveQuickAnswerBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { inBusiness } from "../../../lib/api/in-business";
import { parseResponse } from "../../../lib/api/parse-response";

/** AddQuicklyAnswer: creates (no id) or updates; the answer's message is the toast. */
export async function saveQuickAnswer(
  businessId: number | null,
  body: SaveQuickAnswerBody,
): Promise<{ answer: QuickAnswer; message: string }> {
  const { data, message } = await api.request<unknown>("/api/business/AddQuicklyAnswer", {
    body,
    ...inBusiness(businessId),
  });
  return { answer: parseResponse(quickAnswerSchema, data, "AddQuicklyAnswer"), message };
}

export async function removeQuickAnswer(
  businessId: number | null,
  body: RemoveQuickAnswerBody,
): Promise<string> {
  const { message } = await api.request<unknown>("/api/business/RemoveQuicklyAnswer", {
    body,
    ...inBusiness(businessId),
  });
  return message;
}
