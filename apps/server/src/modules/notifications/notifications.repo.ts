import { NOTIFICATION_COUNT_CAP, NOTIFICATION_TTL_HOURS, type NotificationScope } from "@consola/shared";
import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  max,
  notExists,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { notificationClearances, notificationDismissals, notifications } from "../../db/schema/index.js";

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationModel = NotificationRow["model"];
type Owner = { userId: number; businessId: number };

/** The instant before which a notification has expired (spec: kept 24 hours). */
export const expiryCutoff = () => sql`now() - make_interval(hours => ${NOTIFICATION_TTL_HOURS})`;

/**
 * Stores one notification; call it with the transaction of the change that caused it (a new contact, message
 * or assignment), so it exists exactly when the change does.
 */
export async function insertNotification(
  tx: Executor,
  input: Pick<NotificationRow, "businessId" | "userId" | "scope" | "type"> & NotificationModel,
): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      businessId: input.businessId,
      userId: input.userId,
      scope: input.scope,
      type: input.type,
      model: { method: input.method, data: input.data },
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error("notification not stored");
  return row.id;
}

/** The caller's own (personal) notifications inside their business. */
function personalOf(owner: Owner): SQL {
  return and(
    eq(notifications.userId, owner.userId),
    ofBusiness(notifications, owner.businessId),
    eq(notifications.scope, "personal"),
  ) as SQL;
}

/** The business's general notifications, one row each for everybody (read through its partial index). */
function generalOf(businessId: number): SQL {
  return and(ofBusiness(notifications, businessId), isNull(notifications.userId)) as SQL;
}

/** The general notifications the caller has not removed, one by one or all at once. */
function generalShownTo(owner: Owner): SQL {
  const clearedThrough = sql`coalesce((select ${notificationClearances.generalThroughId}
    from ${notificationClearances} where ${notificationClearances.userId} = ${owner.userId}), 0)`;
  return and(
    generalOf(owner.businessId),
    gt(notifications.id, clearedThrough),
    notExists(
      sql`(select 1 from ${notificationDismissals}
        where ${notificationDismissals.userId} = ${owner.userId}
        and ${notificationDismissals.notificationId} = ${notifications.id})`,
    ),
  ) as SQL;
}

/** The rows one tab shows the caller; the expiry filter guards reads when a prune lost a race with an insert. */
function tabOf(owner: Owner, scope: NotificationScope): SQL {
  return and(
    scope === "personal" ? personalOf(owner) : generalShownTo(owner),
    gt(notifications.createdAt, expiryCutoff()),
  ) as SQL;
}

/** Deletes the caller's expired notifications and their business's expired general ones (spec: on load). */
export async function deleteExpiredOf(db: Executor, owner: Owner) {
  await db
    .delete(notifications)
    .where(
      and(or(personalOf(owner), generalOf(owner.businessId)), lt(notifications.createdAt, expiryCutoff())),
    );
}

/** Counts up to NOTIFICATION_COUNT_CAP + 1 of a tab's rows: a busy business's day of new chats is never counted whole. */
async function cappedCount(db: Executor, where: SQL): Promise<number> {
  const upToCap = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(where)
    // In the page's order, so the count reads the page's index (not the primary key across every business).
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_COUNT_CAP + 1)
    .as("up_to_cap");
  const [row] = await db.select({ total: count() }).from(upToCap);
  return Math.min(row?.total ?? 0, NOTIFICATION_COUNT_CAP);
}

/**
 * One tab's page, newest first, through an index in that order (the caller's rows, or the business's general
 * ones). Its total counts the last 24 hours, at most NOTIFICATION_COUNT_CAP.
 */
export async function pageOfNotifications(
  db: Executor,
  owner: Owner,
  window: { scope: NotificationScope; take: number; skip: number },
): Promise<{ total: number; rows: NotificationRow[] }> {
  const where = tabOf(owner, window.scope);
  const total = await cappedCount(db, where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(window.take)
    .offset(window.skip);
  return { total, rows };
}

/** Removes one notification for the caller: their own row goes; a general one is dismissed for them alone. */
export async function removeOneFor(db: Executor, owner: Owner, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), personalOf(owner)))
    .returning({ id: notifications.id });
  if (deleted.length > 0) return true;
  const dismissed = await db
    .insert(notificationDismissals)
    .select(
      db
        .select({
          userId: sql<number>`${owner.userId}::integer`.as("user_id"),
          notificationId: notifications.id,
        })
        .from(notifications)
        .where(and(eq(notifications.id, id), generalShownTo(owner))),
    )
    .onConflictDoNothing()
    .returning({ id: notificationDismissals.notificationId });
  return dismissed.length > 0;
}

/** Removes every notification of one tab (or of both) for the caller; returns how many they had (capped). */
export async function removeAllFor(
  db: Executor,
  owner: Owner,
  scope: NotificationScope | undefined,
): Promise<number> {
  let removed = 0;
  if (scope !== "general") {
    const deleted = await db
      .delete(notifications)
      .where(personalOf(owner))
      .returning({ id: notifications.id });
    removed += deleted.length;
  }
  if (scope !== "personal") {
    removed += await cappedCount(db, tabOf(owner, "general"));
    const [latest] = await db
      .select({ id: max(notifications.id) })
      .from(notifications)
      .where(and(generalOf(owner.businessId), gt(notifications.createdAt, expiryCutoff())));
    const through = latest?.id;
    if (through !== null && through !== undefined) {
      // One row per person: "cleared through this id" hides every older general notification at once.
      await db
        .insert(notificationClearances)
        .values({ userId: owner.userId, generalThroughId: through })
        .onConflictDoUpdate({
          target: notificationClearances.userId,
          set: {
            generalThroughId: sql`greatest(${notificationClearances.generalThroughId}, excluded.general_through_id)`,
          },
        });
      await db
        .delete(notificationDismissals)
        .where(
          and(
            eq(notificationDismissals.userId, owner.userId),
            sql`${notificationDismissals.notificationId} <= ${through}`,
          ),
        );
    }
  }
  return removed;
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
        ofBusiness(notifications, businessId),
        inArray(sql`((${notifications.model} -> 'data' ->> 'conversationId'))`, [String(conversationId)]),
      ),
    )
    .returning({ id: notifications.id });
  return deleted.length;
}
