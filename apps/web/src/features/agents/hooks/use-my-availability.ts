import type { AgentStatus } from "@consola/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api/error-message";
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
      if (message) notifications.show({ color: "teal", message, withBorder: true });
    },
    onError: (error) => notifications.show({ color: "red", message: errorMessage(error), withBorder: true }),
  });
  return { status, change };
}
