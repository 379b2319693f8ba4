import type { Notification, NotificationPage, NotificationScope, RemovedCount } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { requireBusinessMember } from "../../tenancy/business-access.js";
import { type BusinessClock, businessClock, formatBusinessTime } from "../../time/business-time.js";
import { auditedBy, auditedChange, recordAudit } from "../audit/audit.js";
import { getBusiness } from "../business/business.repo.js";
import {
  deleteExpiredOf,
  type NotificationRow,
  pageOfNotifications,
  removeAllFor,
  removeOneFor,
} from "./notifications.repo.js";

type Deps = Pick<AppDeps, "db">;

/** A general row names no one: to its reader it is theirs, as the per-person rows it replaced were. */
function toNotification(row: NotificationRow, reader: number, clock: BusinessClock): Notification {
  const method = typeof row.model?.method === "string" ? row.model.method : "";
  const data = row.model?.data && typeof row.model.data === "object" ? row.model.data : {};
  return {
    id: row.id,
    type: row.type,
    model: JSON.stringify({ method, data }),
    method,
    data,
    dateRegister: row.createdAt.toISOString(),
    dateTime: formatBusinessTime(row.createdAt, clock),
    businessId: row.businessId,
    bussinesId: row.businessId,
    userId: row.userId ?? reader,
    scope: row.scope,
  };
}

/** The caller's notifications of one tab, newest first; expired ones are deleted on the way (spec: on load). */
export async function listNotifications(
  deps: Deps,
  auth: AuthContext,
  query: { tab: NotificationScope; take: number; skip: number },
): Promise<NotificationPage> {
  const member = requireBusinessMember(auth);
  const owner = { userId: member.userId, businessId: member.businessId };
  await deleteExpiredOf(deps.db, owner);
  const business = await getBusiness(deps.db, member.businessId);
  const { total, rows } = await pageOfNotifications(deps.db, owner, { scope: query.tab, ...query });
  const clock = businessClock(business);
  return { total, items: rows.map((row) => toNotification(row, member.userId, clock)) };
}

export async function removeNotification(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; ip: string },
): Promise<void> {
  const member = requireBusinessMember(auth);
  await auditedChange(
    deps.db,
    (tx) => removeOneFor(tx, member, input.id),
    () => ({
      ...auditedBy(member),
      action: "notification_removed",
      entity: "notification",
      entityId: input.id,
      ip: input.ip,
    }),
  );
}

export async function removeAllNotifications(
  deps: Deps,
  auth: AuthContext,
  input: { tab: NotificationScope | undefined; ip: string },
): Promise<RemovedCount> {
  const member = requireBusinessMember(auth);
  return deps.db.transaction(async (tx) => {
    const removed = await removeAllFor(tx, member, input.tab);
    await recordAudit(tx, {
      ...auditedBy(member),
      action: "notifications_removed",
      entity: "notification",
      data: { tab: input.tab ?? "all", removed },
      ip: input.ip,
    });
    return { removed };
  });
}
