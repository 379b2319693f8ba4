import {
  businessIdQuerySchema,
  SURVEY_MESSAGES,
  saveSurveyBodySchema,
  surveyActivateParamsSchema,
  surveyContactBodySchema,
  surveyContactResponsesSchema,
  surveyIdParamsSchema,
  surveyListSchema,
  surveyRemovalSchema,
  surveySchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness } from "../../http/named-business.js";
import { callWithBody, okRoutes } from "../ok-routes.js";
import { sendSurveyToContact, surveyResponsesOfChat } from "./survey-contact.service.js";
import { removeSurvey, setSurveyActive } from "./survey-status.service.js";
import { createSurvey, getSurvey, listSurveys, updateSurvey } from "./surveys.service.js";

/**
 * The spec's survey calls (section 7) under /api. Platform admins name the business with ?business_id=
 * (or business_id in a body); business users always act on their own.
 */
export function surveysRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, ["surveys"]);
    const named = (call: { query: { business_id?: number | undefined }; ip: string }) => ({
      businessId: call.query.business_id,
      ip: call.ip,
    });

    route.post(
      "/api/survey/create",
      {
        summary: "Create a survey, inactive, version 1 (business admins; platform admins name the business)",
        querystring: businessIdQuerySchema,
        body: saveSurveyBodySchema,
        data: surveySchema,
      },
      async (call) => ok(await createSurvey(deps, call.auth, inNamedBusiness(call)), SURVEY_MESSAGES.saved),
    );

    route.get(
      "/api/survey",
      {
        summary:
          "The business's surveys (latest version of each), the active one first, then the newest (admins and supervisors)",
        querystring: businessIdQuerySchema,
        data: surveyListSchema,
      },
      async (call) => ok(await listSurveys(deps, call.auth, { businessId: call.query.business_id })),
    );

    route.get(
      "/api/survey/:survey_id",
      {
        summary: "One survey with its questions and responses count (admins and supervisors)",
        params: surveyIdParamsSchema,
        querystring: businessIdQuerySchema,
        data: surveySchema,
      },
      async (call) =>
        ok(
          await getSurvey(deps, call.auth, {
            businessId: call.query.business_id,
            surveyId: call.params.survey_id,
          }),
        ),
    );

    route.put(
      "/api/survey/update/:survey_id",
      {
        summary:
          "Change a survey: in place when nobody answered it, otherwise as a new version that replaces it (business admins)",
        params: surveyIdParamsSchema,
        querystring: businessIdQuerySchema,
        body: saveSurveyBodySchema,
        data: surveySchema,
      },
      async (call) =>
        ok(
          await updateSurvey(deps, call.auth, { ...inNamedBusiness(call), surveyId: call.params.survey_id }),
          SURVEY_MESSAGES.updated,
        ),
    );

    route.put(
      "/api/survey/:activate/:survey_id",
      {
        summary:
          "Activate a survey (true; the one active before becomes inactive) or deactivate it (false) (business admins)",
        params: surveyActivateParamsSchema,
        querystring: businessIdQuerySchema,
        data: surveySchema,
      },
      async (call) => {
        const active = call.params.activate === "true";
        const survey = await setSurveyActive(deps, call.auth, {
          ...named(call),
          surveyId: call.params.survey_id,
          active,
        });
        return ok(survey, active ? SURVEY_MESSAGES.activated : SURVEY_MESSAGES.deactivated);
      },
    );

    route.delete(
      "/api/survey/:survey_id",
      {
        summary: "Delete a survey nobody answered; one with responses is archived instead (business admins)",
        params: surveyIdParamsSchema,
        querystring: businessIdQuerySchema,
        data: surveyRemovalSchema,
      },
      async (call) => {
        const removal = await removeSurvey(deps, call.auth, {
          ...named(call),
          surveyId: call.params.survey_id,
        });
        return ok(
          removal,
          removal.outcome === "deleted" ? SURVEY_MESSAGES.deleted : SURVEY_MESSAGES.archived,
        );
      },
    );

    route.post(
      "/api/surveycontact/create",
      {
        summary:
          "Send the active survey now to the contact of an ended chat (admins and supervisors); 400 says why it cannot go",
        body: surveyContactBodySchema,
        data: z.object({ responseId: z.number().int() }),
      },
      async (call) =>
        ok(await sendSurveyToContact(deps, call.auth, { ...call.body, ip: call.ip }), SURVEY_MESSAGES.sent),
    );

    route.post(
      "/api/surveycontact/response",
      {
        summary:
          "The surveys sent in a chat, newest first, with what the contact answered (admins and supervisors)",
        body: surveyContactBodySchema,
        data: surveyContactResponsesSchema,
      },
      callWithBody(deps, surveyResponsesOfChat),
    );
  };
}
