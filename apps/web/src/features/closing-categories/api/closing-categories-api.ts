import {
  type ClosingCategory,
  closingCategoriesEndpoints,
  type RemoveClosingCategoryBody,
  type SaveClosingCategoryBody,
} from "@consola/shared";
import { call } from "../../../lib/api/call";

/** AddCategoryClose: creates (no id) or updates; the answer's message is the toast. */
export async function saveClosingCategory(
  businessId: number | null,
  body: SaveClosingCategoryBody,
): Promise<{ category: ClosingCategory; message: string }> {
  const { data, message } = await call(closingCategoriesEndpoints.addCategoryClose, body, {
    business: businessId,
  });
  return { category: data, message };
}

/** RemoveCategoryClose: the message says whether it was deleted or, being in use, only deactivated. */
export async function removeClosingCategory(
  businessId: number | null,
  body: RemoveClosingCategoryBody,
): Promise<string> {
  return (await call(closingCategoriesEndpoints.removeCategoryClose, body, { business: businessId })).message;
}
