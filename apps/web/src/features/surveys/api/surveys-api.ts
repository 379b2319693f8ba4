import {
  businessEndpoints,
  type Survey,
  type SurveyDefinition,
  type SurveyListItem,
  surveysEndpoints,
} from "@consola/shared";
import type { ApiResult } from "../../../lib/api/api-client";
import { call } from "../../../lib/api/call";
import { fetchMyBusiness } from "../../../lib/session/session-api";

/**
 * The survey calls. Each takes the business it is about: null for the caller's own, or the one the business
 * panel chose (sent as ?business_id=).
 */

/** GET /survey: the business's surveys (their latest versions), the active first, then the newest. */
export async function fetchSurveys(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<SurveyListItem[]> {
  return (await call(surveysEndpoints.list, undefined, { signal, business: businessId })).data;
}

export async function fetchSurvey(
  businessId: number | null,
  surveyId: number,
  signal?: AbortSignal,
): Promise<Survey> {
  const params = { survey_id: surveyId };
  return (await call(surveysEndpoints.detail, undefined, { params, signal, business: businessId })).data;
}

/** POST /survey/create, or PUT /survey/update/{survey_id} (a new version when the survey has responses). */
export async function saveSurvey(
  businessId: number | null,
  surveyId: number | null,
  definition: SurveyDefinition,
): Promise<ApiResult<Survey>> {
  if (surveyId === null) return call(surveysEndpoints.create, definition, { business: businessId });
  return call(surveysEndpoints.update, definition, { params: { survey_id: surveyId }, business: businessId });
}

/** PUT /survey/{true|false}/{survey_id}: activating one stops the one active before. */
export async function setSurveyActive(
  businessId: number | null,
  surveyId: number,
  active: boolean,
): Promise<ApiResult<Survey>> {
  const params = { activate: active ? "true" : "false", survey_id: surveyId } as const;
  return call(surveysEndpoints.activate, undefined, { params, business: businessId });
}

/** DELETE /survey/{survey_id}: the message says whether it was deleted or, having responses, archived. */
export async function removeSurvey(businessId: number | null, surveyId: number): Promise<string> {
  const params = { survey_id: surveyId };
  return (await call(surveysEndpoints.remove, undefined, { params, business: businessId })).message;
}

/** Whether the business sends surveys at all (MyBusiness.surveyActive; spec section 3, the company switch). */
export async function fetchSurveySwitch(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<{ surveyActive: boolean }> {
  return { surveyActive: (await fetchMyBusiness(signal, businessId)).surveyActive };
}

export function saveSurveySwitch(
  businessId: number | null,
  surveyActive: boolean,
): Promise<ApiResult<{ surveyActive: boolean }>> {
  return call(businessEndpoints.saveSurveyActive, { surveyActive }, { business: businessId });
}
