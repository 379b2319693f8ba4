import { z } from "zod";
import {
  businessIdQuerySchema,
  listQuickAnswersBodySchema,
  quickAnswerListSchema,
  quickAnswerSchema,
  removeQuickAnswerBodySchema,
  saveQuickAnswerBodySchema,
} from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "quick answers";

export const quickAnswersEndpoints = {
  listQuicklyAnswer: endpoint({
    method: "POST",
    path: "/api/business/ListQuicklyAnswer",
    summary:
      "Quick answers of the business, alphabetical; an agent gets those of their area and those for every area",
    tag,
    access: ACCESS.signedIn,
    query: businessIdQuerySchema,
    body: listQuickAnswersBodySchema,
    answer: quickAnswerListSchema,
  }),
  addQuicklyAnswer: endpoint({
    method: "POST",
    path: "/api/business/AddQuicklyAnswer",
    summary:
      "Create a quick answer, or change it when id is given; shortcut unique per business, area of the business (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveQuickAnswerBodySchema,
    answer: quickAnswerSchema,
  }),
  removeQuicklyAnswer: endpoint({
    method: "POST",
    path: "/api/business/RemoveQuicklyAnswer",
    summary: "Delete a quick answer (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: removeQuickAnswerBodySchema,
    answer: z.null(),
  }),
} as const satisfies Record<string, Endpoint>;
