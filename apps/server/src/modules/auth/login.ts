import { hasConsoleAccess, type LoginResult, MESSAGES } from "@consola/shared";
import { eq, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors.js";
import { businesses, sessions, users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { TooManyRequestsError, ValidationError } from "../../domain/errors.js";
import { recordAudit } from "../audit/audit.js";
import { loginStanding, recordLoginAttempt } from "./login-throttle.js";
import { verifyAgainstDummy, verifyPassword } from "./passwords.js";
import { type EndedSession, endLiveSessions, publishEndedSessions } from "./sessions.js";
import { signSessionToken } from "./tokens.js";

export type LoginInput = { user: string; password: string; ip: string; userAgent: string };

type LoginDeps = Pick<AppDeps, "db" | "config" | "events" | "logger">;

async function findLoginUser(deps: LoginDeps, email: string) {
  const [row] = await deps.db
    .select({
      id: users.id,
      role: users.role,
      businessId: users.businessId,
      passwordHash: users.passwordHash,
      status: users.status,
      businessStatus: businesses.status,
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return row;
}

/**
 * Checks the credentials and opens the user's only live session; any older one ends ("replaced") and its
 * holder is told on its next call (401) and through the hub (Account_Exit).
 */
export async function login(deps: LoginDeps, input: LoginInput): Promise<LoginResult> {
  const userKey = input.user.trim().toLowerCase();
  const { ip } = input;
  // Refused before the password is checked, so a throttled source learns nothing from its guess.
  const standing = await loginStanding(deps.db, { userKey, ip }, deps.config.login);
  if (standing.refusal) {
    const { limit, retryAfterSeconds } = standing.refusal;
    deps.logger.warn(
      { userKey, ip, limit, retryAfterSeconds, userUnderAttack: standing.userUnderAttack },
      "login throttled: too many failed attempts",
    );
    throw new TooManyRequestsError(MESSAGES.loginTooManyAttempts, retryAfterSeconds);
  }

  const user = await findLoginUser(deps, userKey);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    await recordLoginAttempt(deps.db, { userKey, ip, succeeded: false });
    deps.logger.info({ userKey, ip }, "login failed: wrong credentials");
    if (standing.userFailures + 1 === deps.config.login.userAlertFailures) {
      deps.logger.warn(
        { userKey, ip },
        "login: many failed attempts on one user, throttling every failing address",
      );
    }
    throw new ValidationError(MESSAGES.loginWrongCredentials);
  }
  if (user.status !== "active" || (user.businessId !== null && user.businessStatus !== "active")) {
    await recordLoginAttempt(deps.db, { userKey, ip, succeeded: false });
    // Said only after the right password: a deactivated business is no secret to its own people.
    throw new ValidationError(
      user.status === "active" ? MESSAGES.loginBusinessInactive : MESSAGES.loginUserInactive,
    );
  }

  if (!hasConsoleAccess(user.role)) {
    await recordLoginAttempt(deps.db, { userKey, ip, succeeded: false });
    // The spec defines no screens for System, VocomCallCenter, VocomSupervisor and Allow (decision 013).
    throw new ValidationError(MESSAGES.loginRoleWithoutAccess);
  }

  const expiresAt = new Date(Date.now() + deps.config.tokenTtlHours * 3_600_000);
  const { sessionId, replaced } = await openOnlySession(deps, user, { ...input, userKey, expiresAt });
  publishEndedSessions(deps.events, replaced);

  const token = await signSessionToken(
    { userId: user.id, sessionId, role: user.role, businessId: user.businessId },
    expiresAt,
    deps.config.jwtSecret,
  );
  return {
    token,
    role: user.role,
    typeIdentity: user.role,
    userId: user.id,
    expiresAt: expiresAt.toISOString(),
  };
}

type SessionRequest = LoginInput & { userKey: string; expiresAt: Date };

async function openOnlySession(
  deps: LoginDeps,
  user: { id: number; businessId: number | null },
  request: SessionRequest,
): Promise<{ sessionId: string; replaced: EndedSession[] }> {
  // Two logins of one user racing: the loser hits the one-live-session index and simply tries again,
  // now replacing the winner's session.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertSession(deps, user, request);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, "sessions_one_live_per_user")) throw error;
    }
  }
}

function insertSession(
  deps: LoginDeps,
  user: { id: number; businessId: number | null },
  input: SessionRequest,
) {
  const { userKey, expiresAt } = input;
  return deps.db.transaction(async (tx) => {
    const replaced = await endLiveSessions(tx, user.id, "replaced");
    const [session] = await tx
      .insert(sessions)
      .values({ userId: user.id, expiresAt, ip: input.ip, userAgent: input.userAgent.slice(0, 500) })
      .returning({ id: sessions.id });
    if (!session) throw new Error("session insert returned no row");
    await tx.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id));
    await recordLoginAttempt(tx, { userKey, ip: input.ip, succeeded: true });
    await recordAudit(tx, {
      businessId: user.businessId,
      actorUserId: user.id,
      action: "login",
      entity: "session",
      entityId: session.id,
      data: { replacedSessions: replaced.length },
      ip: input.ip,
    });
    return { sessionId: session.id, replaced };
  });
}

export async function logout(
  deps: Pick<AppDeps, "db" | "events">,
  auth: { userId: number; sessionId: string; businessId: number | null },
) {
  const ended = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: "logout" })
      .where(sql`${sessions.id} = ${auth.sessionId} and ${sessions.endedAt} is null`)
      .returning({ sessionId: sessions.id });
    if (rows.length > 0) {
      await recordAudit(tx, {
        businessId: auth.businessId,
        actorUserId: auth.userId,
        action: "logout",
        entity: "session",
        entityId: auth.sessionId,
      });
    }
    return rows.map(({ sessionId }) => ({ userId: auth.userId, sessionId, reason: "logout" as const }));
  });
  publishEndedSessions(deps.events, ended);
}
