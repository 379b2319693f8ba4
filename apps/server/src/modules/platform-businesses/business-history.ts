import {
  BUSINESS_HISTORY_ACTION_NAMES,
  BUSINESS_HISTORY_PAGE_SIZE,
  type BusinessHistoryPage,
} from "@consola/shared";
import { and, desc, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { auditLog, BUSINESS_HISTORY_ENTRIES } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { userNames } from "./platform-businesses.repo.js";
import { requirePlatformAdmin } from "./platform-businesses.service.js";

/** The entry a page starts after, as the keyset subquery names it. */
const a = alias(auditLog, "a");

/**
 * One page of a business's history entries, newest first, in the order of audit_log_business_history_idx
 * (business_id, created_at, id, partial on BUSINESS_HISTORY_ENTRIES) read backwards, after the entry `after`.
 */
async function historyRows(db: Executor, businessId: number, after: number | undefined, take: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      actorUserId: auditLog.actorUserId,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        ofBusiness(auditLog, businessId),
        BUSINESS_HISTORY_ENTRIES,
        after === undefined
          ? undefined
          : sql`(${auditLog.createdAt}, ${auditLog.id}) < (select a.created_at, a.id from ${auditLog} a where ${rowOfBusiness(a, businessId, after)})`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(take + 1);
}

/** The field names an entry says it changed; anything else in its data (values, e-mails) is not shown. */
function changedOf(data: Record<string, unknown>): string[] {
  const changed = data.changed;
  return Array.isArray(changed) ? changed.filter((field): field is string => typeof field === "string") : [];
}

/**
 * BusinessHistory: what happened to a business (its creation, changes, deactivation, its people and
 * configuration; not sign-ins, chats or notifications), newest first. It reads the audit log by id, so a removed business's history still answers.
 */
export async function businessHistory(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { id: number; after: number | undefined },
  take: number = BUSINESS_HISTORY_PAGE_SIZE,
): Promise<BusinessHistoryPage> {
  requirePlatformAdmin(auth);
  const rows = await historyRows(deps.db, input.id, input.after, take);
  const page = rows.slice(0, take);
  const actorIds = [...new Set(page.flatMap((row) => (row.actorUserId === null ? [] : [row.actorUserId])))];
  const names = await userNames(deps.db, actorIds);
  const items = page.map((row) => ({
    id: row.id,
    action: row.action,
    actionName: BUSINESS_HISTORY_ACTION_NAMES[row.action] ?? row.action,
    entity: row.entity,
    entityId: row.entityId,
    actor:
      row.actorUserId === null
        ? null
        : { id: row.actorUserId, name: names.get(row.actorUserId) ?? "Usuario eliminado" },
    changed: changedOf(row.data),
    createdAt: row.createdAt.toISOString(),
  }));
  const last = items.at(-1);
  return { items, next: rows.length > take && last ? last.id : null };
}
