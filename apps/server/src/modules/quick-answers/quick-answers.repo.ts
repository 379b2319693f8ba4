import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { quickAnswers } from "../../db/schema/index.js";

const columns = { id: quickAnswers.id, message: quickAnswers.message };

const ofBusiness = (businessId: number, id: number) =>
  and(eq(quickAnswers.id, id), eq(quickAnswers.businessId, businessId)) as SQL;

export function quickAnswersOf(db: Executor, businessId: number) {
  return db
    .select(columns)
    .from(quickAnswers)
    .where(eq(quickAnswers.businessId, businessId))
    .orderBy(asc(sql`lower(${quickAnswers.message})`), asc(quickAnswers.id));
}

export async function insertQuickAnswer(db: Executor, businessId: number, message: string) {
  const [row] = await db.insert(quickAnswers).values({ businessId, message }).returning(columns);
  if (!row) throw new Error("quick answer insert returned no row");
  return row;
}

export async function updateQuickAnswer(db: Executor, businessId: number, id: number, message: string) {
  const [row] = await db
    .update(quickAnswers)
    .set({ message })
    .where(ofBusiness(businessId, id))
    .returning(columns);
  return row;
}

export async function deleteQuickAnswer(db: Executor, businessId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(quickAnswers)
    .where(ofBusiness(businessId, id))
    .returning({ id: quickAnswers.id });
  return deleted.length > 0;
}
