import type { SurveyDefinition, SurveyStatus } from "@consola/shared";
import { and, count, desc, eq, getTableColumns, gt, inArray, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { businesses, surveyResponses, surveys } from "../../db/schema/index.js";

const { businessId: _businessId, updatedAt: _updatedAt, ...columns } = getTableColumns(surveys);

export type SurveyRow = Omit<typeof surveys.$inferSelect, "businessId" | "updatedAt">;

const newer = alias(surveys, "newer");

/**
 * The business's surveys as the list shows them: the latest version of each (older versions are archived
 * and kept for their responses), the active one first, then the newest. Reads surveys_business_list_idx;
 * the "no newer version" check reads surveys_origin_version_unique.
 */
export function surveyListOf(db: Executor, businessId: number) {
  const { questions: _questions, ...listed } = columns;
  return db
    .select({ ...listed, questionCount: sql<number>`jsonb_array_length(${surveys.questions})::int` })
    .from(surveys)
    .where(
      and(
        ofBusiness(surveys, businessId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(newer)
            .where(and(eq(newer.originId, surveys.originId), gt(newer.version, surveys.version))),
        ),
      ),
    )
    .orderBy(desc(sql`${surveys.status} = 'active'`), desc(surveys.createdAt), desc(surveys.id));
}

/** Responses per survey, counted for the given surveys only (survey_responses_survey_idx). */
export async function responseCounts(
  db: Executor,
  businessId: number,
  surveyIds: number[],
): Promise<Map<number, number>> {
  if (surveyIds.length === 0) return new Map();
  const rows = await db
    .select({ surveyId: surveyResponses.surveyId, responses: count() })
    .from(surveyResponses)
    .where(and(inArray(surveyResponses.surveyId, surveyIds), ofBusiness(surveyResponses, businessId)))
    .groupBy(surveyResponses.surveyId);
  return new Map(rows.map((row) => [row.surveyId, row.responses]));
}

export async function surveyOf(db: Executor, businessId: number, id: number): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(surveys)
    .where(rowOfBusiness(surveys, businessId, id));
  return row;
}

/**
 * The survey locked for a change. "For update" also waits for, and then holds off, a response being stored
 * against it (its foreign key takes a key-share lock), so "has it responses?" stays true until the commit.
 */
export async function lockSurvey(
  tx: Executor,
  businessId: number,
  id: number,
): Promise<SurveyRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(surveys)
    .where(rowOfBusiness(surveys, businessId, id))
    .for("update");
  return row;
}

/**
 * Locks the business row for the rest of the transaction: every survey change of a business takes it first,
 * so two activations (or an activation and a new active version) never race past the one-active index.
 * "No key update" leaves rows that only reference the business free to be written meanwhile.
 */
export async function lockSurveysOf(tx: Executor, businessId: number): Promise<void> {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for("no key update");
}

export type SurveyValues = SurveyDefinition & { status: SurveyStatus };

function stored(values: SurveyValues) {
  const { name, description, initialMessage, finalMessage, questions, timeoutMinutes, status } = values;
  return { name, description, initialMessage, finalMessage, questions, timeoutMinutes, status };
}

/** A new survey: version 1, its own origin (the id is drawn first so origin_id can hold it). */
export async function insertFirstVersion(
  tx: Executor,
  businessId: number,
  values: SurveyValues,
): Promise<SurveyRow> {
  const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('surveys', 'id'))::int as id`);
  // Both drivers (node-postgres, PGlite) answer a raw statement with its rows under `rows`.
  const id = (drawn as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (id === undefined) throw new Error("survey id sequence returned nothing");
  const [row] = await tx
    .insert(surveys)
    .overridingSystemValue()
    .values({ id, businessId, originId: id, version: 1, ...stored(values) })
    .returning(columns);
  if (!row) throw new Error("survey insert returned no row");
  return row;
}

/** The next version of a survey, same origin. */
export async function insertNextVersion(
  tx: Executor,
  businessId: number,
  previous: SurveyRow,
  values: SurveyValues,
): Promise<SurveyRow> {
  const [row] = await tx
    .insert(surveys)
    .values({ businessId, originId: previous.originId, version: previous.version + 1, ...stored(values) })
    .returning(columns);
  if (!row) throw new Error("survey version insert returned no row");
  return row;
}

/** A version with no responses changes in place: its definition, its status kept. */
export async function replaceDefinition(
  tx: Executor,
  businessId: number,
  id: number,
  definition: SurveyDefinition,
): Promise<SurveyRow | undefined> {
  const { name, description, initialMessage, finalMessage, questions, timeoutMinutes } = definition;
  const [row] = await tx
    .update(surveys)
    .set({ name, description, initialMessage, finalMessage, questions, timeoutMinutes })
    .where(rowOfBusiness(surveys, businessId, id))
    .returning(columns);
  return row;
}

export async function setSurveyStatus(
  tx: Executor,
  businessId: number,
  id: number,
  status: SurveyStatus,
): Promise<SurveyRow | undefined> {
  const [row] = await tx
    .update(surveys)
    .set({ status })
    .where(rowOfBusiness(surveys, businessId, id))
    .returning(columns);
  return row;
}

/** The business's active survey (other than `exceptId`) becomes inactive; its id, if there was one. */
export async function deactivateActiveSurvey(
  tx: Executor,
  businessId: number,
  exceptId: number,
): Promise<number | undefined> {
  const [row] = await tx
    .update(surveys)
    .set({ status: "inactive" })
    .where(and(ofBusiness(surveys, businessId), eq(surveys.status, "active"), ne(surveys.id, exceptId)))
    .returning({ id: surveys.id });
  return row?.id;
}

export async function deleteSurvey(tx: Executor, businessId: number, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(surveys)
    .where(rowOfBusiness(surveys, businessId, id))
    .returning({ id: surveys.id });
  return deleted.length > 0;
}
