import type { Database, Executor, Transaction } from "../../db/client.js";
import { auditLog } from "../../db/schema/index.js";
import { NotFoundError } from "../../domain/errors.js";

export type AuditEntry = {
  businessId: number | null;
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId?: string | number;
  data?: Record<string, unknown>;
  ip?: string;
};

/** Call with the transaction of the change, so the row exists exactly when the change does. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    businessId: entry.businessId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? "" : String(entry.entityId),
    data: entry.data ?? {},
    ip: entry.ip ?? "",
  });
}

type Found<T> = Exclude<T, undefined | null | false>;

/**
 * A change and its audit entry in one transaction. A change that finds nothing to change (undefined, null or
 * false) is a NotFoundError and writes no entry.
 */
export async function auditedChange<T>(
  db: Database,
  change: (tx: Transaction) => Promise<T>,
  entry: (changed: Found<T>) => AuditEntry,
): Promise<Found<T>> {
  return db.transaction(async (tx) => {
    const changed = await change(tx);
    if (changed === undefined || changed === null || changed === false) throw new NotFoundError();
    await recordAudit(tx, entry(changed as Found<T>));
    return changed as Found<T>;
  });
}

/** Who made a change inside a business: the first fields of its audit entry. */
export function auditedBy(actor: { businessId: number; userId: number }) {
  return { businessId: actor.businessId, actorUserId: actor.userId };
}

/** Who changes a business's configuration, and from where. */
export type ConfigActor = { businessId: number; userId: number; ip: string };

/**
 * Creates one row of a business's configuration (no id) or updates it (an id), with its audit entry
 * `<entity>_created` or `<entity>_updated`. An update that finds no row of that business is a NotFoundError.
 */
export function auditedSave<T extends { id: number }>(
  db: Database,
  actor: ConfigActor,
  target: { entity: string; id: number | undefined },
  write: {
    insert: (tx: Transaction) => Promise<T | undefined>;
    update: (tx: Transaction, id: number) => Promise<T | undefined>;
  },
  data?: (row: T) => Record<string, unknown>,
): Promise<T> {
  const { entity, id } = target;
  return auditedChange(
    db,
    (tx) => (id === undefined ? write.insert(tx) : write.update(tx, id)),
    (row) => ({
      ...auditedBy(actor),
      action: `${entity}_${id === undefined ? "created" : "updated"}`,
      entity,
      entityId: row.id,
      data: data?.(row as T),
      ip: actor.ip,
    }),
  ) as Promise<T>;
}
