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
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "../auth/authenticate.js";
import {
  listClosingCategories,
  removeClosingCategory,
  saveClosingCategory,
} from "./closing-categories.service.js";

const tags = ["closing categories"];

/** Platform admins name the business in the body or the query string. */
const namedBusiness = (
  body: { business_id?: number | undefined },
  query: { business_id?: number | undefined },
) => body.business_id ?? query.business_id;

export function closingCategoriesRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.post(
      "/api/business/ListCategoryClose",
      {
        schema: {
          tags,
          summary:
            "Closing categories, alphabetical; value filters by name, status 'active' hides inactive ones",
          querystring: businessIdQuerySchema,
          body: listClosingCategoriesBodySchema,
          response: { 200: okSchema(closingCategoryListSchema) },
        },
      },
      async (request) => {
        const { value, status } = request.body;
        const businessId = namedBusiness(request.body, request.query);
        return ok(await listClosingCategories(deps, authOf(request), { businessId, value, status }));
      },
    );

    app.post(
      "/api/business/AddCategoryClose",
      {
        schema: {
          tags,
          summary: "Create a closing category, or change it when id is given (business admins)",
          querystring: businessIdQuerySchema,
          body: saveClosingCategoryBodySchema,
          response: { 200: okSchema(closingCategorySchema) },
        },
      },
      async (request) => {
        const { id, name, description, status } = request.body;
        const businessId = namedBusiness(request.body, request.query);
        const saved = await saveClosingCategory(deps, authOf(request), {
          id,
          name,
          description,
          status,
          businessId,
          ip: request.ip,
        });
        return ok(saved, CLOSING_CATEGORY_MESSAGES.saved);
      },
    );

    app.post(
      "/api/business/RemoveCategoryClose",
      {
        schema: {
          tags,
          summary: "Delete a closing category (business admins)",
          querystring: businessIdQuerySchema,
          body: removeClosingCategoryBodySchema,
          response: { 200: okSchema(z.null()) },
        },
      },
      async (request) => {
        const businessId = namedBusiness(request.body, request.query);
        const outcome = await removeClosingCategory(deps, authOf(request), {
          id: request.body.id,
          businessId,
          ip: request.ip,
        });
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
