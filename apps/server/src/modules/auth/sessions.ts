import type { Role } from "@consola/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { batchedReads } from "../../db/batched-reads.js";
import type { Database, Executor } from "../../db/client.js";
import { preparedOnce } from "../../db/prepared.js";
import { type SessionEndReason, sessions, users } from "../../db/schema/index.js";
import type { DomainEventBus } from "../../events/domain-events.js";

export type EndedSession = { userId: number; sessionId: string; reason: SessionEndReason };

/** Ends every live session of a user inside `tx`; publish the result after commit. */
export async function endLiveSessions(
  tx: Executor,
  userId: number,
  reason: SessionEndReason,
): Promise<EndedSession[]> {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ sessionId: sessions.id });
  return ended.map(({ sessionId }) => ({ userId, sessionId, reason }));
}

export function publishEndedSessions(events: DomainEventBus, ended: EndedSession[]): void {
  for (const session of ended) events.publish("session.ended", session);
}

export type LiveSessionLookup =
  | {
      state: "live";
      user: { id: number; role: Role; businessId: number | null; name: string; email: string };
    }
  | { state: "ended"; reason: SessionEndReason | null }
  | { state: "expired" }
  | { state: "missing" };

/**
 * Sessions and their users by session id, as one prepared statement: it runs before every authenticated call,
 * for every call that asked while the previous one was on its way (batchedReads).
 */
const sessionsByIds = (db: Database) =>
  preparedOnce(db, "auth_sessions_by_ids", () =>
    db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        endedAt: sessions.endedAt,
        endReason: sessions.endReason,
        expired: sql<boolean>`${sessions.expiresAt} <= now()`,
        userStatus: users.status,
        role: users.role,
        businessId: users.businessId,
        name: users.name,
        email: users.email,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sql`${sessions.id} = any(${sql.placeholder("ids")}::uuid[])`)
      .prepare("auth_sessions_by_ids"),
  );

/** A session's row as the statement reads it, without the id it is looked up by. */
type SessionRow = Omit<Awaited<ReturnType<ReturnType<typeof sessionsByIds>["execute"]>>[number], "id">;

const sessionLookups = (db: Database) =>
  preparedOnce(db, "auth_session_lookups", () =>
    batchedReads<string, SessionRow>(async (ids) => {
      const rows = await sessionsByIds(db).execute({ ids });
      return new Map(rows.map(({ id, ...row }) => [id, row]));
    }),
  );

/**
 * The per-request check behind every authenticated call: the token's session must still be the live one. Read
 * from the database every time, after the call arrived (never cached, never an answer read for an earlier
 * call), so a take-over or a sign-out refuses the old token's next call on every instance.
 */
export async function lookUpSession(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<LiveSessionLookup> {
  const row = await sessionLookups(db).read(sessionId);
  if (!row || row.userId !== userId) return { state: "missing" };
  if (row.endedAt) return { state: "ended", reason: row.endReason };
  if (row.expired) return { state: "expired" };
  if (row.userStatus !== "active") return { state: "ended", reason: "deactivated" };
  return {
    state: "live",
    user: { id: row.userId, role: row.role, businessId: row.businessId, name: row.name, email: row.email },
  };
}
