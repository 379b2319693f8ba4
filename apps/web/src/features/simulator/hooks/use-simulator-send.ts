import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dropPending, type MessageData, upsertMessage } from "../../../data/chats/message-cache";
import { pendingMessage } from "../../../data/chats/pending-message";
import {
  type SimulatorChannel,
  type SimulatorScope,
  simulatorApi,
  simulatorKeys,
} from "../api/simulator-api";

export type SimulatedMessage =
  | { kind: "text"; text: string }
  | { kind: "file"; file: File; caption: string }
  | { kind: "location"; latitude: number; longitude: number; name: string };

/** The contact writes: shown at once, then the hub (or a refetch) brings the stored message. */
export function useSimulatorSend(
  scope: SimulatorScope,
  who: { phoneNumber: string; name: string; channel: SimulatorChannel },
) {
  const queryClient = useQueryClient();
  const key = simulatorKeys.conversation(scope.businessId, who.phoneNumber);
  const base = {
    phoneNumber: who.phoneNumber,
    channel: who.channel,
    ...(who.name.trim() ? { name: who.name.trim() } : {}),
  };
  return useMutation({
    mutationFn: (message: SimulatedMessage) => {
      if (message.kind === "file")
        return simulatorApi.sendFile(scope, { ...base, caption: message.caption, file: message.file });
      if (message.kind === "location") {
        return simulatorApi.send(scope, {
          ...base,
          location: {
            latitude: message.latitude,
            longitude: message.longitude,
            ...(message.name.trim() ? { name: message.name.trim() } : {}),
          },
        });
      }
      return simulatorApi.send(scope, { ...base, message: message.text });
    },
    onMutate: (message) => {
      const clientId = crypto.randomUUID();
      const optimistic = pendingMessage(
        message,
        {
          conversationId: 0,
          contactId: 0,
          direction: "in",
          author: "contact",
          agent: null,
          status: "received",
        },
        clientId,
      );
      queryClient.setQueryData<MessageData>(key, (data) => (data ? upsertMessage(data, optimistic) : data));
      return { clientId };
    },
    onError: (_error, _message, context) => {
      if (context)
        queryClient.setQueryData<MessageData>(key, (data) =>
          data ? dropPending(data, context.clientId) : data,
        );
    },
    // The refetch replaces every page at once: the optimistic copy gives way to the stored message.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
