import { QUICK_ANSWER_MESSAGES, quickAnswersEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { serve } from "../serve-endpoint.js";
import { listQuickAnswers, removeQuickAnswer, saveQuickAnswer } from "./quick-answers.service.js";

export function quickAnswersRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, quickAnswersEndpoints.listQuicklyAnswer, async (call) =>
      ok(await listQuickAnswers(deps, call.auth, { businessId: namedBusiness(call) })),
    );

    serve(app, quickAnswersEndpoints.addQuicklyAnswer, async (call) => {
      const { id, message, shortcut, areaId } = call.body;
      const input = { id, message, shortcut, areaId, businessId: namedBusiness(call), ip: call.ip };
      return ok(await saveQuickAnswer(deps, call.auth, input), QUICK_ANSWER_MESSAGES.saved);
    });

    serve(app, quickAnswersEndpoints.removeQuicklyAnswer, async (call) => {
      await removeQuickAnswer(deps, call.auth, inNamedBusiness(call));
      return ok(null, QUICK_ANSWER_MESSAGES.removed);
    });
  };
}
