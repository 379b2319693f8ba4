import {
  type ClosingCategory,
  closingCategorySchema,
  type RemoveClosingCategoryBody,
  type SaveClosingCategoryBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

/** AddCategoryClose: creates (no id) or updates; the answer's message is the toast. */
export async function saveClosingCategory(
  body: SaveClosingCategoryBody,
): Promise<{ category: ClosingCategory; message: string }> {
  const { data, message } = await api.request<unknown>("/api/business/AddCategoryClose", { body });
  return { category: parseResponse(closingCategorySchema, data, "AddCategoryClose"), message };
}

/** RemoveCategoryClose: the message says whether it was deleted or, being in use, only deactivated. */
export async function removeClosingCategory(body: RemoveClosingCategoryBody): Promise<string> {
  const { message } = await api.request<unknown>("/api/business/RemoveCategoryClose", { body });
  return message;
}
