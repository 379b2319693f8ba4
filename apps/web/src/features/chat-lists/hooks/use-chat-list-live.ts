import { HUB_EVENTS, type HubChatChange, type HubNewContact, type HubNewMessage } from "@consola/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useHubEvent } from "../../../lib/hub/hub-context";
import { appendChat, applyNewMessage, cachedLists, removeChat } from "../api/chat-cache";
import { chatListKeys, fetchChatSummary } from "../api/chat-lists-api";

const ENDED_REASONS = new Set(["closed", "deleted", "timed_out"]);

function isObject(payload: unknown): payload is Record<string, unknown> {
  return typeof payload === "object" && payload !== null;
}

function hasConversation<T>(payload: unknown): payload is T {
  return isObject(payload) && typeof payload.conversationId === "number";
}

/**
 * Keeps the cached chat lists current from the hub (spec section 4): a new contact joins the pending list
 * without a reload, a taken, assigned, deleted or closed chat leaves it, and transfers and new messages
 * refresh the active lists. Only the lists concerned are touched; nothing else is refetched.
 */
export function useChatListLive(): void {
  const client = useQueryClient();

  useHubEvent(HUB_EVENTS.newContact, (payload) => {
    if (!hasConversation<HubNewContact>(payload)) return;
    if (payload.status === "active") {
      void client.invalidateQueries({ queryKey: chatListKeys.kind("active") });
      return;
    }
    const kind = payload.status === "bot" ? "bot" : "pending";
    if (cachedLists(client, kind).length === 0) return;
    void client
      .fetchQuery({
        queryKey: chatListKeys.summary(payload.conversationId),
        queryFn: ({ signal }) => fetchChatSummary(payload.conversationId, signal),
        staleTime: 0,
      })
      // Someone may have taken it in the meantime: then it no longer belongs to the queue.
      .then((chat) => chat.status === kind && appendChat(client, kind, chat))
      .catch(() => undefined);
  });

  useHubEvent(HUB_EVENTS.dessign, (payload) => {
    if (!hasConversation<HubChatChange>(payload)) return;
    const { conversationId, reason } = payload;
    removeChat(client, ["pending", "bot"], conversationId);
    if (ENDED_REASONS.has(reason)) {
      removeChat(client, ["active"], conversationId);
      void client.invalidateQueries({ queryKey: chatListKeys.kind("ended") });
    } else {
      // Taken, assigned or transferred: it is (still) active, now with someone else.
      void client.invalidateQueries({ queryKey: chatListKeys.kind("active") });
    }
    void client.invalidateQueries({ queryKey: chatListKeys.summary(conversationId) });
  });

  useHubEvent(HUB_EVENTS.reassign, (payload) => {
    if (!hasConversation<HubChatChange>(payload)) return;
    void client.invalidateQueries({ queryKey: chatListKeys.kind("active") });
    void client.invalidateQueries({ queryKey: chatListKeys.summary(payload.conversationId) });
  });

  useHubEvent(HUB_EVENTS.newMessage, (payload) => {
    if (!hasConversation<HubNewMessage>(payload) || !isObject(payload.message)) return;
    const listed = applyNewMessage(client, payload);
    // An active chat no list holds yet (auto-assigned, started by an agent): the active lists ask again.
    if (!listed && payload.conversationStatus === "active") {
      void client.invalidateQueries({ queryKey: chatListKeys.kind("active") });
    }
  });

  useHubEvent(HUB_EVENTS.chatUpdated, (payload) => {
    if (!hasConversation<HubChatChange>(payload)) return;
    void client.invalidateQueries({ queryKey: chatListKeys.summary(payload.conversationId) });
  });
}
