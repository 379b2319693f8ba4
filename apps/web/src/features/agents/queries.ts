import { queryOptions } from "@tanstack/react-query";
import {
  type AgentScope,
  agentKeys,
  fetchAgentCounts,
  fetchAgents,
  fetchBusinessSettings,
  fetchMyStatus,
} from "./api/agents-api";

/**
 * Availability moves all the time, so the lists are never taken as fresh; the hooks add their poll and
 * when to ask. A business's clock hardly ever changes.
 */
export const agentQueries = {
  list: (scope: AgentScope) =>
    queryOptions({
      queryKey: agentKeys.list(scope),
      queryFn: ({ signal }) => fetchAgents(scope, signal),
      staleTime: 0,
    }),
  counts: (scope: AgentScope) =>
    queryOptions({
      queryKey: agentKeys.counts(scope),
      queryFn: ({ signal }) => fetchAgentCounts(scope, signal),
      staleTime: 0,
    }),
  mine: () =>
    queryOptions({
      queryKey: agentKeys.mine,
      queryFn: ({ signal }) => fetchMyStatus(signal),
      staleTime: 0,
    }),
  settings: (businessId: number) =>
    queryOptions({
      queryKey: agentKeys.settings(businessId),
      queryFn: ({ signal }) => fetchBusinessSettings(businessId, signal),
      staleTime: 10 * 60_000,
    }),
};
