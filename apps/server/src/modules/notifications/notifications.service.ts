import type { Notification, NotificationPage, NotificationScope, RemovedCount } from "@consola/shared";
import type { Executor } from "../../db/client.js";
import { type NotificationType, notifications } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { requireBusinessMember } from "../../tenancy/business-access.js";
import { type BusinessClock, businessClock, formatBusinessTime } from "../../time/business-time.js";
import { auditedBy, auditedChange, recordAudit } from "../audit/audit.js";
import { getBusiness } from "../business/business.repo.js";
import {
  deleteExpiredOf,
  deleteOwnNotification,
  deleteOwnNotifications,
  type NotificationRow,
  pageOfNotifications,
} from "./notifications.repo.js";

type Deps = Pick<AppDeps, "db">;

export type NotificationRecipient = { userId: number; scope: NotificationScope };

export type RecordNotificationsInput = {
  businessId: number;
  type: NotificationType;
  method: string;
  data: Record<string, unknown>;
  /** Users of businessId; a notification listed by anyone else's business never shows (List filters both). */
  recipients: NotificationRecipient[];
};

export type RecordedNotification = { id: number; userId: number; scope: NotificationScope; createdAt: Date };

/**
 * Stores one notification per recipient in one insert. Call it with the transaction of the change that
 * caused it (a new contact, message or assignment), so it exists exactly when the change does.
 */
export async function recordNotifications(
  tx: Executor,
  input: RecordNotificationsInput,
): Promise<RecordedNotification[]> {
  const seen = new Set<string>();
  const recipients = input.recipients.filter(({ userId, scope }) => {
    const key = `${userId}:${scope}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (recipients.length === 0) return [];
  const model = { method: input.method, data: input.data };
  return tx
    .insert(notifications)
    .values(
      recipients.map(({ userId, scope }) => ({
        businessId: input.businessId,
        userId,
        scope,
        type: input.type,
        model,
      })),
    )
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      scope: notifications.scope,
      createdAt: notifications.createdAt,
    });
}

function toNotification(row: NotificationRow, clock: BusinessClock): Notification {
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
    userId: row.userId,
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
  return { total, items: rows.map((row) => toNotification(row, clock)) };
}

export async function removeNotification(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; ip: string },
): Promise<void> {
  const member = requireBusinessMember(auth);
  await auditedChange(
    deps.db,
    (tx) => deleteOwnNotification(tx, member, input.id),
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
    const removed = await deleteOwnNotifications(tx, member, input.tab);
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
