import type { AgentStatus } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/notify/toast";
import { agentKeys, fetchMyStatus, setMyAvailability } from "../api/agents-api";
import { useAgentsPoll } from "./use-agents";

/** The signed-in person's availability (MyStatus) and the switch that changes it. */
export function useMyAvailability(enabled: boolean) {
  const client = useQueryClient();
  const poll = useAgentsPoll();
  const status = useQuery({
    queryKey: agentKeys.mine,
    queryFn: ({ signal }) => fetchMyStatus(signal),
    enabled,
    refetchInterval: poll,
    staleTime: 0,
  });
  const change = useMutation({
    mutationFn: setMyAvailability,
    onSuccess: ({ status: next, message }) => {
      client.setQueryData<AgentStatus>(agentKeys.mine, next);
      // My row and the counters changed too.
      void client.invalidateQueries({ queryKey: ["agents", "list"] });
      void client.invalidateQueries({ queryKey: ["agents", "counts"] });
      if (message) toast.done(message, { bordered: true });
    },
    onError: (error) => toast.failed(error, { bordered: true }),
  });
  return { status, change };
}
