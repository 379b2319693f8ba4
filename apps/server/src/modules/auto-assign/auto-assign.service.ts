import type { AutoAssignSettings } from "@consola/shared";
import type { Database } from "../../db/client.js";
import { NotFoundError } from "../../http/errors.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { recordAudit } from "../audit/audit.js";
import { autoAssignSettingsOf, saveAutoAssignSettings } from "./auto-assign.repo.js";

/** Supervisors may look at the settings; only admins change them. */
const READERS = ["ProviderAdmin", "ProviderSupervisor"] as const;
const WRITERS = ["ProviderAdmin"] as const;

export async function getAutoAssign(
  auth: AuthContext,
  input: { businessId: number | undefined },
  db: Database,
): Promise<AutoAssignSettings> {
  const businessId = await resolveSettingsBusiness(db, auth, input.businessId, READERS);
  const settings = await autoAssignSettingsOf(db, businessId);
  if (!settings) throw new NotFoundError();
  return settings;
}

export async function saveAutoAssign(
  auth: AuthContext,
  input: AutoAssignSettings & { businessId: number | undefined; ip: string },
  db: Database,
): Promise<AutoAssignSettings> {
  const businessId = await resolveSettingsBusiness(db, auth, input.businessId, WRITERS);
  const settings = { enabled: input.enabled, byArea: input.byArea, maxChatsPerAgent: input.maxChatsPerAgent };
  return db.transaction(async (tx) => {
    const saved = await saveAutoAssignSettings(tx, businessId, settings);
    if (!saved) throw new NotFoundError();
    await recordAudit(tx, {
      businessId,
      actorUserId: auth.userId,
      action: "auto_assign_saved",
      entity: "business",
      entityId: businessId,
      data: saved,
      ip: input.ip,
    });
    return saved;
  });
}
