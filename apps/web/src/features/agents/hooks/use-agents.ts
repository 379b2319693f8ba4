import { HUB_EVENTS } from "@consola/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useHubEvent } from "../../../lib/hub/hub-context";
import { type AgentScope, agentKeys, fetchAgentCounts, fetchAgents } from "../api/agents-api";

/** Presence changes have no hub event of their own; every 30 s the screen asks again. */
export const AGENTS_REFRESH_MS = 30_000;

/** The people and the counters of one business, refreshed every 30 s and when chats change hands. */
export function useAgents(scope: AgentScope, enabled: boolean) {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: agentKeys.list(scope),
    queryFn: ({ signal }) => fetchAgents(scope, signal),
    enabled,
    refetchInterval: AGENTS_REFRESH_MS,
    staleTime: 0,
  });
  const counts = useQuery({
    queryKey: agentKeys.counts(scope),
    queryFn: ({ signal }) => fetchAgentCounts(scope, signal),
    enabled,
    refetchInterval: AGENTS_REFRESH_MS,
    staleTime: 0,
  });

  // Open chats move with these events; only this screen's two queries ask again.
  const refresh = () => void client.invalidateQueries({ queryKey: agentKeys.all });
  useHubEvent(HUB_EVENTS.reassign, refresh);
  useHubEvent(HUB_EVENTS.dessign, refresh);
  useHubEvent(HUB_EVENTS.newContact, refresh);

  return { list, counts };
}
