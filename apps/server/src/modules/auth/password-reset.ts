import { createHash, randomBytes } from "node:crypto";
import { MESSAGES, PASSWORD_RESET_TTL_MINUTES } from "@consola/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { passwordResetTokens, users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../http/errors.js";
import { recordAudit } from "../audit/audit.js";
import { resetPasswordMail } from "./password-reset.mail.js";
import { hashPassword } from "./passwords.js";
import { endLiveSessions, publishEndedSessions } from "./sessions.js";

type ResetDeps = Pick<AppDeps, "db" | "config" | "mailer" | "events" | "logger">;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Always answers the same way, whether or not the address belongs to someone, so the form cannot be used
 * to discover accounts. The e-mail goes out in the background for the same reason.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  input: { email: string; ip: string },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, businessId: users.businessId })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.status, "active")))
    .limit(1);
  if (!user) {
    deps.logger.info({ ip: input.ip }, "password reset asked for an unknown address");
    return;
  }
  const token = randomBytes(32).toString("base64url");
  await deps.db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_TTL_MINUTES})`,
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
  });
  const link = `${deps.config.publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
  deps.mailer.sendLater(resetPasswordMail({ to: user.email, name: user.name, link }));
}

async function findUsableToken(db: Executor, token: string, lock: boolean) {
  const query = db
    .select({
      id: passwordResetTokens.id,
      userId: users.id,
      email: users.email,
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

/** Sets the new password, spends the link, and ends every session of the user (a reset means "lock others out"). */
export async function resetPassword(
  deps: ResetDeps,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  // Hash first: argon2 takes tens of milliseconds and must not hold the transaction (and its locks) open.
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
