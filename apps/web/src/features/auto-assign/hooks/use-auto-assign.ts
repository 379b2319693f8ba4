import { HUB_EVENTS, type SaveAutoAssignBody } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { configKeys, useConfigBusiness } from "../../../data/config";
import { useHubEvent } from "../../../lib/hub/hub-context";
import { toast } from "../../../lib/notify/toast";
import { refreshQueries } from "../../../lib/query/refresh-queries";
import { fetchAgents, fetchAutoAssign, saveAutoAssign } from "../api/auto-assign-api";

/**
 * The settings live under autoAssign; the agents under users, since their capacity, area and status are the
 * users' (a capacity save raises both, a change on the users screen refreshes the list here). Each per
 * business: the business panel's reads of another business never mix with one's own.
 */
export const autoAssignKeys = {
  settings: (businessId: number | null) => [...configKeys.in("autoAssign", businessId), "settings"] as const,
  agents: (businessId: number | null) => [...configKeys.in("users", businessId), "assignable"] as const,
};

export function useAutoAssignSettings() {
  const businessId = useConfigBusiness();
  return useQuery({
    queryKey: autoAssignKeys.settings(businessId),
    queryFn: ({ signal }) => fetchAutoAssign(businessId, signal),
  });
}

/**
 * Their active chats change all the time: read them again whenever the page opens; their availability is
 * read again whenever the hub says it changed.
 */
export function useAssignableAgents() {
  const client = useQueryClient();
  const businessId = useConfigBusiness();
  useHubEvent(HUB_EVENTS.agentAvailability, () => refreshQueries(client, autoAssignKeys.agents(businessId)));
  return useQuery({
    queryKey: autoAssignKeys.agents(businessId),
    queryFn: ({ signal }) => fetchAgents(businessId, signal),
    refetchOnMount: "always",
  });
}

export function useSaveAutoAssign() {
  const client = useQueryClient();
  const businessId = useConfigBusiness();
  return useMutation({
    mutationFn: (body: SaveAutoAssignBody) => saveAutoAssign(businessId, body),
    onSuccess: ({ data, message }) => {
      client.setQueryData(autoAssignKeys.settings(businessId), data);
      void client.invalidateQueries({ queryKey: configKeys.of("users") });
      if (message) toast.done(message, { bordered: true });
    },
    onError: (error) => toast.failed(error, { bordered: true }),
  });
}
