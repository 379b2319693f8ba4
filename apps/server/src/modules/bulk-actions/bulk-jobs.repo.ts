import type { BulkJob, BulkStatus, StartBulkAction } from "@consola/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { bulkJobs } from "../../db/schema/index.js";

export type BulkJobRow = typeof bulkJobs.$inferSelect;

/** How long an instance holds a job between batches; a crashed instance's job is taken over after it. */
export const BULK_LEASE_SECONDS = 60;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toBulkJob(row: BulkJobRow): BulkJob {
  return {
    id: row.id,
    action: row.action,
    status: row.status,
    total: row.total,
    processed: row.processed,
    changed: row.changed,
    skipped: Object.entries(row.skipped).map(([reason, count]) => ({ reason, count })),
    error: row.error,
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

export async function insertBulkJob(
  db: Executor,
  values: { businessId: number; userId: number; request: StartBulkAction; total: number },
): Promise<BulkJobRow> {
  const [row] = await db
    .insert(bulkJobs)
    .values({ ...values, action: values.request.action })
    .returning();
  if (!row) throw new Error("bulk job insert returned no row");
  return row;
}

export async function bulkJobOf(
  db: Executor,
  businessId: number,
  id: number,
): Promise<BulkJobRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkJobs)
    .where(rowOfBusiness(bulkJobs, businessId, id));
  return row;
}

/** The oldest running job nobody holds, now held by the caller (several instances share the work). */
export async function claimBulkJob(db: Executor): Promise<BulkJobRow | undefined> {
  const [row] = await db
    .update(bulkJobs)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${BULK_LEASE_SECONDS})` })
    .where(
      eq(
        bulkJobs.id,
        sql`(select ${bulkJobs.id} from ${bulkJobs}
             where ${bulkJobs.status} = 'running' and (${bulkJobs.leaseUntil} is null or ${bulkJobs.leaseUntil} < now())
             order by ${bulkJobs.id} limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/**
 * The records an "all matching" target reaches, counted by the job before its first batch; for chats, the
 * request with the chats it found, so that a resumed job acts on the same ones.
 */
export async function setBulkJobTarget(
  db: Executor,
  id: number,
  values: { total: number; request?: StartBulkAction },
): Promise<void> {
  await db.update(bulkJobs).set(values).where(eq(bulkJobs.id, id));
}

/**
 * A batch's counts and cursor, with the lease renewed; undefined when the job stopped running meanwhile (it
 * was cancelled), so the batch's transaction is rolled back.
 */
export async function recordBatch(
  db: Executor,
  id: number,
  batch: { processed: number; changed: number; skipped: Record<string, number>; cursor: number },
): Promise<BulkJobRow | undefined> {
  const [row] = await db
    .update(bulkJobs)
    .set({
      processed: sql`${bulkJobs.processed} + ${batch.processed}`,
      changed: sql`${bulkJobs.changed} + ${batch.changed}`,
      skipped: sql`(select coalesce(jsonb_object_agg(key, total), '{}'::jsonb) from (
          select key, sum(value::int) as total from (
            select * from jsonb_each_text(${bulkJobs.skipped})
            union all select * from jsonb_each_text(${JSON.stringify(batch.skipped)}::jsonb)
          ) as counts group by key) as summed)`,
      cursor: batch.cursor,
      leaseUntil: sql`now() + make_interval(secs => ${BULK_LEASE_SECONDS})`,
    })
    .where(and(eq(bulkJobs.id, id), eq(bulkJobs.status, "running")))
    .returning();
  return row;
}

export async function endBulkJob(
  db: Executor,
  id: number,
  status: Exclude<BulkStatus, "running">,
  error: string | null = null,
): Promise<BulkJobRow | undefined> {
  const [row] = await db
    .update(bulkJobs)
    .set({ status, error, finishedAt: sql`now()`, leaseUntil: null })
    .where(and(eq(bulkJobs.id, id), eq(bulkJobs.status, "running")))
    .returning();
  return row;
}

export async function cancelBulkJob(
  db: Executor,
  businessId: number,
  id: number,
): Promise<BulkJobRow | undefined> {
  const [row] = await db
    .update(bulkJobs)
    .set({ status: "cancelled", finishedAt: sql`now()`, leaseUntil: null })
    .where(and(rowOfBusiness(bulkJobs, businessId, id), eq(bulkJobs.status, "running")))
    .returning();
  return row;
}
