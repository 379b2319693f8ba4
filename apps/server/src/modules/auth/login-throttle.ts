import { and, eq, gt, not, or, sql } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { Executor } from "../../db/client.js";
import { loginAttempts, passwordResetTokens, users } from "../../db/schema/index.js";

/** How far back failures count; the maintenance job keeps login_attempts for one day. */
const LOOKBACK = sql`interval '1 day'`;
/** Window of the per-address count (all users) and of the per-user alert (all addresses). */
const IP_WINDOW = sql`interval '1 hour'`;
const USER_WINDOW = sql`interval '15 minutes'`;

export type LoginSource = { userKey: string; ip: string };

export type LoginStanding = {
  /** Set when this source must wait: which count tripped and for how long. */
  refusal?: { limit: "pair" | "address"; retryAfterSeconds: number };
  /** Failures for the user from every address in the last 15 minutes. */
  userFailures: number;
  /** The user has reached `userAlertFailures`: addresses that failed for them get one free failure only. */
  userUnderAttack: boolean;
};

/**
 * Whether a login attempt from this source may be checked now. Counts live in the database so every
 * instance agrees; they throttle the attacker, not the user:
 * - user + address: failures since that pair's last success (or the user's last password reset); past
 *   `pairFreeFailures` the pair waits `baseDelaySeconds`, doubling with each further failure;
 * - address: failures for any user in the last hour; past `ipFreeFailures` the same growing wait;
 * - user: with `userAlertFailures` failures in 15 minutes from anywhere, the pair allowance drops to one.
 * An address with no failures is never refused, so a user's right password always gets in from a clean one.
 */
export async function loginStanding(
  db: Executor,
  source: LoginSource,
  config: Config["login"],
): Promise<LoginStanding> {
  const { userKey, ip } = source;
  const pairStart = sql`greatest(
    now() - ${LOOKBACK},
    (select max(${loginAttempts.createdAt}) from ${loginAttempts}
      where ${loginAttempts.userKey} = ${userKey} and ${loginAttempts.ip} = ${ip} and ${loginAttempts.succeeded}),
    (select max(${passwordResetTokens.usedAt}) from ${passwordResetTokens}
      join ${users} on ${users.id} = ${passwordResetTokens.userId}
      where lower(${users.email}) = ${userKey}))`;
  const isPair = sql`${loginAttempts.userKey} = ${userKey} and ${loginAttempts.ip} = ${ip} and ${loginAttempts.createdAt} > ${pairStart}`;
  const isIp = sql`${loginAttempts.ip} = ${ip} and ${loginAttempts.createdAt} > now() - ${IP_WINDOW}`;
  const isUser = sql`${loginAttempts.userKey} = ${userKey} and ${loginAttempts.createdAt} > now() - ${USER_WINDOW}`;
  const [row] = await db
    .select({
      pairFailures: sql<number>`(count(*) filter (where ${isPair}))::int`,
      pairIdleSeconds: sql<
        string | null
      >`extract(epoch from now() - max(${loginAttempts.createdAt}) filter (where ${isPair}))`,
      ipFailures: sql<number>`(count(*) filter (where ${isIp}))::int`,
      ipIdleSeconds: sql<
        string | null
      >`extract(epoch from now() - max(${loginAttempts.createdAt}) filter (where ${isIp}))`,
      userFailures: sql<number>`(count(*) filter (where ${isUser}))::int`,
    })
    .from(loginAttempts)
    .where(
      and(
        not(loginAttempts.succeeded),
        or(eq(loginAttempts.userKey, userKey), eq(loginAttempts.ip, ip)),
        gt(loginAttempts.createdAt, sql`now() - ${LOOKBACK}`),
      ),
    );
  const userFailures = Number(row?.userFailures ?? 0);
  const userUnderAttack = userFailures >= config.userAlertFailures;

  const waitFor = (failures: number, free: number, idleSeconds: string | null | undefined) =>
    failures < free || idleSeconds == null
      ? 0
      : Math.min(config.maxDelayMinutes * 60, config.baseDelaySeconds * 2 ** Math.min(failures - free, 30)) -
        Number(idleSeconds);
  const pairWait = waitFor(
    Number(row?.pairFailures ?? 0),
    userUnderAttack ? 1 : config.pairFreeFailures,
    row?.pairIdleSeconds,
  );
  const ipWait = waitFor(Number(row?.ipFailures ?? 0), config.ipFreeFailures, row?.ipIdleSeconds);
  const wait = Math.max(pairWait, ipWait);
  if (wait <= 0) return { userFailures, userUnderAttack };
  return {
    refusal: { limit: pairWait >= ipWait ? "pair" : "address", retryAfterSeconds: Math.ceil(wait) },
    userFailures,
    userUnderAttack,
  };
}

export async function recordLoginAttempt(
  db: Executor,
  attempt: { userKey: string; ip: string; succeeded: boolean },
): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}
