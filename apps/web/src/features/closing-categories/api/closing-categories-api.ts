import {
  type ClosingCategory,
  closingCategorySchema,
  type RemoveClosingCategoryBody,
  type SaveClosingCategoryBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { inBusiness } from "../../../lib/api/in-business";
import { postInBusiness } from "../../../lib/api/post-in-business";

/** AddCategoryClose: creates (no id) or updates; the answer's message is the toast. */
export async function saveClosingCategory(
  businessId: number | null,
  body: SaveClosingCategoryBody,
): Promise<{ category: ClosingCategory; message: string }> {
  const { data, message } = await postInBusiness(
    "/api/business/AddCategoryClose",
    closingCategorySchema,
    businessId,
    body,
  );
  return { category: data, message };
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
