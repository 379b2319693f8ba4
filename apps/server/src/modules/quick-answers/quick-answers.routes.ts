import {
  businessIdQuerySchema,
  listQuickAnswersBodySchema,
  QUICK_ANSWER_MESSAGES,
  quickAnswerListSchema,
  quickAnswerSchema,
  removeQuickAnswerBodySchema,
  saveQuickAnswerBodySchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "../auth/authenticate.js";
import { listQuickAnswers, removeQuickAnswer, saveQuickAnswer } from "./quick-answers.service.js";

const tags = ["quick answers"];

/** Platform admins name the business in the body or the query string. */
const namedBusiness = (
  body: { business_id?: number | undefined },
  query: { business_id?: number | undefined },
) => body.business_id ?? query.business_id;

export function quickAnswersRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.post(
      "/api/business/ListQuicklyAnswer",
      {
        schema: {
          tags,
          summary:
            "Quick answers of the business, alphabetical; an agent gets those of their area and those for every area",
          querystring: businessIdQuerySchema,
          body: listQuickAnswersBodySchema,
          response: { 200: okSchema(quickAnswerListSchema) },
        },
      },
      async (request) =>
        ok(
          await listQuickAnswers(deps, authOf(request), {
            businessId: namedBusiness(request.body, request.query),
          }),
        ),
    );

    app.post(
      "/api/business/AddQuicklyAnswer",
      {
        schema: {
          tags,
          summary:
            "Create a quick answer, or change it when id is given; shortcut unique per business, area of the business (business admins)",
          querystring: businessIdQuerySchema,
          body: saveQuickAnswerBodySchema,
          response: { 200: okSchema(quickAnswerSchema) },
        },
      },
      async (request) => {
        const { id, message, shortcut, areaId } = request.body;
        const businessId = namedBusiness(request.body, request.query);
        const saved = await saveQuickAnswer(deps, authOf(request), {
          id,
          message,
          shortcut,
          areaId,
          businessId,
          ip: request.ip,
        });
        return ok(saved, QUICK_ANSWER_MESSAGES.saved);
      },
    );

    app.post(
      "/api/business/RemoveQuicklyAnswer",
      {
        schema: {
          tags,
          summary: "Delete a quick answer (business admins)",
          querystring: businessIdQuerySchema,
          body: removeQuickAnswerBodySchema,
          response: { 200: okSchema(z.null()) },
        },
      },
      async (request) => {
        const businessId = namedBusiness(request.body, request.query);
        await removeQuickAnswer(deps, authOf(request), { id: request.body.id, businessId, ip: request.ip });
        return ok(null, QUICK_ANSWER_MESSAGES.removed);
      },
    );
  };
}
