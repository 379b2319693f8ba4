import { z } from "zod";
import {
  businessIdQuerySchema,
  closingCategoryListSchema,
  closingCategorySchema,
  listClosingCategoriesBodySchema,
  removeClosingCategoryBodySchema,
  saveClosingCategoryBodySchema,
} from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "closing categories";

export const closingCategoriesEndpoints = {
  listCategoryClose: endpoint({
    method: "POST",
    path: "/api/business/ListCategoryClose",
    summary: "Closing categories, alphabetical; value filters by name, status 'active' hides inactive ones",
    tag,
    access: ACCESS.signedIn,
    query: businessIdQuerySchema,
    body: listClosingCategoriesBodySchema,
    answer: closingCategoryListSchema,
  }),
  addCategoryClose: endpoint({
    method: "POST",
    path: "/api/business/AddCategoryClose",
    summary: "Create a closing category, or change it when id is given (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveClosingCategoryBodySchema,
    answer: closingCategorySchema,
  }),
  removeCategoryClose: endpoint({
    method: "POST",
    path: "/api/business/RemoveCategoryClose",
    summary: "Delete a closing category (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: removeClosingCategoryBodySchema,
    answer: z.null(),
  }),
} as const satisfies Record<string, Endpoint>;
