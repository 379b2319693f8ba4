import { CLOSING_CATEGORY_MESSAGES, closingCategoriesEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { serve } from "../serve-endpoint.js";
import {
  listClosingCategories,
  removeClosingCategory,
  saveClosingCategory,
} from "./closing-categories.service.js";

export function closingCategoriesRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, closingCategoriesEndpoints.listCategoryClose, async (call) => {
      const { value, status } = call.body;
      return ok(
        await listClosingCategories(deps, call.auth, { businessId: namedBusiness(call), value, status }),
      );
    });

    serve(app, closingCategoriesEndpoints.addCategoryClose, async (call) =>
      ok(await saveClosingCategory(deps, call.auth, inNamedBusiness(call)), CLOSING_CATEGORY_MESSAGES.saved),
    );

    serve(app, closingCategoriesEndpoints.removeCategoryClose, async (call) => {
      const outcome = await removeClosingCategory(deps, call.auth, inNamedBusiness(call));
      return ok(
        null,
        outcome === "deleted"
          ? CLOSING_CATEGORY_MESSAGES.removed
          : CLOSING_CATEGORY_MESSAGES.deactivatedInUse,
      );
    });
  };
}
