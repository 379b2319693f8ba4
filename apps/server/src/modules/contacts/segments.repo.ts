import type { Segment, SegmentConditions } from "@consola/shared";
import { asc, count } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { segments } from "../../db/schema/index.js";
import { spanishOrder } from "../../db/schema/spanish-order.js";

const columns = {
  id: segments.id,
  name: segments.name,
  conditions: segments.conditions,
  updatedAt: segments.updatedAt,
};

type SegmentRow = { id: number; name: string; conditions: SegmentConditions; updatedAt: Date | string };

/** A segment as stored: its conditions in the shape the filters read. */
export type StoredSegment = Omit<Segment, "conditions"> & { conditions: SegmentConditions };

const toSegment = (row: SegmentRow): StoredSegment => ({
  ...row,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** A business's segments as Spanish readers alphabetize them (at most SEGMENTS_PER_BUSINESS_MAX). */
export async function segmentsOf(db: Executor, businessId: number): Promise<StoredSegment[]> {
  const rows = await db
    .select(columns)
    .from(segments)
    .where(ofBusiness(segments, businessId))
    .orderBy(...spanishOrder(segments.sortName, segments.name).map((part) => asc(part)), asc(segments.id));
  return rows.map(toSegment);
}

export async function findSegment(
  db: Executor,
  businessId: number,
  id: number,
): Promise<StoredSegment | undefined> {
  const [row] = await db
    .select(columns)
    .from(segments)
    .where(rowOfBusiness(segments, businessId, id));
  return row ? toSegment(row) : undefined;
}

export async function segmentCount(db: Executor, businessId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(segments).where(ofBusiness(segments, businessId));
  return row?.total ?? 0;
}

export async function insertSegment(
  db: Executor,
  businessId: number,
  values: { name: string; conditions: SegmentConditions; createdByUserId: number },
): Promise<StoredSegment> {
  const [row] = await db
    .insert(segments)
    .values({ businessId, ...values })
    .returning(columns);
  if (!row) throw new Error("segment insert returned no row");
  return toSegment(row);
}

export async function updateSegment(
  db: Executor,
  businessId: number,
  id: number,
  values: { name: string; conditions: SegmentConditions },
): Promise<StoredSegment | undefined> {
  const [row] = await db
    .update(segments)
    .set(values)
    .where(rowOfBusiness(segments, businessId, id))
    .returning(columns);
  return row ? toSegment(row) : undefined;
}

export async function deleteSegment(db: Executor, businessId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(segments)
    .where(rowOfBusiness(segments, businessId, id))
    .returning({ id: segments.id });
  return deleted.length > 0;
}
