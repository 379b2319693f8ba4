import {
  BUSINESS_ADMIN_ROLES,
  type BusinessDataFields,
  type BusinessSettings,
  type Colors,
  type ConfigKind,
  DEFAULT_TIME_ZONE,
  isBusinessTimeZone,
  type MyBusiness,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { NotFoundError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { type BusinessChanges, type BusinessRow, updateBusiness } from "./business.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Only the business's admin changes it (platform admins for a business they name). */
const WRITERS = BUSINESS_ADMIN_ROLES;

export function toMyBusiness(row: BusinessRow): MyBusiness {
  return {
    id: row.id,
    name: row.name,
    rfc: row.rfc,
    personType: row.personType,
    phone: row.phone,
    contact: { email: row.email },
    address: row.address,
    postalCode: row.postalCode,
    timeZone: isBusinessTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE,
    addHours: row.addHours,
    surveyActive: row.surveyActive,
    phoneCountry: row.phoneCountry,
    colors: row.colors,
  };
}

/** The retention period when the business has one; left out when it keeps everything (decision 015). */
export function retentionOf(row: BusinessRow): { retentionDays?: number } {
  return row.retentionDays === null ? {} : { retentionDays: row.retentionDays };
}

export function toSettings(row: BusinessRow): BusinessSettings {
  const { timeZone, addHours, phoneCountry } = toMyBusiness(row);
  return { BusinessTimeZone: timeZone, addHours, phoneCountry, ...retentionOf(row) };
}

type Target = { businessId: number | undefined; ip: string };

/**
 * One change to the business row, audited and announced in one transaction: every console of the business
 * reads that part again (ConfigChanged), and a new sign-in reads the new values at once.
 */
async function changeBusiness(
  deps: Deps,
  auth: AuthContext,
  target: Target,
  change: { action: string; what: ConfigKind; values: BusinessChanges; data?: Record<string, unknown> },
): Promise<BusinessRow> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, target.businessId, WRITERS);
  return transact(deps, async (tx, events) => {
    const row = await updateBusiness(tx, businessId, change.values);
    if (!row) throw new NotFoundError();
    await recordAudit(tx, {
      ...auditedBy({ businessId, userId: auth.userId }),
      action: change.action,
      entity: "business",
      entityId: businessId,
      data: change.data ?? change.values,
      ip: target.ip,
    });
    events.add("config.changed", { businessId, what: change.what });
    return row;
  });
}

export type MyBusinessValues = BusinessDataFields;

/** SaveMyBusiness: the business's own data, kept by its admin (AddBusiness stays the platform's call). */
export async function saveMyBusiness(
  deps: Deps,
  auth: AuthContext,
  input: Target & MyBusinessValues,
): Promise<MyBusiness> {
  const { businessId, ip, ...values } = input;
  const row = await changeBusiness(
    deps,
    auth,
    { businessId, ip },
    {
      action: "business_updated",
      what: "business",
      values,
    },
  );
  return toMyBusiness(row);
}

/**
 * SaveSettings: time zone, extra hours, the country of phones typed without a code and the retention period
 * (decision 015; left out, the business keeps its own).
 */
export async function saveSettings(
  deps: Deps,
  auth: AuthContext,
  input: Target & BusinessSettings,
): Promise<BusinessSettings> {
  const { businessId, ip, BusinessTimeZone, addHours, phoneCountry, retentionDays } = input;
  const row = await changeBusiness(
    deps,
    auth,
    { businessId, ip },
    {
      action: "business_settings_updated",
      what: "settings",
      values: {
        timeZone: BusinessTimeZone,
        addHours,
        phoneCountry,
        ...(retentionDays === undefined ? {} : { retentionDays }),
      },
    },
  );
  return toSettings(row);
}

/** SaveColors: every signed-in user of the business wears them on their next page load. */
export async function saveColors(
  deps: Deps,
  auth: AuthContext,
  input: Target & { colors: Colors },
): Promise<Colors> {
  const { businessId, ip, colors } = input;
  const row = await changeBusiness(
    deps,
    auth,
    { businessId, ip },
    {
      action: "business_colors_updated",
      what: "colors",
      values: { colors },
      data: { ...colors },
    },
  );
  return row.colors;
}

/** SaveSurveyActive: the business's survey switch. */
export async function saveSurveyActive(
  deps: Deps,
  auth: AuthContext,
  input: Target & { surveyActive: boolean },
): Promise<{ surveyActive: boolean }> {
  const { businessId, ip, surveyActive } = input;
  const row = await changeBusiness(
    deps,
    auth,
    { businessId, ip },
    {
      action: "business_surveys_switched",
      what: "surveys",
      values: { surveyActive },
    },
  );
  return { surveyActive: row.surveyActive };
}
