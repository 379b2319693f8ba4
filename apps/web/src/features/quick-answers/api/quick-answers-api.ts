import {
  type QuickAnswer,
  quickAnswersEndpoints,
  type RemoveQuickAnswerBody,
  type SaveQuickAnswerBody,
} from "@consola/shared";
import { call } from "../../../lib/api/call";

/** AddQuicklyAnswer: creates (no id) or updates; the answer's message is the toast. */
export async function saveQuickAnswer(
  businessId: number | null,
  body: SaveQuickAnswerBody,
): Promise<{ answer: QuickAnswer; message: string }> {
  const { data, message } = await call(quickAnswersEndpoints.addQuicklyAnswer, body, {
    business: businessId,
  });
  return { answer: data, message };
}

export async function removeQuickAnswer(
  businessId: number | null,
  body: RemoveQuickAnswerBody,
): Promise<string> {
  return (await call(quickAnswersEndpoints.removeQuicklyAnswer, body, { business: businessId })).message;
}
