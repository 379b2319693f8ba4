import {
  type ActiveUserResult,
  BUSINESS_ADMIN_ROLES,
  type BusinessRole,
  type CompanyUser,
  normalizePhone,
  USER_MESSAGES,
  type UserPage,
  type UserStatus,
} from "@consola/shared";
import type { Transaction } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { requestPasswordReset } from "../auth/password-reset.js";
import { businessPhoneCountry } from "../business/business.repo.js";
import { assignWaitingChats } from "../conversations/auto-assign.js";
import {
  areaOfBusiness,
  companyUser,
  companyUsersPage,
  emailInUse,
  hasOtherActiveAdmin,
  insertCompanyUser,
  lockBusiness,
  lockCompanyUser,
  type UserValues,
  updateCompanyUser,
} from "./company-users.repo.js";
import { applyDeactivation } from "./deactivate-user.js";

type Deps = Pick<AppDeps, "db" | "events" | "config" | "mailer" | "logger" | "tasks">;

/** Only the business's administrators manage its people (platform admins for a business they name). */
const MANAGERS = BUSINESS_ADMIN_ROLES;

type Actor = { businessId: number; userId: number; ip: string };

export async function listCompanyUsers(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: {
    businessId: number | undefined;
    search: string | undefined;
    take: number;
    after: number | undefined;
  },
): Promise<UserPage> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, MANAGERS);
  const page = await companyUsersPage(deps.db, businessId, input);
  return { ...page, phoneCountry: await businessPhoneCountry(deps.db, businessId) };
}

/** The "is this e-mail free" check of the user form: the caller's own person being edited does not count. */
export async function checkUserEmail(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined; email: string; id: number | undefined },
): Promise<{ available: boolean }> {
  await resolveSettingsBusiness(deps.db, auth, input.businessId, MANAGERS);
  return { available: !(await emailInUse(deps.db, input.email, input.id)) };
}

/** Refuses a change that would leave the business without an active administrator. */
async function keepAnAdmin(
  tx: Transaction,
  businessId: number,
  before: { id: number; role: string; status: UserStatus },
  after: { role: BusinessRole; status: UserStatus },
) {
  const wasAdmin = before.role === "ProviderAdmin" && before.status === "active";
  const staysAdmin = after.role === "ProviderAdmin" && after.status === "active";
  if (wasAdmin && !staysAdmin && !(await hasOtherActiveAdmin(tx, businessId, before.id))) {
    throw new ValidationError(USER_MESSAGES.lastAdmin);
  }
}

async function deactivate(tx: Transaction, events: PendingEvents, actor: Actor, userId: number) {
  const chatsReturned = await applyDeactivation(tx, events, { businessId: actor.businessId, userId });
  await recordAudit(tx, {
    ...auditedBy(actor),
    action: "user_deactivated",
    entity: "user",
    entityId: userId,
    data: { chatsReturned },
    ip: actor.ip,
  });
  return chatsReturned;
}

/** After chats went back to the queue: automatic assignment may give them to someone free at once. */
async function reassignReturnedChats(deps: Deps, businessId: number, chatsReturned: number) {
  if (chatsReturned === 0) return;
  try {
    await assignWaitingChats(deps, businessId);
  } catch (error) {
    deps.logger.error({ err: error, businessId }, "assigning chats returned by a deactivated user failed");
  }
}

export type SaveUserInput = Omit<UserValues, "email"> & {
  id: number | undefined;
  email: string;
  status: UserStatus | undefined;
  businessId: number | undefined;
  ip: string;
};

/**
 * AddUser: creates a person of the business (active unless said otherwise; they get a welcome e-mail with a
 * link to choose their password, which nobody else ever sees) or updates one. Making a person inactive has
 * the effects of ActiveUser; the business always keeps an active administrator.
 */
export async function saveCompanyUser(
  deps: Deps,
  auth: AuthContext,
  input: SaveUserInput,
): Promise<{ user: CompanyUser; message: string }> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, MANAGERS);
  const actor: Actor = { businessId, userId: auth.userId, ip: input.ip };
  const creating = input.id === undefined;
  try {
    const saved = await transact(deps, async (tx, events) => {
      const business = await lockBusiness(tx, businessId);
      if (!business) throw new NotFoundError();
      const phone = normalizePhone(input.phone, business.phoneCountry);
      if (!phone) throw new ValidationError(USER_MESSAGES.phoneInvalid);
      if (input.areaId !== null && !(await areaOfBusiness(tx, businessId, input.areaId))) {
        throw new ValidationError(USER_MESSAGES.areaInvalid);
      }
      if (await emailInUse(tx, input.email, input.id)) throw new ValidationError(USER_MESSAGES.emailTaken);
      const values: UserValues = {
        name: input.name,
        nickname: input.nickname,
        email: input.email,
        role: input.role,
        areaId: input.areaId,
        position: input.position,
        phone,
        maxOpenChats: input.maxOpenChats,
      };

      let id: number;
      let chatsReturned: number | null = null;
      if (input.id === undefined) {
        ({ id } = await insertCompanyUser(tx, businessId, { ...values, status: input.status ?? "active" }));
      } else {
        const before = await lockCompanyUser(tx, businessId, input.id);
        if (!before) throw new NotFoundError();
        const status = input.status ?? before.status;
        await keepAnAdmin(tx, businessId, before, { role: input.role, status });
        await updateCompanyUser(tx, businessId, before.id, { ...values, status });
        id = before.id;
        if (before.status === "active" && status === "inactive") {
          chatsReturned = await deactivate(tx, events, actor, id);
        } else if (status === "active" && (before.role !== values.role || before.areaId !== values.areaId)) {
          events.add("user.access_changed", { userId: id, businessId, role: values.role });
        }
      }
      await recordAudit(tx, {
        ...auditedBy(actor),
        action: creating ? "user_created" : "user_updated",
        entity: "user",
        entityId: id,
        data: { role: values.role, areaId: values.areaId, email: values.email },
        ip: input.ip,
      });
      events.add("config.changed", { businessId, what: "users" });
      // The areas screen lists each area's people.
      events.add("config.changed", { businessId, what: "areas" });
      const user = await companyUser(tx, businessId, id);
      if (!user) throw new Error(`user ${id} vanished while saving`);
      return { user, chatsReturned };
    });
    if (creating && saved.user.status === "active") {
      await requestPasswordReset(deps, { email: saved.user.email, ip: input.ip, kind: "welcome" });
    }
    if (saved.chatsReturned !== null) await reassignReturnedChats(deps, businessId, saved.chatsReturned);
    const message = creating
      ? USER_MESSAGES.created
      : saved.chatsReturned !== null
        ? USER_MESSAGES.deactivated(saved.chatsReturned)
        : USER_MESSAGES.updated;
    return { user: saved.user, message };
  } catch (error) {
    // The unique index decides when two saves of the same address race.
    if (isUniqueViolation(error, "users_email_unique")) throw new ValidationError(USER_MESSAGES.emailTaken);
    throw error;
  }
}

/** ActiveUser: activates a person, or deactivates them with every effect of applyDeactivation. */
export async function setCompanyUserActive(
  deps: Deps,
  auth: AuthContext,
  input: { businessId: number | undefined; id: number; active: boolean; ip: string },
): Promise<{ result: ActiveUserResult; message: string }> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, MANAGERS);
  const actor: Actor = { businessId, userId: auth.userId, ip: input.ip };
  const status: UserStatus = input.active ? "active" : "inactive";
  const result = await transact(deps, async (tx, events) => {
    if (!(await lockBusiness(tx, businessId))) throw new NotFoundError();
    const before = await lockCompanyUser(tx, businessId, input.id);
    if (!before) throw new NotFoundError();
    if (before.status === status) return { id: before.id, status, chatsReturned: 0 };
    await keepAnAdmin(tx, businessId, before, { role: before.role as BusinessRole, status });
    await updateCompanyUser(tx, businessId, before.id, { status });
    let chatsReturned = 0;
    if (status === "inactive") {
      chatsReturned = await deactivate(tx, events, actor, before.id);
    } else {
      await recordAudit(tx, {
        ...auditedBy(actor),
        action: "user_activated",
        entity: "user",
        entityId: before.id,
        ip: input.ip,
      });
    }
    events.add("config.changed", { businessId, what: "users" });
    return { id: before.id, status, chatsReturned };
  });
  await reassignReturnedChats(deps, businessId, result.chatsReturned);
  const message = input.active ? USER_MESSAGES.activated : USER_MESSAGES.deactivated(result.chatsReturned);
  return { result, message };
}

/** Sends the person the reset e-mail (the same link as "forgot password"); the admin never sees a password. */
export async function resetCompanyUserPassword(
  deps: Deps,
  auth: AuthContext,
  input: { businessId: number | undefined; id: number; ip: string },
): Promise<string> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, MANAGERS);
  const user = await companyUser(deps.db, businessId, input.id);
  if (!user) throw new NotFoundError();
  if (user.status !== "active") throw new ValidationError(USER_MESSAGES.resetInactive);
  const outcome = await requestPasswordReset(deps, { email: user.email, ip: input.ip });
  if (outcome === "limited") throw new ValidationError(USER_MESSAGES.resetLimited);
  await recordAudit(deps.db, {
    ...auditedBy({ businessId, userId: auth.userId }),
    action: "user_password_reset_sent",
    entity: "user",
    entityId: user.id,
    ip: input.ip,
  });
  return USER_MESSAGES.resetSent;
}
