import {
  ASSIGNABLE_PLATFORM_ROLES,
  PLATFORM_ROLES,
  PLATFORM_USER_MESSAGES,
  type PlatformUser,
  type PlatformUserPage,
  type PlatformUserRole,
  USER_MESSAGES,
  type UserStatus,
} from "@consola/shared";
import type { Transaction } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import type { AppDeps } from "../../deps.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireRole } from "../../tenancy/auth-context.js";
import { recordAudit } from "../audit/audit.js";
import { requestPasswordReset } from "../auth/password-reset.js";
import { endLiveSessions } from "../auth/sessions.js";
import { emailInUse } from "../users/company-users.repo.js";
import {
  hasOtherActiveSuper,
  insertPlatformUser,
  lockPlatformUser,
  platformUser,
  platformUsersPage,
  updatePlatformUser,
} from "./platform-users.repo.js";

type Deps = Pick<AppDeps, "db" | "events" | "config" | "mailer" | "logger" | "tasks">;

/** Who changes the platform's people, and from where: the platform's audit (no business). */
type Actor = { auth: AuthContext; ip: string };

function audit(tx: Transaction | Deps["db"], actor: Actor, action: string, id: number, data?: object) {
  return recordAudit(tx, {
    businessId: null,
    actorUserId: actor.auth.userId,
    action,
    entity: "platform_user",
    entityId: id,
    ...(data ? { data: { ...data } } : {}),
    ip: actor.ip,
  });
}

/**
 * Only Super creates, changes, deactivates or resets another Super, or makes someone Super;
 * VocomAdmin runs everyone else.
 */
function requireRightsOver(auth: AuthContext, ...roles: PlatformUserRole[]) {
  if (auth.role !== "Super" && roles.includes("Super"))
    throw new ForbiddenError(PLATFORM_USER_MESSAGES.onlySuper);
}

/** The platform always keeps an active Super: the last one cannot be deactivated or given another role. */
async function keepASuper(
  tx: Transaction,
  before: PlatformUser,
  after: { role: PlatformUserRole; status: UserStatus },
) {
  const stopsBeingSuper = after.role !== "Super" || after.status !== "active";
  if (before.role === "Super" && before.status === "active" && stopsBeingSuper) {
    if (!(await hasOtherActiveSuper(tx, before.id)))
      throw new ValidationError(PLATFORM_USER_MESSAGES.lastSuper);
  }
}

/** Ends every live session of the person: the hub tells their console Account_Exit ("deactivated"). */
async function endSessions(tx: Transaction, events: PendingEvents, userId: number) {
  for (const session of await endLiveSessions(tx, userId, "deactivated"))
    events.add("session.ended", session);
}

/** ListUserSystem: the platform's people by name, a page at a time (platform admins). */
export async function listPlatformUsers(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  query: { search: string | undefined; take: number; after: number | undefined },
): Promise<PlatformUserPage> {
  requireRole(auth, PLATFORM_ROLES);
  return platformUsersPage(deps.db, query);
}

/**
 * AddUserSystem: creates a platform user (active; a welcome e-mail with the link to choose a password) or
 * changes one's name, e-mail and role. Only Super and VocomAdmin can be given (decision 013).
 */
export async function savePlatformUser(
  deps: Deps,
  auth: AuthContext,
  input: { id: number | undefined; name: string; email: string; role: PlatformUserRole; ip: string },
): Promise<{ user: PlatformUser; message: string }> {
  requireRole(auth, PLATFORM_ROLES);
  if (!(ASSIGNABLE_PLATFORM_ROLES as readonly PlatformUserRole[]).includes(input.role)) {
    throw new ValidationError(PLATFORM_USER_MESSAGES.roleNotAssignable);
  }
  const actor: Actor = { auth, ip: input.ip };
  const creating = input.id === undefined;
  try {
    const user = await transact(deps, async (tx, events) => {
      if (await emailInUse(tx, input.email, input.id)) throw new ValidationError(USER_MESSAGES.emailTaken);
      const values = { name: input.name, email: input.email, role: input.role };
      let id: number;
      if (input.id === undefined) {
        requireRightsOver(auth, input.role);
        ({ id } = await insertPlatformUser(tx, values));
      } else {
        const before = await lockPlatformUser(tx, input.id);
        if (!before) throw new NotFoundError();
        requireRightsOver(auth, before.role, input.role);
        await keepASuper(tx, before, { role: input.role, status: before.status });
        await updatePlatformUser(tx, before.id, values);
        id = before.id;
        if (before.role !== input.role) {
          await audit(tx, actor, "platform_user_role_changed", id, { from: before.role, to: input.role });
          events.add("user.access_changed", { userId: id, businessId: null, role: input.role });
        }
      }
      await audit(tx, actor, creating ? "platform_user_created" : "platform_user_updated", id, {
        role: values.role,
        email: values.email,
      });
      const saved = await platformUser(tx, id);
      if (!saved) throw new Error(`platform user ${id} vanished while saving`);
      return saved;
    });
    if (creating) await requestPasswordReset(deps, { email: user.email, ip: input.ip, kind: "welcome" });
    return { user, message: creating ? PLATFORM_USER_MESSAGES.created : PLATFORM_USER_MESSAGES.updated };
  } catch (error) {
    // The unique index decides when two saves of the same address race.
    if (isUniqueViolation(error, "users_email_unique")) throw new ValidationError(USER_MESSAGES.emailTaken);
    throw error;
  }
}

/** ActiveUserSystem: activates a platform user, or deactivates them and ends their session at once. */
export async function setPlatformUserActive(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; active: boolean; ip: string },
): Promise<{ user: PlatformUser; message: string }> {
  requireRole(auth, PLATFORM_ROLES);
  if (!input.active && input.id === auth.userId) throw new ValidationError(PLATFORM_USER_MESSAGES.self);
  const status: UserStatus = input.active ? "active" : "inactive";
  const actor: Actor = { auth, ip: input.ip };
  const user = await transact(deps, async (tx, events) => {
    const before = await lockPlatformUser(tx, input.id);
    if (!before) throw new NotFoundError();
    requireRightsOver(auth, before.role);
    if (before.status === status) return before;
    await keepASuper(tx, before, { role: before.role, status });
    await updatePlatformUser(tx, before.id, { status });
    if (status === "inactive") await endSessions(tx, events, before.id);
    await audit(tx, actor, input.active ? "platform_user_activated" : "platform_user_deactivated", before.id);
    return { ...before, status };
  });
  return {
    user,
    message: input.active ? PLATFORM_USER_MESSAGES.activated : PLATFORM_USER_MESSAGES.deactivated,
  };
}

/** ResetUserSystemPassword: e-mails the person the reset link; the admin never sees a password. */
export async function resetPlatformUserPassword(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; ip: string },
): Promise<string> {
  requireRole(auth, PLATFORM_ROLES);
  const user = await platformUser(deps.db, input.id);
  if (!user) throw new NotFoundError();
  requireRightsOver(auth, user.role);
  if (user.status !== "active") throw new ValidationError(USER_MESSAGES.resetInactive);
  const outcome = await requestPasswordReset(deps, { email: user.email, ip: input.ip });
  if (outcome === "limited") throw new ValidationError(USER_MESSAGES.resetLimited);
  await audit(deps.db, { auth, ip: input.ip }, "platform_user_password_reset_sent", user.id);
  return USER_MESSAGES.resetSent;
}
