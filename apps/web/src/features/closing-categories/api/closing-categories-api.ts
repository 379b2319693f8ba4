import {
  type ClosingCategory,
  closingCategorySchema,
  type RemoveClosingCategoryBody,
  type SaveClosingCategoryBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { inBusiness } from "../../../lib/api/in-business";
import { parseResponse } from "../../../lib/api/parse-response";

/** AddCategoryClose: creates (no id) or updates; the answer's message is the toast. */
export async function saveClosingCategory(
  businessId: number | null,
  body: SaveClosingCategoryBody,
): Promise<{ category: ClosingCategory; message: string }> {
  const { data, message } = await api.request<unknown>("/api/business/AddCategoryClose", {
    body,
    ...inBusiness(businessId),
  });
  return { category: parseResponse(closingCategorySchema, data, "AddCategoryClose"), message };
}

/** RemoveCategoryClose: the message says whether it was deleted or, being in use, only deactivated. */
export async function removeClosingCategory(
  businessId: number | null,
  body: RemoveClosingCategoryBody,
): Promise<string> {
  const { message } = await api.request<unknown>("/api/business/RemoveCategoryClose", {
    body,
    ...inBusiness(businessId),
  });
  return message;
}
