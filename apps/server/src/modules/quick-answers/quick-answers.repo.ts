import { and, asc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { areas, quickAnswers, users } from "../../db/schema/index.js";

const columns = {
  id: quickAnswers.id,
  message: quickAnswers.message,
  shortcut: quickAnswers.shortcut,
  areaId: quickAnswers.areaId,
  areaName: areas.name,
};

/**
 * A business's answers, alphabetical. `area` given: only the answers of that area and the ones for every
 * area (null: only the latter), as an agent sees them; undefined: all of them.
 */
export function quickAnswersOf(db: Executor, businessId: number, area?: number | null) {
  return selectAnswers(
    db,
    businessId,
    area === undefined
      ? undefined
      : area === null
        ? isNull(quickAnswers.areaId)
        : or(isNull(quickAnswers.areaId), eq(quickAnswers.areaId, area)),
  ).orderBy(asc(sql`lower(${quickAnswers.message})`), asc(quickAnswers.id));
}

function selectAnswers(db: Executor, businessId: number, filter: SQL | undefined) {
  return db
    .select(columns)
    .from(quickAnswers)
    .leftJoin(areas, and(eq(areas.id, quickAnswers.areaId), ofBusiness(areas, businessId)))
    .where(and(ofBusiness(quickAnswers, businessId), filter));
}

async function quickAnswerById(db: Executor, businessId: number, id: number) {
  const [row] = await selectAnswers(db, businessId, eq(quickAnswers.id, id)).limit(1);
  return row;
}

/** The area a user works in, or null. */
export async function areaOfUser(db: Executor, businessId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ areaId: users.areaId })
    .from(users)
    .where(rowOfBusiness(users, businessId, userId))
    .limit(1);
  return row?.areaId ?? null;
}

/** Whether the area exists in this business (another business's area is as good as missing). */
export async function areaExists(db: Executor, businessId: number, areaId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(rowOfBusiness(areas, businessId, areaId))
    .limit(1);
  return row !== undefined;
}

export type QuickAnswerValues = { message: string; shortcut: string; areaId: number | null };

export async function insertQuickAnswer(db: Executor, businessId: number, values: QuickAnswerValues) {
  const [row] = await db
    .insert(quickAnswers)
    .values({ businessId, ...values })
    .returning({ id: quickAnswers.id });
  if (!row) throw new Error("quick answer insert returned no row");
  return quickAnswerById(db, businessId, row.id);
}

/** Omitted values keep the stored ones. */
export async function updateQuickAnswer(
  db: Executor,
  businessId: number,
  id: number,
  values: Partial<QuickAnswerValues>,
) {
  const [row] = await db
    .update(quickAnswers)
    .set(values)
    .where(rowOfBusiness(quickAnswers, businessId, id))
    .returning({ id: quickAnswers.id });
  return row && quickAnswerById(db, businessId, row.id);
}

export async function deleteQuickAnswer(db: Executor, businessId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(quickAnswers)
    .where(rowOfBusiness(quickAnswers, businessId, id))
    .returning({ id: quickAnswers.id });
  return deleted.length > 0;
}
