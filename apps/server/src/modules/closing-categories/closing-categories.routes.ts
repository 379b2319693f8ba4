import {
  businessIdQuerySchema,
  CLOSING_CATEGORY_MESSAGES,
  closingCategoryListSchema,
  closingCategorySchema,
  listClosingCategoriesBodySchema,
  removeClosingCategoryBodySchema,
  saveClosingCategoryBodySchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { okRoutes } from "../ok-routes.js";
import {
  listClosingCategories,
  removeClosingCategory,
  saveClosingCategory,
} from "./closing-categories.service.js";

export function closingCategoriesRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, ["closing categories"]);
    route.post(
      "/api/business/ListCategoryClose",
      {
        summary:
          "Closing categories, alphabetical; value filters by name, status 'active' hides inactive ones",
        querystring: businessIdQuerySchema,
        body: listClosingCategoriesBodySchema,
        data: closingCategoryListSchema,
      },
      async (call) => {
        const { value, status } = call.body;
        return ok(
          await listClosingCategories(deps, call.auth, { businessId: namedBusiness(call), value, status }),
        );
      },
    );

    route.post(
      "/api/business/AddCategoryClose",
      {
        summary: "Create a closing category, or change it when id is given (business admins)",
        querystring: businessIdQuerySchema,
        body: saveClosingCategoryBodySchema,
        data: closingCategorySchema,
      },
      async (call) =>
        ok(
          await saveClosingCategory(deps, call.auth, inNamedBusiness(call)),
          CLOSING_CATEGORY_MESSAGES.saved,
        ),
    );

    route.post(
      "/api/business/RemoveCategoryClose",
      {
        summary: "Delete a closing category (business admins)",
        querystring: businessIdQuerySchema,
        body: removeClosingCategoryBodySchema,
        data: z.null(),
      },
      async (call) => {
        const outcome = await removeClosingCategory(deps, call.auth, inNamedBusiness(call));
        return ok(
          null,
          outcome === "deleted"
            ? CLOSING_CATEGORY_MESSAGES.removed
            : CLOSING_CATEGORY_MESSAGES.deactivatedInUse,
        );
      },
    );
  };
}
