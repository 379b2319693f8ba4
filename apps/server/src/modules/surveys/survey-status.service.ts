import { SURVEY_MESSAGES, type Survey, type SurveyRemoval } from "@consola/shared";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { deactivateActiveSurvey, deleteSurvey, setSurveyStatus } from "./surveys.repo.js";
import {
  announceSurveys,
  type Deps,
  lockedSurvey,
  recordSurveyAudit,
  responsesOf,
  SURVEY_WRITERS,
  type SurveyActor,
  toSurvey,
} from "./surveys.service.js";

/**
 * PUT /survey/{activate}/{survey_id}: "true" makes it the business's one active survey (the one active
 * before becomes inactive first, in the same transaction, so surveys_one_active never sees two); "false"
 * makes it inactive. An archived survey stays as it is.
 */
export async function setSurveyActive(
  deps: Deps,
  auth: AuthContext,
  input: SurveyActor & { surveyId: number; active: boolean },
): Promise<Survey> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, SURVEY_WRITERS);
  return transact(deps, async (tx, events) => {
    const current = await lockedSurvey(tx, businessId, input.surveyId);
    if (current.status === "archived") throw new ValidationError(SURVEY_MESSAGES.archivedReadOnly);
    const deactivatedId = input.active ? await deactivateActiveSurvey(tx, businessId, current.id) : undefined;
    const saved = await setSurveyStatus(tx, businessId, current.id, input.active ? "active" : "inactive");
    if (!saved) throw new NotFoundError(SURVEY_MESSAGES.notFound);
    await recordSurveyAudit(tx, auth, {
      businessId,
      ip: input.ip,
      action: input.active ? "survey_activated" : "survey_deactivated",
      surveyId: saved.id,
      ...(deactivatedId === undefined ? {} : { data: { deactivatedId } }),
    });
    announceSurveys(events, businessId);
    return toSurvey(saved, await responsesOf(tx, businessId, saved.id));
  });
}

/**
 * DELETE /survey/{survey_id}: a survey nobody answered is deleted; one with responses is archived instead
 * (read only, still listed as Archivada), so its responses keep the questions they answered.
 */
export async function removeSurvey(
  deps: Deps,
  auth: AuthContext,
  input: SurveyActor & { surveyId: number },
): Promise<SurveyRemoval> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, SURVEY_WRITERS);
  return transact(deps, async (tx, events) => {
    const current = await lockedSurvey(tx, businessId, input.surveyId);
    const answered = (await responsesOf(tx, businessId, current.id)) > 0;
    if (answered) await setSurveyStatus(tx, businessId, current.id, "archived");
    else await deleteSurvey(tx, businessId, current.id);
    await recordSurveyAudit(tx, auth, {
      businessId,
      ip: input.ip,
      action: answered ? "survey_archived" : "survey_removed",
      surveyId: current.id,
      data: { name: current.name, version: current.version },
    });
    announceSurveys(events, businessId);
    return { outcome: answered ? "archived" : "deleted" };
  });
}
