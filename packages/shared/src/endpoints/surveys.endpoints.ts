import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import {
  surveyContactBodySchema,
  surveyContactResponsesSchema,
  surveyContactSentSchema,
} from "../schemas/survey-contact.schema.js";
import {
  saveSurveyBodySchema,
  surveyActivateParamsSchema,
  surveyIdParamsSchema,
  surveyListSchema,
  surveyRemovalSchema,
  surveySchema,
} from "../schemas/surveys.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "surveys";

/**
 * The spec's survey calls (section 7). Platform admins name the business with ?business_id= (or business_id in
 * a body); business users always act on their own.
 */
export const surveysEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/survey/create",
    summary: "Create a survey, inactive, version 1 (business admins; platform admins name the business)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveSurveyBodySchema,
    answer: surveySchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/survey",
    summary:
      "The business's surveys (latest version of each), the active one first, then the newest (admins and supervisors)",
    tag,
    access: ACCESS.managers,
    query: businessIdQuerySchema,
    answer: surveyListSchema,
  }),
  detail: endpoint({
    method: "GET",
    path: "/api/survey/:survey_id",
    summary: "One survey with its questions and responses count (admins and supervisors)",
    tag,
    access: ACCESS.managers,
    params: surveyIdParamsSchema,
    query: businessIdQuerySchema,
    answer: surveySchema,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/survey/update/:survey_id",
    summary:
      "Change a survey: in place when nobody answered it, otherwise as a new version that replaces it (business admins)",
    tag,
    access: ACCESS.settings,
    params: surveyIdParamsSchema,
    query: businessIdQuerySchema,
    body: saveSurveyBodySchema,
    answer: surveySchema,
  }),
  activate: endpoint({
    method: "PUT",
    path: "/api/survey/:activate/:survey_id",
    summary:
      "Activate a survey (true; the one active before becomes inactive) or deactivate it (false) (business admins)",
    tag,
    access: ACCESS.settings,
    params: surveyActivateParamsSchema,
    query: businessIdQuerySchema,
    answer: surveySchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/survey/:survey_id",
    summary: "Delete a survey nobody answered; one with responses is archived instead (business admins)",
    tag,
    access: ACCESS.settings,
    params: surveyIdParamsSchema,
    query: businessIdQuerySchema,
    answer: surveyRemovalSchema,
  }),
  sendToContact: endpoint({
    method: "POST",
    path: "/api/surveycontact/create",
    summary:
      "Send the active survey now to the contact of an ended chat (admins and supervisors); 400 says why it cannot go",
    tag,
    access: ACCESS.managers,
    body: surveyContactBodySchema,
    answer: surveyContactSentSchema,
  }),
  chatResponses: endpoint({
    method: "POST",
    path: "/api/surveycontact/response",
    summary:
      "The surveys sent in a chat, newest first, with what the contact answered (admins and supervisors)",
    tag,
    access: ACCESS.managers,
    body: surveyContactBodySchema,
    answer: surveyContactResponsesSchema,
  }),
} as const satisfies Record<string, Endpoint>;
