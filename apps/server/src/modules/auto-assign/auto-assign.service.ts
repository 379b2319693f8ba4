import {
  type AssignableAgent,
  AUTO_ASSIGN_MESSAGES,
  type AutoAssignFallback,
  type AutoAssignSettings,
  BUSINESS_ADMIN_ROLES,
  BUSINESS_MANAGER_ROLES,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, auditedChange } from "../audit/audit.js";
import {
  assignableAgentsOf,
  autoAssignSettingsOf,
  saveAgentCapacities,
  saveAutoAssignSettings,
} from "./auto-assign.repo.js";

/** Supervisors may look at the settings; only admins change them. */
const READERS = BUSINESS_MANAGER_ROLES;
const WRITERS = BUSINESS_ADMIN_ROLES;

export async function getAutoAssign(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined },
): Promise<AutoAssignSettings> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, READERS);
  const settings = await autoAssignSettingsOf(deps.db, businessId);
  if (!settings) throw new NotFoundError();
  return settings;
}

/** ListAgents: who automatic assignment can give chats to, with their area and capacity. */
export async function listAgents(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { businessId: number | undefined },
): Promise<AssignableAgent[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, READERS);
  return assignableAgentsOf(deps.db, businessId);
}

/**
 * SaveAutoAssign: the business's settings and, when given, agents' own capacities, all or nothing; every open
 * console of the business reads them again.
 */
export async function saveAutoAssign(
  deps: Pick<AppDeps, "db" | "events">,
  auth: AuthContext,
  input: Omit<AutoAssignSettings, "whenNobody"> & {
    whenNobody: AutoAssignFallback | undefined;
    agents: { id: number; maxOpenChats: number | null }[];
    businessId: number | undefined;
    ip: string;
  },
): Promise<AutoAssignSettings> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, WRITERS);
  const { enabled, byArea, maxChatsPerAgent, whenNobody, agents } = input;
  return transact(deps, async (tx, events) => {
    const saved = await auditedChange(
      tx,
      (inner) => saveAutoAssignSettings(inner, businessId, { enabled, byArea, maxChatsPerAgent, whenNobody }),
      (row) => ({
        ...auditedBy({ businessId, userId: auth.userId }),
        action: "auto_assign_saved",
        entity: "business",
        entityId: businessId,
        data: { ...row, ...(agents.length > 0 ? { agents } : {}) },
        ip: input.ip,
      }),
    );
    // An id of another business (or not an agent) changes nothing: refuse the whole save rather than half of it.
    if ((await saveAgentCapacities(tx, businessId, agents)) !== agents.length) {
      throw new ValidationError(AUTO_ASSIGN_MESSAGES.agentNotInBusiness);
    }
    events.add("config.changed", { businessId, what: "autoAssign" });
    // Capacities live on the users: the screens listing them read them again too.
    if (agents.length > 0) events.add("config.changed", { businessId, what: "users" });
    return saved;
  });
}
