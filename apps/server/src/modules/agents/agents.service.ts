import {
  type AgentCounts,
  type AgentStatus,
  BUSINESS_ROLES,
  type BusinessRole,
  isBusinessRole,
  ROLE_NAMES,
} from "@consola/shared";
import type { Database } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { requireBusinessMember, resolveSettingsBusiness } from "../../tenancy/business-access.js";
import {
  type BusinessDay,
  businessClock,
  businessDayOf,
  type Clock,
  systemClock,
} from "../../time/business-time.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { getBusiness } from "../business/business.repo.js";
import { type AgentRow, agentRows } from "./agents.repo.js";
import { announceAvailability, connectAgent, setAgentState } from "./presence.service.js";
import { bankedAt, freshPresence } from "./presence-rules.js";

type Deps = Pick<AppDeps, "db">;

function toAgentStatus(row: AgentRow, now: Date, today: BusinessDay): AgentStatus {
  const stored = row.presence;
  const presence = bankedAt(stored ?? freshPresence(now, today), now, today);
  const role: BusinessRole = isBusinessRole(row.role) ? row.role : "ProviderAgent";
  return {
    id: row.id,
    name: row.name,
    role,
    roleName: ROLE_NAMES[role],
    area: row.areaId !== null && row.areaName !== null ? { id: row.areaId, name: row.areaName } : null,
    availability: presence.state,
    startTime: presence.startedAt?.toISOString() ?? null,
    activeSeconds: presence.activeSeconds,
    inactiveSeconds: presence.inactiveSeconds,
    openChats: Number(row.openChats ?? 0),
  };
}

async function statusesOf(db: Database, businessId: number, now: Clock, onlyUserId?: number) {
  const business = await getBusiness(db, businessId);
  const instant = now();
  const today = businessDayOf(instant, businessClock(business));
  const rows = await agentRows(db, businessId, onlyUserId);
  return rows.map((row) => toAgentStatus(row, instant, today));
}

/** ListAll: every person of the business who can hold chats, with today's availability. */
export async function listAgents(
  deps: Deps,
  auth: AuthContext,
  query: { business_id?: number | undefined },
  now: Clock = systemClock,
): Promise<AgentStatus[]> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, query.business_id, BUSINESS_ROLES);
  return statusesOf(deps.db, businessId, now);
}

/** CalculateAgents: how many are connected (available or not) and how many are offline. */
export async function countAgents(
  deps: Deps,
  auth: AuthContext,
  query: { business_id?: number | undefined },
  now: Clock = systemClock,
): Promise<AgentCounts> {
  const agents = await listAgents(deps, auth, query, now);
  const available = agents.filter((agent) => agent.availability === "available").length;
  const notAvailable = agents.filter((agent) => agent.availability === "not_available").length;
  return {
    total: agents.length,
    connected: available + notAvailable,
    available,
    notAvailable,
    offline: agents.length - available - notAvailable,
  };
}

export async function myStatus(
  deps: Deps,
  auth: AuthContext,
  now: Clock = systemClock,
): Promise<AgentStatus> {
  const member = requireBusinessMember(auth);
  const [status] = await statusesOf(deps.db, member.businessId, now, member.userId);
  if (!status) throw new NotFoundError();
  return status;
}

export type AvailabilityChange = "connect" | "available" | "not_available";

/**
 * AddConnected, AddAvaible, AddNotAvaible: the caller's own availability; a real change is audited and told
 * to the business's managers.
 */
export async function changeMyAvailability(
  deps: Pick<AppDeps, "db" | "events">,
  auth: AuthContext,
  input: { change: AvailabilityChange; ip: string },
  now: Clock = systemClock,
): Promise<AgentStatus> {
  const member = requireBusinessMember(auth);
  const user = { id: member.userId, businessId: member.businessId };
  await transact(deps, async (tx, events) => {
    const result =
      input.change === "connect"
        ? await connectAgent(tx, user, now)
        : await setAgentState(tx, user, input.change, now);
    if (result.previous === result.current) return;
    announceAvailability(events, result);
    await recordAudit(tx, {
      ...auditedBy(member),
      action: "agent_availability_changed",
      entity: "agent_presence",
      entityId: member.userId,
      data: { from: result.previous, to: result.current },
      ip: input.ip,
    });
  });
  return myStatus(deps, auth, now);
}
