import { HUB_EVENTS, normalizePhone } from "@consola/shared";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  flattenMessages,
  type MessageData,
  patchMessage,
  upsertMessage,
} from "../../../data/chats/message-cache";
import { useHub, useHubEvent } from "../../../lib/hub/hub-context";
import { type SimulatorScope, simulatorKeys } from "../api/simulator-api";
import { simulatorQueries } from "../queries";

/**
 * What the played contact sees, live: the simulator follows the business's sandbox (JoinSandbox) and takes
 * every message of this number from the hub — the contact's own, the bots' and the agents' replies.
 */
export function useSimulatorConversation(scope: SimulatorScope, phoneNumber: string) {
  const hub = useHub();
  const queryClient = useQueryClient();
  const key = simulatorKeys.conversation(scope.businessId, phoneNumber);
  const query = useInfiniteQuery(simulatorQueries.conversation(scope, phoneNumber));

  useEffect(() => hub?.joinSandbox(scope.businessId), [hub, scope.businessId]);

  const mine = (event: { businessId: number; contact?: { phoneNumber: string } }) =>
    event.businessId === scope.businessId && normalizePhone(event.contact?.phoneNumber ?? "") === phoneNumber;
  const contactId = query.data?.pages[0]?.contact?.id ?? null;
  const update = (change: (data: MessageData) => MessageData) =>
    queryClient.setQueryData<MessageData>(key, (data) => (data ? change(data) : data));

  // The phone's own view of the sandbox chat (its cache is keyed by the played number, not by chat).
  useHubEvent(HUB_EVENTS.newMessage, (event) => {
    if (mine(event)) update((data) => upsertMessage(data, event.message));
  });
  useHubEvent(HUB_EVENTS.messageUpdated, (event) => {
    if (event.businessId === scope.businessId && event.contactId === contactId) {
      update((data) => upsertMessage(data, event.message));
    }
  });
  useHubEvent(HUB_EVENTS.messageStatus, (event) => {
    if (event.businessId === scope.businessId && event.contactId === contactId) {
      update((data) => patchMessage(data, event.messageId, { status: event.status, error: event.error }));
    }
  });

  return {
    ...query,
    messages: flattenMessages(query.data as MessageData | undefined),
    contact: query.data?.pages[0]?.contact ?? null,
  };
}
