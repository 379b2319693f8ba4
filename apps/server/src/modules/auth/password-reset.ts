import { createHash, randomBytes } from "node:crypto";
import { MESSAGES, PASSWORD_RESET_TTL_MINUTES } from "@consola/shared";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { passwordResetTokens, users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import { recordAudit } from "../audit/audit.js";
import { assertAcceptablePassword } from "./password-policy.js";
import { resetPasswordMail, welcomeMail } from "./password-reset.mail.js";
import { hashPassword } from "./passwords.js";
import { endLiveSessions, publishEndedSessions } from "./sessions.js";

type ResetDeps = Pick<AppDeps, "db" | "config" | "mailer" | "events" | "logger" | "tasks">;

/** Reset mails one address may get: at most one a minute and this many an hour, so nobody can flood it. */
export const RESET_MAILS_PER_HOUR = 5;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type ResetRequestOutcome = "unknown" | "limited" | "sent";

/** A new user's first link (set your password) lives longer than a reset link: they may read it days later. */
export const WELCOME_LINK_TTL_MINUTES = 3 * 24 * 60;

/**
 * The work behind "forgot password": finds the active user of the address and, unless the address got a
 * link in the last minute or RESET_MAILS_PER_HOUR in the last hour, stores a new link and mails it. Earlier
 * links stay valid until they expire or one of them is used. It runs after the reply
 * (requestPasswordResetLater), so neither its answer nor its timing shows whether the address exists.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  input: { email: string; ip: string; kind?: "reset" | "welcome" },
): Promise<ResetRequestOutcome> {
  const welcome = input.kind === "welcome";
  const ttlMinutes = welcome ? WELCOME_LINK_TTL_MINUTES : PASSWORD_RESET_TTL_MINUTES;
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const result = await deps.db.transaction(async (tx) => {
    // The row lock makes two requests racing (on any instance) see each other's link.
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, businessId: users.businessId })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email), eq(users.status, "active")))
      .limit(1)
      .for("update");
    if (!user) return { outcome: "unknown" as const };
    const [recent] = await tx
      .select({
        lastHour: count(),
        lastMinute:
          sql<number>`count(*) filter (where ${passwordResetTokens.createdAt} > now() - interval '1 minute')`.mapWith(
            Number,
          ),
      })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if (recent && (recent.lastMinute > 0 || recent.lastHour >= RESET_MAILS_PER_HOUR)) {
      return { outcome: "limited" as const, user };
    }
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
      requestedIp: input.ip,
    });
    await recordAudit(tx, {
      businessId: user.businessId,
      actorUserId: null,
      action: "password_reset_requested",
      entity: "user",
      entityId: user.id,
      ip: input.ip,
    });
    return { outcome: "sent" as const, user };
  });

  if (result.outcome === "unknown") {
    deps.logger.info({ ip: input.ip }, "password reset asked for an unknown address");
  } else if (result.outcome === "limited") {
    deps.logger.warn(
      { userId: result.user.id, ip: input.ip },
      "password reset mail not sent: the address already got one this minute or too many this hour",
    );
  } else {
    const link = `${deps.config.publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
    const mail = welcome ? welcomeMail : resetPasswordMail;
    deps.mailer.sendLater(mail({ to: result.user.email, name: result.user.name, link }));
  }
  return result.outcome;
}

/**
 * Starts requestPasswordReset after the current reply has gone out and returns at once: the answer takes
 * the same time whether or not the address is registered. Failures are logged, never thrown.
 */
export function requestPasswordResetLater(deps: ResetDeps, input: { email: string; ip: string }): void {
  deps.tasks.run(
    async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await requestPasswordReset(deps, input);
    },
    (error) => deps.logger.error({ err: error, ip: input.ip }, "password reset request failed"),
  );
}

async function findUsableToken(db: Executor, token: string, lock: boolean) {
  const query = db
    .select({
      id: passwordResetTokens.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      businessId: users.businessId,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        eq(users.status, "active"),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update", { of: passwordResetTokens }) : await query;
  return row;
}

export async function validateResetToken(
  deps: Pick<AppDeps, "db">,
  token: string,
): Promise<{ email: string }> {
  const row = await findUsableToken(deps.db, token, false);
  if (!row) throw new ValidationError(MESSAGES.resetTokenInvalid);
  return { email: row.email };
}

/**
 * Sets the new password, spends the link (and every other open link of the user), and ends every session of
 * the user (a reset means "lock others out").
 */
export async function resetPassword(
  deps: ResetDeps,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  // The link first: a stranger without one learns nothing about the password rule and costs no check.
  const holder = await findUsableToken(deps.db, input.token, false);
  if (!holder) throw new ValidationError(MESSAGES.resetTokenInvalid);
  assertAcceptablePassword(input.password, [holder.email, holder.name]);
  // Hash before the transaction: argon2 takes tens of milliseconds and must not hold its locks open.
  const passwordHash = await hashPassword(input.password);
  const ended = await deps.db.transaction(async (tx) => {
    const row = await findUsableToken(tx, input.token, true);
    if (!row) throw new ValidationError(MESSAGES.resetTokenInvalid);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await recordAudit(tx, {
      businessId: row.businessId,
      actorUserId: row.userId,
      action: "password_reset",
      entity: "user",
      entityId: row.userId,
      ip: input.ip,
    });
    return endLiveSessions(tx, row.userId, "password_reset");
  });
  publishEndedSessions(deps.events, ended);
}
