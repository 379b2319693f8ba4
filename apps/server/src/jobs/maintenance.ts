import { and, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { loginAttempts, notifications, passwordResetTokens, sessions } from "../db/schema/index.js";
import type { AppDeps } from "../deps.js";
import { expiryCutoff } from "../modules/notifications/notifications.repo.js";

/** Deletes rows nobody needs any more; idempotent, so instances may run it at the same time. */
export async function pruneAuthTables(deps: Pick<AppDeps, "db">): Promise<void> {
  await deps.db.delete(loginAttempts).where(lt(loginAttempts.createdAt, sql`now() - interval '1 day'`));
  await deps.db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, sql`now() - interval '7 days'`));
  await deps.db
    .delete(sessions)
    .where(
      or(
        and(isNotNull(sessions.endedAt), lt(sessions.endedAt, sql`now() - interval '30 days'`)),
        lt(sessions.expiresAt, sql`now() - interval '30 days'`),
      ),
    );
}

/**
 * Deletes notifications past their 24 hours (spec section 9) for everyone, in batches so a busy day's rows
 * never hold one long lock; returns how many went.
 */
export async function pruneNotifications(deps: Pick<AppDeps, "db">, batchSize = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(lt(notifications.createdAt, expiryCutoff()))
      .limit(batchSize);
    const deleted = await deps.db
      .delete(notifications)
      .where(inArray(notifications.id, expired))
      .returning({ id: notifications.id });
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}

export type Job = { stop(): Promise<void> };

/** Runs `task` every `everyMs` (first run after one period), never two runs at once, and waits for it on stop. */
export function every(
  everyMs: number,
  name: string,
  task: () => Promise<void>,
  deps: Pick<AppDeps, "logger">,
): Job {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((error: unknown) => deps.logger.error({ err: error, job: name }, "job failed"))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
