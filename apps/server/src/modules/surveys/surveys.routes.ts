import { SURVEY_MESSAGES, surveysEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness } from "../../http/named-business.js";
import { callWithBody, serve } from "../serve-endpoint.js";
import { sendSurveyToContact, surveyResponsesOfChat } from "./survey-contact.service.js";
import { removeSurvey, setSurveyActive } from "./survey-status.service.js";
import { createSurvey, getSurvey, listSurveys, updateSurvey } from "./surveys.service.js";

/**
 * The spec's survey calls (section 7) under /api. Platform admins name the business with ?business_id=
 * (or business_id in a body); business users always act on their own.
 */
export function surveysRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const named = (call: { query: { business_id?: number | undefined }; ip: string }) => ({
      businessId: call.query.business_id,
      ip: call.ip,
    });

    serve(app, surveysEndpoints.create, async (call) =>
      ok(await createSurvey(deps, call.auth, inNamedBusiness(call)), SURVEY_MESSAGES.saved),
    );

    serve(app, surveysEndpoints.list, async (call) =>
      ok(await listSurveys(deps, call.auth, { businessId: call.query.business_id })),
    );

    serve(app, surveysEndpoints.detail, async (call) =>
      ok(
        await getSurvey(deps, call.auth, {
          businessId: call.query.business_id,
          surveyId: call.params.survey_id,
        }),
      ),
    );

    serve(app, surveysEndpoints.update, async (call) =>
      ok(
        await updateSurvey(deps, call.auth, { ...inNamedBusiness(call), surveyId: call.params.survey_id }),
        SURVEY_MESSAGES.updated,
      ),
    );

    serve(app, surveysEndpoints.activate, async (call) => {
      const active = call.params.activate === "true";
      const survey = await setSurveyActive(deps, call.auth, {
        ...named(call),
        surveyId: call.params.survey_id,
        active,
      });
      return ok(survey, active ? SURVEY_MESSAGES.activated : SURVEY_MESSAGES.deactivated);
    });

    serve(app, surveysEndpoints.remove, async (call) => {
      const removal = await removeSurvey(deps, call.auth, {
        ...named(call),
        surveyId: call.params.survey_id,
      });
      return ok(removal, removal.outcome === "deleted" ? SURVEY_MESSAGES.deleted : SURVEY_MESSAGES.archived);
    });

    serve(app, surveysEndpoints.sendToContact, async (call) =>
      ok(await sendSurveyToContact(deps, call.auth, { ...call.body, ip: call.ip }), SURVEY_MESSAGES.sent),
    );

    serve(app, surveysEndpoints.chatResponses, callWithBody(deps, surveyResponsesOfChat));
  };
}
