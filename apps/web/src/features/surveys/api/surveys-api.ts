import {
  type Survey,
  type SurveyDefinition,
  type SurveyListItem,
  surveyActiveSchema,
  surveyListSchema,
  surveySchema,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { inBusiness } from "../../../lib/api/in-business";
import { parseResponse } from "../../../lib/api/parse-response";
import { postInBusiness, type Saved } from "../../../lib/api/post-in-business";
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
  const data = await api.get<unknown>("/api/survey", undefined, { signal, ...inBusiness(businessId) });
  return parseResponse(surveyListSchema, data, "survey");
}

export async function fetchSurvey(
  businessId: number | null,
  surveyId: number,
  signal?: AbortSignal,
): Promise<Survey> {
  const data = await api.get<unknown>(`/api/survey/${surveyId}`, undefined, {
    signal,
    ...inBusiness(businessId),
  });
  return parseResponse(surveySchema, data, "survey/{survey_id}");
}

/** POST /survey/create, or PUT /survey/update/{survey_id} (a new version when the survey has responses). */
export async function saveSurvey(
  businessId: number | null,
  surveyId: number | null,
  definition: SurveyDefinition,
): Promise<Saved<Survey>> {
  const result = await api.request<unknown>(
    surveyId === null ? "/api/survey/create" : `/api/survey/update/${surveyId}`,
    { method: surveyId === null ? "POST" : "PUT", body: definition, ...inBusiness(businessId) },
  );
  return { data: parseResponse(surveySchema, result.data, "survey/save"), message: result.message };
}

/** PUT /survey/{true|false}/{survey_id}: activating one stops the one active before. */
export async function setSurveyActive(
  businessId: number | null,
  surveyId: number,
  active: boolean,
): Promise<Saved<Survey>> {
  const result = await api.request<unknown>(`/api/survey/${active}/${surveyId}`, {
    method: "PUT",
    ...inBusiness(businessId),
  });
  return { data: parseResponse(surveySchema, result.data, "survey/activate"), message: result.message };
}

/** DELETE /survey/{survey_id}: the message says whether it was deleted or, having responses, archived. */
export async function removeSurvey(businessId: number | null, surveyId: number): Promise<string> {
  const { message } = await api.request<unknown>(`/api/survey/${surveyId}`, {
    method: "DELETE",
    ...inBusiness(businessId),
  });
  return message;
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
): Promise<Saved<{ surveyActive: boolean }>> {
  return postInBusiness("/api/config/SaveSurveyActive", surveyActiveSchema, businessId, { surveyActive });
}
