import {
  BUSINESS_ADMIN_ROLES,
  BUSINESS_MANAGER_ROLES,
  SURVEY_MESSAGES,
  type Survey,
  type SurveyDefinition,
  type SurveyListItem,
} from "@consola/shared";
import type { Executor, Transaction } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import {
  insertFirstVersion,
  insertNextVersion,
  lockSurvey,
  lockSurveysOf,
  replaceDefinition,
  responseCounts,
  type SurveyRow,
  setSurveyStatus,
  surveyListOf,
  surveyOf,
} from "./surveys.repo.js";

/** Admins and supervisors read the surveys (spec section 1); only admins change them. */
export const SURVEY_READERS = BUSINESS_MANAGER_ROLES;
export const SURVEY_WRITERS = BUSINESS_ADMIN_ROLES;

export type Deps = Pick<AppDeps, "db" | "events">;
type InBusiness = { businessId: number | undefined };
export type SurveyActor = InBusiness & { ip: string };

/** Every open console of the business reads the surveys again. */
export const announceSurveys = (events: PendingEvents, businessId: number) =>
  events.add("config.changed", { businessId, what: "surveys" });

export function toSurvey(row: SurveyRow, responses: number): Survey {
  return { ...row, createdAt: row.createdAt.toISOString(), responses };
}

export async function responsesOf(db: Executor, businessId: number, surveyId: number): Promise<number> {
  return (await responseCounts(db, businessId, [surveyId])).get(surveyId) ?? 0;
}

/**
 * A survey of the business, locked for a change, with every survey change of the business queued behind
 * this one (lockSurveysOf). Missing or another business's: 404; archived: read only.
 */
export async function lockedSurvey(
  tx: Transaction,
  businessId: number,
  surveyId: number,
): Promise<SurveyRow> {
  await lockSurveysOf(tx, businessId);
  const survey = await lockSurvey(tx, businessId, surveyId);
  if (!survey) throw new NotFoundError(SURVEY_MESSAGES.notFound);
  return survey;
}

export async function recordSurveyAudit(
  tx: Executor,
  auth: AuthContext,
  change: {
    businessId: number;
    ip: string;
    action: string;
    surveyId: number;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await recordAudit(tx, {
    ...auditedBy({ businessId: change.businessId, userId: auth.userId }),
    action: change.action,
    entity: "survey",
    entityId: change.surveyId,
    ...(change.data ? { data: change.data } : {}),
    ip: change.ip,
  });
}

const definitionOf = (input: SurveyDefinition): SurveyDefinition => ({
  name: input.name,
  description: input.description,
  initialMessage: input.initialMessage,
  finalMessage: input.finalMessage,
  questions: input.questions,
  timeoutMinutes: input.timeoutMinutes,
});

/** GET /survey: the latest version of each survey, the active one first, then the newest, with counts. */
export async function listSurveys(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: InBusiness,
): Promise<SurveyListItem[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, SURVEY_READERS);
  const rows = await surveyListOf(deps.db, businessId);
  const counts = await responseCounts(
    deps.db,
    businessId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    responses: counts.get(row.id) ?? 0,
  }));
}

/** GET /survey/{survey_id}: one survey (any version of the business's) with its questions. */
export async function getSurvey(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: InBusiness & { surveyId: number },
): Promise<Survey> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, SURVEY_READERS);
  const row = await surveyOf(deps.db, businessId, input.surveyId);
  if (!row) throw new NotFoundError(SURVEY_MESSAGES.notFound);
  return toSurvey(row, await responsesOf(deps.db, businessId, row.id));
}

/** POST /survey/create: a new survey, inactive, version 1. */
export async function createSurvey(
  deps: Deps,
  auth: AuthContext,
  input: SurveyDefinition & SurveyActor,
): Promise<Survey> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, SURVEY_WRITERS);
  return transact(deps, async (tx, events) => {
    const row = await insertFirstVersion(tx, businessId, { ...definitionOf(input), status: "inactive" });
    await recordSurveyAudit(tx, auth, {
      businessId,
      ip: input.ip,
      action: "survey_created",
      surveyId: row.id,
      data: { name: row.name, questions: row.questions.length },
    });
    announceSurveys(events, businessId);
    return toSurvey(row, 0);
  });
}

/**
 * PUT /survey/update/{survey_id}: a survey nobody answered changes in place. One with responses keeps them
 * with the questions they answered: it is archived and a new version (same origin, next number, same
 * status) takes its place — archived first, so an active survey's new version can be the active one.
 */
export async function updateSurvey(
  deps: Deps,
  auth: AuthContext,
  input: SurveyDefinition & SurveyActor & { surveyId: number },
): Promise<Survey> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, SURVEY_WRITERS);
  return transact(deps, async (tx, events) => {
    const current = await lockedSurvey(tx, businessId, input.surveyId);
    if (current.status === "archived") throw new ValidationError(SURVEY_MESSAGES.archivedReadOnly);
    const definition = definitionOf(input);
    let saved: SurveyRow | undefined;
    if ((await responsesOf(tx, businessId, current.id)) === 0) {
      saved = await replaceDefinition(tx, businessId, current.id, definition);
    } else {
      await setSurveyStatus(tx, businessId, current.id, "archived");
      saved = await insertNextVersion(tx, businessId, current, { ...definition, status: current.status });
    }
    if (!saved) throw new NotFoundError(SURVEY_MESSAGES.notFound);
    const versioned = saved.id !== current.id;
    await recordSurveyAudit(tx, auth, {
      businessId,
      ip: input.ip,
      action: versioned ? "survey_versioned" : "survey_updated",
      surveyId: saved.id,
      data: {
        name: saved.name,
        version: saved.version,
        questions: saved.questions.length,
        ...(versioned ? { previousId: current.id } : {}),
      },
    });
    announceSurveys(events, businessId);
    return toSurvey(saved, 0);
  });
}
