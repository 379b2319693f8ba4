import type { AutoAssignSettings } from "@consola/shared";
import { BUSINESS_ADMIN_ROLES, BUSINESS_MANAGER_ROLES } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { NotFoundError } from "../../http/errors.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedChange } from "../audit/audit.js";
import { autoAssignSettingsOf, saveAutoAssignSettings } from "./auto-assign.repo.js";

type Deps = Pick<AppDeps, "db">;

/** Supervisors may look at the settings; only admins change them. */
const READERS = BUSINESS_MANAGER_ROLES;
const WRITERS = BUSINESS_ADMIN_ROLES;

export async function getAutoAssign(
  deps: Deps,
  auth: AuthContext,
  input: { businessId: number | undefined },
): Promise<AutoAssignSettings> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, READERS);
  const settings = await autoAssignSettingsOf(deps.db, businessId);
  if (!settings) throw new NotFoundError();
  return settings;
}

export async function saveAutoAssign(
  deps: Deps,
  auth: AuthContext,
  input: AutoAssignSettings & { businessId: number | undefined; ip: string },
): Promise<AutoAssignSettings> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  const settings = { enabled: input.enabled, byArea: input.byArea, maxChatsPerAgent: input.maxChatsPerAgent };
  return auditedChange(
    deps.db,
    (tx) => saveAutoAssignSettings(tx, businessId, settings),
    (saved) => ({
      businessId,
      actorUserId: auth.userId,
      action: "auto_assign_saved",
      entity: "business",
      entityId: businessId,
      data: saved,
      ip: input.ip,
    }),
  );
}
