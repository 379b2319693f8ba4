import {
  type AgentCounts,
  type AgentStatus,
  agentCountsSchema,
  agentStatusListSchema,
  agentStatusSchema,
  type BusinessSettings,
  businessSettingsSchema,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

/** Platform admins name the business; business roles send nothing and get their own. */
export type AgentScope = { businessId: number | null };

export const agentKeys = {
  all: ["agents"] as const,
  list: (scope: AgentScope) => ["agents", "list", scope.businessId] as const,
  counts: (scope: AgentScope) => ["agents", "counts", scope.businessId] as const,
  mine: ["agents", "mine"] as const,
  settings: (businessId: number) => ["agents", "settings", businessId] as const,
};

const query = (scope: AgentScope) => (scope.businessId ? { business_id: scope.businessId } : undefined);

export async function fetchAgents(scope: AgentScope, signal?: AbortSignal): Promise<AgentStatus[]> {
  const data = await api.get<unknown>("/api/agent/ListAll", query(scope), { signal });
  return parseResponse(agentStatusListSchema, data, "ListAll");
}

export async function fetchAgentCounts(scope: AgentScope, signal?: AbortSignal): Promise<AgentCounts> {
  const data = await api.get<unknown>("/api/agent/CalculateAgents", query(scope), { signal });
  return parseResponse(agentCountsSchema, data, "CalculateAgents");
}

export async function fetchMyStatus(signal?: AbortSignal): Promise<AgentStatus> {
  const data = await api.get<unknown>("/api/agent/MyStatus", undefined, { signal });
  return parseResponse(agentStatusSchema, data, "MyStatus");
}

/** Available goes through GET AddAvaible, not available through POST AddNotAvaible (spec section 7). */
export async function setMyAvailability(
  available: boolean,
): Promise<{ status: AgentStatus; message: string }> {
  const { data, message } = available
    ? await api.request<unknown>("/api/agent/AddAvaible", { method: "GET" })
    : await api.request<unknown>("/api/agent/AddNotAvaible", { method: "POST" });
  return { status: parseResponse(agentStatusSchema, data, "availability"), message };
}

/** The chosen business's clock, so a platform admin reads start times as that business does. */
export async function fetchBusinessSettings(
  businessId: number,
  signal?: AbortSignal,
): Promise<BusinessSettings> {
  const { data } = await api.request<unknown>("/api/admin/Settings", {
    method: "POST",
    query: { business_id: businessId },
    signal,
  });
  return parseResponse(businessSettingsSchema, data, "Settings");
}
