import { HUB_EVENTS, type HubMessageStatus, type HubNewMessage, type MessageView } from "@consola/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useHubEvent } from "../../../lib/hub/hub-context";
import { type MessageData, patchMessage, upsertMessage } from "../../conversations/api/message-cache";
import { conversationKeys } from "../../conversations/api/query-keys";

/** The open chat's history follows the hub: new messages append, sent ones update their ticks. */
export function useDetailMessagesLive(conversationId: number | null): void {
  const client = useQueryClient();
  const update = (id: number, change: (data: MessageData) => MessageData) => {
    if (id !== conversationId) return;
    client.setQueryData<MessageData>(conversationKeys.messages({ conversationId: id }), (data) =>
      data ? change(data) : data,
    );
  };

  useHubEvent(HUB_EVENTS.newMessage, (payload) => {
    const event = payload as HubNewMessage;
    if (event?.message) update(event.conversationId, (data) => upsertMessage(data, event.message));
  });
  useHubEvent(HUB_EVENTS.messageUpdated, (payload) => {
    const event = payload as { conversationId: number; message?: MessageView };
    const { message } = event ?? {};
    if (message) update(event.conversationId, (data) => upsertMessage(data, message));
  });
  useHubEvent(HUB_EVENTS.messageStatus, (payload) => {
    const event = payload as HubMessageStatus;
    if (event) {
      update(event.conversationId, (data) =>
        patchMessage(data, event.messageId, { status: event.status, error: event.error }),
      );
    }
  });
}
