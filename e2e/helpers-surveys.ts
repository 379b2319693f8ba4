import type { SurveyListItem } from "@consola/shared";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.js";

/** The survey the demo seed makes active in each business. */
export const DEMO_SURVEY = "Satisfacción después del chat";

/**
 * Makes the demo survey the business's active one again. A worker's journeys share one server: one that
 * activates its own survey puts the demo's back, so those after it (the workspace's contact answers the
 * demo's questions) find the business as the seed left it.
 */
export async function activateDemoSurvey(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const response = await request.get("/api/survey", { headers });
  const { data } = (await response.json()) as { data: SurveyListItem[] };
  const demo = data.find((survey) => survey.name === DEMO_SURVEY);
  if (!demo) throw new Error("the demo survey is not among the business's surveys");
  const activated = await request.put(`/api/survey/true/${demo.id}`, { headers });
  expect(activated.ok()).toBe(true);
}
