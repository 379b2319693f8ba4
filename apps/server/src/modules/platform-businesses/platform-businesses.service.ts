import {
  type AddBusinessValues,
  type BusinessListFilter,
  type BusinessListPage,
  type Colors,
  DEFAULT_COLORS,
  PLATFORM_ROLES,
  type PlatformBusiness,
  type SaveBusinessValues,
  USER_MESSAGES,
} from "@consola/shared";
import { isUniqueViolation } from "../../db/errors.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireRole } from "../../tenancy/auth-context.js";
import { recordAudit } from "../audit/audit.js";
import { requestPasswordReset } from "../auth/password-reset.js";
import {
  type BusinessChanges,
  type BusinessRow,
  getBusiness,
  updateBusiness,
} from "../business/business.repo.js";
import { retentionOf, toMyBusiness } from "../business/business.service.js";
import { emailInUse, insertCompanyUser } from "../users/company-users.repo.js";
import { insertBusinessDefaults, NEW_BUSINESS_DEFAULTS } from "./business-defaults.js";
import { businessesPage, insertBusiness, lockBusinessRow } from "./platform-businesses.repo.js";

type Deps = Pick<AppDeps, "db" | "events" | "config" | "mailer" | "logger" | "tasks">;

/** Every call of /admin/business is the platform admins' (Super, VocomAdmin); business roles get 403. */
export function requirePlatformAdmin(auth: AuthContext): void {
  requireRole(auth, PLATFORM_ROLES);
}

export function toPlatformBusiness(row: BusinessRow): PlatformBusiness {
  return {
    ...toMyBusiness(row),
    accessKey: { key: row.accessKey },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...retentionOf(row),
  };
}

export async function listBusinesses(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { search: string | undefined; status: BusinessListFilter; take: number; after: number | undefined },
): Promise<BusinessListPage> {
  requirePlatformAdmin(auth);
  return businessesPage(deps.db, input);
}

export async function getPlatformBusiness(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  id: number,
): Promise<PlatformBusiness> {
  requirePlatformAdmin(auth);
  return toPlatformBusiness(await getBusiness(deps.db, id));
}

type BusinessForm = Omit<SaveBusinessValues, "id">;

/**
 * The form's fields as the business row names them; colours and retention period left out keep what
 * `current` has (a new business: the default colours, and no period, which keeps everything).
 */
function rowValues(
  form: BusinessForm,
  current: { colors: Colors; retentionDays: number | null },
): Required<BusinessChanges> {
  return {
    name: form.name,
    rfc: form.rfc,
    personType: form.personType,
    phone: form.phone,
    email: form.email,
    address: form.address,
    postalCode: form.postalCode,
    timeZone: form.timeZone,
    addHours: form.addHours,
    phoneCountry: form.phoneCountry,
    surveyActive: form.surveyActive,
    colors: form.colors ?? current.colors,
    retentionDays: form.retentionDays === undefined ? current.retentionDays : form.retentionDays,
  };
}

/**
 * AddBusiness: in one transaction the business, its defaults (closing categories, hours, bot and out-of-hours
 * texts) and its first ProviderAdmin, with no password; after the commit that admin gets the same welcome
 * e-mail as any new person of a business (AddUser), with the link to choose a password.
 */
export async function addBusiness(
  deps: Deps,
  auth: AuthContext,
  input: AddBusinessValues & { ip: string },
): Promise<PlatformBusiness> {
  requirePlatformAdmin(auth);
  const { admin, ip, ...form } = input;
  try {
    const row = await transact(deps, async (tx) => {
      if (await emailInUse(tx, admin.email)) throw new ValidationError(USER_MESSAGES.emailTaken);
      const business = await insertBusiness(
        tx,
        rowValues(form, { colors: DEFAULT_COLORS, retentionDays: null }),
      );
      await insertBusinessDefaults(tx, business.id, NEW_BUSINESS_DEFAULTS);
      const { id: adminId } = await insertCompanyUser(tx, business.id, {
        name: admin.name,
        nickname: admin.name.split(" ")[0] ?? admin.name,
        email: admin.email,
        role: "ProviderAdmin",
        areaId: null,
        position: "",
        phone: "",
        maxOpenChats: null,
        status: "active",
      });
      await recordAudit(tx, {
        businessId: business.id,
        actorUserId: auth.userId,
        action: "business_created",
        entity: "business",
        entityId: business.id,
        data: { firstAdminUserId: adminId, phoneCountry: form.phoneCountry },
        ip,
      });
      await recordAudit(tx, {
        businessId: business.id,
        actorUserId: auth.userId,
        action: "user_created",
        entity: "user",
        entityId: adminId,
        data: { role: "ProviderAdmin" },
        ip,
      });
      return business;
    });
    await requestPasswordReset(deps, { email: admin.email, ip, kind: "welcome" });
    return toPlatformBusiness(row);
  } catch (error) {
    // The unique index decides when two creations with the same admin e-mail race.
    if (isUniqueViolation(error, "users_email_unique")) throw new ValidationError(USER_MESSAGES.emailTaken);
    throw error;
  }
}

/** A value as text with object keys sorted: jsonb gives the colours back in its own key order. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
}

/** The names of the fields a save changed: the audit entry keeps these, never the values. */
function changedFields(before: BusinessRow, after: Required<BusinessChanges>): string[] {
  return (Object.keys(after) as (keyof BusinessChanges)[]).filter(
    (field) => canonical(before[field]) !== canonical(after[field]),
  );
}

/** SaveBusiness: the platform admin edits the business's data, clock, survey switch and colours. */
export async function saveBusiness(
  deps: Deps,
  auth: AuthContext,
  input: SaveBusinessValues & { ip: string },
): Promise<PlatformBusiness> {
  requirePlatformAdmin(auth);
  const { id, ip, ...form } = input;
  const row = await transact(deps, async (tx, events) => {
    const before = await lockBusinessRow(tx, id);
    if (!before) throw new NotFoundError();
    const values = rowValues(form, before);
    const changed = changedFields(before, values);
    if (changed.length === 0) return before;
    const saved = await updateBusiness(tx, id, values);
    if (!saved) throw new NotFoundError();
    await recordAudit(tx, {
      businessId: id,
      actorUserId: auth.userId,
      action: "business_platform_updated",
      entity: "business",
      entityId: id,
      data: { changed },
      ip,
    });
    // Every open console of the business reads its data, clock and colours again.
    for (const what of ["business", "settings", "colors", "surveys"] as const) {
      events.add("config.changed", { businessId: id, what });
    }
    return saved;
  });
  return toPlatformBusiness(row);
}
