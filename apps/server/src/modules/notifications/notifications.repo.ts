import { NOTIFICATION_TTL_HOURS, type NotificationScope } from "@consola/shared";
import { and, count, desc, eq, gt, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { notifications } from "../../db/schema/index.js";

export type NotificationRow = typeof notifications.$inferSelect;

/** The instant before which a notification has expired (spec: kept 24 hours). */
export const expiryCutoff = () => sql`now() - make_interval(hours => ${NOTIFICATION_TTL_HOURS})`;

/** One user's notifications inside their business: every query here goes through it. */
function ownedBy(owner: { userId: number; businessId: number }, scope?: NotificationScope): SQL {
  const conditions = [eq(notifications.userId, owner.userId), eq(notifications.businessId, owner.businessId)];
  if (scope) conditions.push(eq(notifications.scope, scope));
  return and(...conditions) as SQL;
}

export async function deleteExpiredOf(db: Executor, owner: { userId: number; businessId: number }) {
  await db.delete(notifications).where(and(ownedBy(owner), lt(notifications.createdAt, expiryCutoff())));
}

export async function pageOfNotifications(
  db: Executor,
  owner: { userId: number; businessId: number },
  window: { scope: NotificationScope; take: number; skip: number },
): Promise<{ total: number; rows: NotificationRow[] }> {
  // The expiry filter also guards reads when the prune above lost a race with an insert.
  const where = and(ownedBy(owner, window.scope), gt(notifications.createdAt, expiryCutoff()));
  const [totals] = await db.select({ total: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(window.take)
    .offset(window.skip);
  return { total: totals?.total ?? 0, rows };
}

export async function deleteOwnNotification(
  db: Executor,
  owner: { userId: number; businessId: number },
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), ownedBy(owner)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

export async function deleteOwnNotifications(
  db: Executor,
  owner: { userId: number; businessId: number },
  scope: NotificationScope | undefined,
): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(ownedBy(owner, scope))
    .returning({ id: notifications.id });
  return deleted.length;
}

/**
 * Every notification about one chat, whoever it was for: once a chat ends they point at nothing to do.
 * The expression is the one notifications_conversation_idx indexes.
 */
export async function deleteChatNotifications(
  db: Executor,
  businessId: number,
  conversationId: number,
): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.businessId, businessId),
        inArray(sql`((${notifications.model} -> 'data' ->> 'conversationId'))`, [String(conversationId)]),
      ),
    )
    .returning({ id: notifications.id });
  return deleted.length;
}
