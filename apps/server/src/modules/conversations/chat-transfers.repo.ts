import type { ChatTransfer } from "@consola/shared";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { auditLog, conversations, users } from "../../db/schema/index.js";
import type { HistoryTarget } from "./history-access.js";

/** A contact's lifetime of chats may hold many; a history shows the latest this many. */
export const TRANSFERS_SHOWN = 200;

const byUser = alias(users, "transfer_by");
const fromUser = alias(users, "transfer_from");
const toUser = alias(users, "transfer_to");

/** A person the ReassignChat entry names (data.fromUserId, data.toUserId). */
const namedIn = (key: "fromUserId" | "toUserId") => sql`(${auditLog.data} ->> ${key})::integer`;

const ref = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

/**
 * The transfers of one chat, or of every chat of a contact, oldest first: ReassignChat writes each as its
 * audit entry (chat.reassign, with from, to and the comments), read here along audit_log_entity_idx. Every
 * part is pinned to the business, the people named included.
 */
export async function transfersOf(
  db: Executor,
  businessId: number,
  target: HistoryTarget,
): Promise<ChatTransfer[]> {
  const chats: SQL | undefined =
    target.conversationId !== undefined
      ? eq(auditLog.entityId, String(target.conversationId))
      : target.contactId !== undefined
        ? inArray(
            auditLog.entityId,
            db
              .select({ id: sql<string>`${conversations.id}::text` })
              .from(conversations)
              .where(
                and(ofBusiness(conversations, businessId), eq(conversations.contactId, target.contactId)),
              ),
          )
        : undefined;
  if (!chats) return [];
  const person = (table: { id: PgColumn; businessId: PgColumn }, id: SQL) =>
    and(eq(table.id, id), ofBusiness(table, businessId)) as SQL;
  const rows = await db
    .select({
      id: auditLog.id,
      entityId: auditLog.entityId,
      createdAt: auditLog.createdAt,
      byId: byUser.id,
      byName: byUser.name,
      fromId: fromUser.id,
      fromName: fromUser.name,
      toId: toUser.id,
      toName: toUser.name,
      comments: sql<string | null>`${auditLog.data} ->> 'comments'`,
    })
    .from(auditLog)
    .leftJoin(byUser, person(byUser, sql`${auditLog.actorUserId}`))
    .leftJoin(fromUser, person(fromUser, namedIn("fromUserId")))
    .leftJoin(toUser, person(toUser, namedIn("toUserId")))
    .where(
      and(
        eq(auditLog.entity, "conversation"),
        chats,
        ofBusiness(auditLog, businessId),
        eq(auditLog.action, "chat.reassign"),
        // An erased contact's entries keep no data: nothing of theirs to show.
        sql`${auditLog.data} ? 'toUserId'`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(TRANSFERS_SHOWN);
  return rows.reverse().map((row) => ({
    id: row.id,
    conversationId: Number(row.entityId),
    at: new Date(row.createdAt).toISOString(),
    by: ref(row.byId, row.byName),
    from: ref(row.fromId, row.fromName),
    to: ref(row.toId, row.toName),
    comments: row.comments ?? "",
  }));
}
