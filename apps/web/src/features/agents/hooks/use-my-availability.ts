import type { AgentStatus } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/notify/toast";
import { agentKeys, setMyAvailability } from "../api/agents-api";
import { agentQueries } from "../queries";
import { useAgentsPoll } from "./use-agents";

/** The signed-in person's availability (MyStatus) and the switch that changes it. */
export function useMyAvailability(enabled: boolean) {
  const client = useQueryClient();
  const poll = useAgentsPoll();
  const status = useQuery({
    ...agentQueries.mine(),
    enabled,
    refetchInterval: poll,
  });
  const change = useMutation({
    mutationFn: setMyAvailability,
    onSuccess: ({ status: next, message }) => {
      client.setQueryData<AgentStatus>(agentKeys.mine, next);
      // My row and the counters changed too.
      void client.invalidateQueries({ queryKey: agentKeys.lists });
      void client.invalidateQueries({ queryKey: agentKeys.allCounts });
      if (message) toast.done(message, { bordered: true });
    },
    onError: (error) => toast.failed(error, { bordered: true }),
  });
  return { status, change };
}
