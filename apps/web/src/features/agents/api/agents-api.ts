import {
  type AgentCounts,
  type AgentStatus,
  agentsEndpoints,
  type BusinessSettings,
  businessEndpoints,
} from "@consola/shared";
import { call } from "../../../lib/api/call";

/** Platform admins name the business; business roles send nothing and get their own. */
export type AgentScope = { businessId: number | null };

export const agentKeys = {
  all: ["agents"] as const,
  /** Every business's list, and every business's counters: what a change of my availability moves. */
  lists: ["agents", "list"] as const,
  allCounts: ["agents", "counts"] as const,
  list: (scope: AgentScope) => ["agents", "list", scope.businessId] as const,
  counts: (scope: AgentScope) => ["agents", "counts", scope.businessId] as const,
  mine: ["agents", "mine"] as const,
  settings: (businessId: number) => ["agents", "settings", businessId] as const,
};

export async function fetchAgents(scope: AgentScope, signal?: AbortSignal): Promise<AgentStatus[]> {
  return (await call(agentsEndpoints.list, undefined, { signal, business: scope.businessId })).data;
}

export async function fetchAgentCounts(scope: AgentScope, signal?: AbortSignal): Promise<AgentCounts> {
  return (await call(agentsEndpoints.counts, undefined, { signal, business: scope.businessId })).data;
}

export async function fetchMyStatus(signal?: AbortSignal): Promise<AgentStatus> {
  return (await call(agentsEndpoints.mine, undefined, { signal })).data;
}

/** Available goes through GET AddAvaible, not available through POST AddNotAvaible (spec section 7). */
export async function setMyAvailability(
  available: boolean,
): Promise<{ status: AgentStatus; message: string }> {
  const { data, message } = await call(available ? agentsEndpoints.available : agentsEndpoints.notAvailable);
  return { status: data, message };
}

/** The chosen business's clock, so a platform admin reads start times as that business does. */
export async function fetchBusinessSettings(
  businessId: number,
  signal?: AbortSignal,
): Promise<BusinessSettings> {
  return (await call(businessEndpoints.settings, undefined, { signal, business: businessId })).data;
}
