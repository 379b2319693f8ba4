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
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { okRoutes } from "../ok-routes.js";
import { listQuickAnswers, removeQuickAnswer, saveQuickAnswer } from "./quick-answers.service.js";

const tags = ["quick answers"];

export function quickAnswersRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, tags);
    route.post(
      "/api/business/ListQuicklyAnswer",
      {
        summary:
          "Quick answers of the business, alphabetical; an agent gets those of their area and those for every area",
        querystring: businessIdQuerySchema,
        body: listQuickAnswersBodySchema,
        data: quickAnswerListSchema,
      },
      async (call) => ok(await listQuickAnswers(deps, call.auth, { businessId: namedBusiness(call) })),
    );

    route.post(
      "/api/business/AddQuicklyAnswer",
      {
        summary:
          "Create a quick answer, or change it when id is given; shortcut unique per business, area of the business (business admins)",
        querystring: businessIdQuerySchema,
        body: saveQuickAnswerBodySchema,
        data: quickAnswerSchema,
      },
      async (call) => {
        const { id, message, shortcut, areaId } = call.body;
        const input = { id, message, shortcut, areaId, businessId: namedBusiness(call), ip: call.ip };
        return ok(await saveQuickAnswer(deps, call.auth, input), QUICK_ANSWER_MESSAGES.saved);
      },
    );

    route.post(
      "/api/business/RemoveQuicklyAnswer",
      {
        summary: "Delete a quick answer (business admins)",
        querystring: businessIdQuerySchema,
        body: removeQuickAnswerBodySchema,
        data: z.null(),
      },
      async (call) => {
        await removeQuickAnswer(deps, call.auth, inNamedBusiness(call));
        return ok(null, QUICK_ANSWER_MESSAGES.removed);
      },
    );
  };
}
