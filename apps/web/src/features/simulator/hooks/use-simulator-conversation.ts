import {
  HUB_EVENTS,
  type HubMessageStatus,
  type HubNewMessage,
  type MessageView,
  normalizePhone,
} from "@consola/shared";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useHub, useHubEvent } from "../../../lib/hub/hub-context";
import {
  flattenMessages,
  type MessageData,
  patchMessage,
  upsertMessage,
} from "../../conversations/api/message-cache";
import { type SimulatorScope, simulatorApi, simulatorKeys } from "../api/simulator-api";

/**
 * What the played contact sees, live: the simulator follows the business's sandbox (JoinSandbox) and takes
 * every message of this number from the hub — the contact's own, the bots' and the agents' replies.
 */
export function useSimulatorConversation(scope: SimulatorScope, phoneNumber: string) {
  const hub = useHub();
  const queryClient = useQueryClient();
  const key = simulatorKeys.conversation(scope.businessId, phoneNumber);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => simulatorApi.conversation(scope, phoneNumber, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore ? (last.items[0]?.id ?? null) : null),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  useEffect(() => hub?.joinSandbox(scope.businessId), [hub, scope.businessId]);

  const mine = (event: { businessId: number; contact?: { phoneNumber: string } }) =>
    event.businessId === scope.businessId && normalizePhone(event.contact?.phoneNumber ?? "") === phoneNumber;
  const contactId = query.data?.pages[0]?.contact?.id ?? null;
  const update = (change: (data: MessageData) => MessageData) =>
    queryClient.setQueryData<MessageData>(key, (data) => (data ? change(data) : data));

  useHubEvent(HUB_EVENTS.newMessage, (payload) => {
    const event = payload as HubNewMessage;
    if (mine(event)) update((data) => upsertMessage(data, event.message));
  });
  useHubEvent(HUB_EVENTS.messageUpdated, (payload) => {
    const event = payload as { businessId: number; contactId: number; message: MessageView };
    if (event.businessId === scope.businessId && event.contactId === contactId) {
      update((data) => upsertMessage(data, event.message));
    }
  });
  useHubEvent(HUB_EVENTS.messageStatus, (payload) => {
    const event = payload as HubMessageStatus;
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
