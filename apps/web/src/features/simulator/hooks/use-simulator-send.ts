import type { MessageView } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dropPending, type MessageData, upsertMessage } from "../../../data/chats/message-cache";
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

let sequence = 0;

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
      sequence += 1;
      const clientId = crypto.randomUUID();
      const optimistic: MessageView = {
        clientId,
        id: -Date.now() - sequence,
        conversationId: 0,
        contactId: 0,
        direction: "in",
        type:
          message.kind === "text"
            ? "text"
            : message.kind === "location"
              ? "location"
              : message.file.type.startsWith("image/")
                ? "image"
                : "media",
        author: "contact",
        agent: null,
        body: message.kind === "text" ? message.text : "",
        caption: message.kind === "file" ? message.caption : "",
        media:
          message.kind === "file"
            ? { key: "", mime: message.file.type, name: message.file.name, size: message.file.size }
            : null,
        mediaPending: message.kind === "file",
        location:
          message.kind === "location"
            ? { latitude: message.latitude, longitude: message.longitude, name: message.name }
            : null,
        template: null,
        status: "received",
        error: null,
        createdAt: new Date().toISOString(),
      };
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
