import type { Label, LabelColor } from "@consola/shared";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { contacts, conversations, labels } from "../../db/schema/index.js";
import { spanishOrder } from "../../db/schema/spanish-order.js";

const columns = {
  id: labels.id,
  name: labels.name,
  color: labels.color,
  description: labels.description,
  active: labels.active,
};

export type LabelValues = { name: string; color: LabelColor; description: string; active: boolean };

/** A business's labels as Spanish readers alphabetize them (at most LABELS_PER_BUSINESS_MAX of them). */
export function labelsOf(db: Executor, businessId: number): Promise<Label[]> {
  return db
    .select(columns)
    .from(labels)
    .where(ofBusiness(labels, businessId))
    .orderBy(...spanishOrder(labels.sortName, labels.name).map((part) => asc(part)), asc(labels.id));
}

export async function labelCount(db: Executor, businessId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(labels).where(ofBusiness(labels, businessId));
  return row?.total ?? 0;
}

export async function insertLabel(db: Executor, businessId: number, values: LabelValues): Promise<Label> {
  const [row] = await db
    .insert(labels)
    .values({ businessId, ...values })
    .returning(columns);
  if (!row) throw new Error("label insert returned no row");
  return row;
}

export async function updateLabel(
  db: Executor,
  businessId: number,
  id: number,
  values: Partial<LabelValues>,
): Promise<Label | undefined> {
  const [row] = await db
    .update(labels)
    .set(values)
    .where(rowOfBusiness(labels, businessId, id))
    .returning(columns);
  return row;
}

export async function deleteLabel(db: Executor, businessId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(labels)
    .where(rowOfBusiness(labels, businessId, id))
    .returning({ id: labels.id });
  return deleted.length > 0;
}

/** Whether a contact or chat of the business carries the label (one GIN probe each, stopping at the first). */
export async function labelInUse(db: Executor, businessId: number, id: number): Promise<boolean> {
  const carries = (table: typeof contacts | typeof conversations) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(and(ofBusiness(table, businessId), sql`${table.labelIds} @> array[${id}]::integer[]`))
      .limit(1);
  const [contact] = await carries(contacts);
  if (contact) return true;
  const [chat] = await carries(conversations);
  return chat !== undefined;
}

/** Which of these ids are active labels of the business. */
export async function activeLabelIds(db: Executor, businessId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(ofBusiness(labels, businessId), inArray(labels.id, ids), eq(labels.active, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The record's labels plus `add` minus `remove`, sorted and without repeats, computed in the UPDATE itself:
 * two changes racing on one row each apply to what the other left, and a repeated change is a no-op.
 */
export function changedLabels(column: AnyPgColumn, add: number[], remove: number[]): SQL {
  const added = sql`${column} || ${sql.param(add)}::integer[]`;
  return sql`coalesce((select array_agg(distinct label order by label) from unnest(${added}) as label
    where label <> all(${sql.param(remove)}::integer[])), '{}'::integer[])`;
}
