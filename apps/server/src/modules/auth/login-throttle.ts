import { MESSAGES } from "@consola/shared";
import { and, count, eq, gt, min, sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { Executor } from "../../db/client.js";
import { loginAttempts } from "../../db/schema/index.js";
import { TooManyRequestsError } from "../../http/errors.js";

/**
 * Per-user brute-force guard, kept in the database so every instance sees the same count. Failures count
 * inside the window and since the user's last successful login; per-IP limits live in the rate limiter.
 */
export async function assertLoginAllowed(
  db: Executor,
  userKey: string,
  config: Config["login"],
): Promise<void> {
  const windowStart = sql`greatest(
    now() - make_interval(mins => ${config.windowMinutes}),
    coalesce(
      (select max(${loginAttempts.createdAt}) from ${loginAttempts}
        where ${loginAttempts.userKey} = ${userKey} and ${loginAttempts.succeeded}),
      '-infinity'::timestamptz))`;
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userKey, userKey),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, windowStart),
      ),
    );
  if (!row || row.failures < config.maxFailures) return;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((oldest + config.windowMinutes * 60_000 - Date.now()) / 1000),
  );
  throw new TooManyRequestsError(MESSAGES.loginTooManyAttempts, retryAfterSeconds);
}

export async function recordLoginAttempt(
  db: Executor,
  attempt: { userKey: string; ip: string; succeeded: boolean },
): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}
