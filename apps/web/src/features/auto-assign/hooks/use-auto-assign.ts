import type { SaveAutoAssignBody } from "@consola/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { configKeys } from "../../../data/config";
import { errorMessage } from "../../../lib/api/error-message";
import { fetchAgents, fetchAutoAssign, saveAutoAssign } from "../api/auto-assign-api";

/**
 * The settings live under autoAssign; the agents under users, since their capacity, area and status are the
 * users' (a capacity save raises both, a change on the users screen refreshes the list here).
 */
export const autoAssignKeys = {
  settings: [...configKeys.of("autoAssign"), "settings"] as const,
  agents: [...configKeys.of("users"), "assignable"] as const,
};

export function useAutoAssignSettings() {
  return useQuery({ queryKey: autoAssignKeys.settings, queryFn: ({ signal }) => fetchAutoAssign(signal) });
}

/** Their active chats change all the time: read them again whenever the page opens. */
export function useAssignableAgents() {
  return useQuery({
    queryKey: autoAssignKeys.agents,
    queryFn: ({ signal }) => fetchAgents(signal),
    refetchOnMount: "always",
  });
}

export function useSaveAutoAssign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAutoAssignBody) => saveAutoAssign(body),
    onSuccess: ({ data, message }) => {
      client.setQueryData(autoAssignKeys.settings, data);
      void client.invalidateQueries({ queryKey: autoAssignKeys.agents });
      if (message) notifications.show({ color: "teal", message, withBorder: true });
    },
    onError: (error) => notifications.show({ color: "red", message: errorMessage(error), withBorder: true }),
  });
}
