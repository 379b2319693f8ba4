import { HUB_EVENTS, type SaveAutoAssignBody } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { configKeys, useConfigBusiness } from "../../../data/config";
import { useHubEvent } from "../../../lib/hub/hub-context";
import { toast } from "../../../lib/notify/toast";
import { refreshQueries } from "../../../lib/query/refresh-queries";
import { saveAutoAssign } from "../api/auto-assign-api";
import { autoAssignQueries } from "../queries";

export function useAutoAssignSettings() {
  return useQuery(autoAssignQueries.settings(useConfigBusiness()));
}

/**
 * Their active chats change all the time: read them again whenever the page opens; their availability is
 * read again whenever the hub says it changed.
 */
export function useAssignableAgents() {
  const client = useQueryClient();
  const businessId = useConfigBusiness();
  const agents = autoAssignQueries.agents(businessId);
  useHubEvent(HUB_EVENTS.agentAvailability, () => refreshQueries(client, agents.queryKey));
  return useQuery({ ...agents, refetchOnMount: "always" });
}

export function useSaveAutoAssign() {
  const client = useQueryClient();
  const businessId = useConfigBusiness();
  return useMutation({
    mutationFn: (body: SaveAutoAssignBody) => saveAutoAssign(businessId, body),
    onSuccess: ({ data, message }) => {
      client.setQueryData(autoAssignQueries.settings(businessId).queryKey, data);
      void client.invalidateQueries({ queryKey: configKeys.of("users") });
      if (message) toast.done(message, { bordered: true });
    },
    onError: (error) => toast.failed(error, { bordered: true }),
  });
}
