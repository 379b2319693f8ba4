import { HUB_EVENTS, isBusinessManager } from "@consola/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useHubEvent } from "../../../lib/hub/hub-context";
import { refreshQueries } from "../../../lib/query/refresh-queries";
import { useSession } from "../../../lib/session/use-session";
import { type AgentScope, agentKeys } from "../api/agents-api";
import { agentQueries } from "../queries";

/**
 * How often the screen asks again when the hub does not tell it: availability changes reach only the
 * business's managers (AgentAvailability); agents, and platform admins looking at a business, are not told.
 */
export const AGENTS_POLL_MS = 30_000;

/** No poll for a manager, whom the hub tells at once; the poll for everyone else. */
export function useAgentsPoll(): number | false {
  const { role } = useSession();
  return role !== null && isBusinessManager(role) ? false : AGENTS_POLL_MS;
}

/** The people and the counters of one business, read again when someone's availability or chats change. */
export function useAgents(scope: AgentScope, enabled: boolean) {
  const client = useQueryClient();
  const poll = useAgentsPoll();
  const list = useQuery({
    ...agentQueries.list(scope),
    enabled,
    refetchInterval: poll,
  });
  const counts = useQuery({
    ...agentQueries.counts(scope),
    enabled,
    refetchInterval: poll,
  });

  // Availability and open chats move with these events; only this screen's queries ask again.
  const refresh = () => refreshQueries(client, agentKeys.all);
  useHubEvent(HUB_EVENTS.agentAvailability, refresh);
  useHubEvent(HUB_EVENTS.reassign, refresh);
  useHubEvent(HUB_EVENTS.dessign, refresh);
  useHubEvent(HUB_EVENTS.newContact, refresh);

  return { list, counts };
}
