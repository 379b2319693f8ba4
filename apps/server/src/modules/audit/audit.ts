import type { Executor } from "../../db/client.js";
import { auditLog } from "../../db/schema/index.js";

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
