import {
  type QuickAnswer,
  quickAnswerSchema,
  type RemoveQuickAnswerBody,
  type SaveQuickAnswerBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { inBusiness } from "../../../lib/api/in-business";
import { postInBusiness } from "../../../lib/api/post-in-business";

/** AddQuicklyAnswer: creates (no id) or updates; the answer's message is the toast. */
export async function saveQuickAnswer(
  businessId: number | null,
  body: SaveQuickAnswerBody,
): Promise<{ answer: QuickAnswer; message: string }> {
  const { data, message } = await postInBusiness(
    "/api/business/AddQuicklyAnswer",
    quickAnswerSchema,
    businessId,
    body,
  );
  return { answer: data, message };
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
