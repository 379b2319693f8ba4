import {
  HUB_EVENTS,
  type HubChatChange,
  type HubMessageStatus,
  type HubNewMessage,
  type MessageView,
} from "@consola/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useHubEvent } from "../../../lib/hub/hub-context";
import { bumpChat, type ChatListData, removeChat } from "../api/chat-list-cache";
import { type MessageData, patchMessage, upsertMessage } from "../api/message-cache";
import { conversationKeys } from "../api/query-keys";

export type OpenChat = { conversationId: number; contactId: number } | null;

type Options = {
  userId: number | null;
  openChat: OpenChat;
  /** A message of the contact arrived in the chat on screen: it is read as it arrives. */
  onSeenInOpenChat: (conversationId: number) => void;
  /** The chat on screen left my list (closed, timed out, transferred away). */
  onOpenChatRemoved: (change: HubChatChange) => void;
};

/**
 * The one place where hub events become cache changes for the workspace: rows move and count, messages append
 * and change ticks, chats come and go. Only what an event concerns is touched or asked for again.
 */
export function useConversationHubSync({ userId, openChat, onSeenInOpenChat, onOpenChatRemoved }: Options) {
  const queryClient = useQueryClient();

  const updateMessages = (
    conversationId: number,
    contactId: number,
    change: (data: MessageData) => MessageData,
  ) => {
    for (const key of [
      conversationKeys.messages({ conversationId }),
      conversationKeys.messages({ contactId }),
    ]) {
      queryClient.setQueryData<MessageData>(key, (data) => (data ? change(data) : data));
    }
  };

  const upsert = (conversationId: number, contactId: number, message: MessageView) =>
    updateMessages(conversationId, contactId, (data) => upsertMessage(data, message));

  useHubEvent(HUB_EVENTS.newMessage, (payload) => {
    const event = payload as HubNewMessage;
    upsert(event.conversationId, event.contactId, event.message);
    // Managers hear about every chat of the business; only my chats are in my list.
    if (event.assignedUserId !== userId || event.conversationStatus !== "active") return;
    const isOpen = openChat?.conversationId === event.conversationId;
    let missing = false;
    for (const [key, data] of queryClient.getQueriesData<ChatListData>({
      queryKey: conversationKeys.myChats(),
    })) {
      if (!data) continue;
      const next = bumpChat(data, event.conversationId, event.message, { isOpen });
      if (next) queryClient.setQueryData(key, next);
      else missing = true;
    }
    // A chat of mine that is not loaded (new to me, or outside an unread filter): ask for the list again.
    if (missing) void queryClient.invalidateQueries({ queryKey: conversationKeys.myChats() });
    if (isOpen && event.message.direction === "in") {
      onSeenInOpenChat(event.conversationId);
      // The contact wrote: the 24-hour window starts again.
      void queryClient.invalidateQueries({ queryKey: conversationKeys.summary(event.conversationId) });
    }
  });

  useHubEvent(HUB_EVENTS.messageUpdated, (payload) => {
    const event = payload as { conversationId: number; contactId: number; message: MessageView };
    upsert(event.conversationId, event.contactId, event.message);
  });

  useHubEvent(HUB_EVENTS.messageStatus, (payload) => {
    const event = payload as HubMessageStatus;
    updateMessages(event.conversationId, event.contactId, (data) =>
      patchMessage(data, event.messageId, { status: event.status, error: event.error }),
    );
  });

  useHubEvent(HUB_EVENTS.reassign, (payload) => {
    const change = payload as HubChatChange;
    if (change.toUserId === userId)
      void queryClient.invalidateQueries({ queryKey: conversationKeys.myChats() });
  });

  useHubEvent(HUB_EVENTS.dessign, (payload) => {
    const change = payload as HubChatChange;
    // Taking a pending chat tells the whole business it left the queue; that includes me, who now has it.
    if (change.toUserId === userId) return;
    let removed = false;
    for (const [key, data] of queryClient.getQueriesData<ChatListData>({
      queryKey: conversationKeys.myChats(),
    })) {
      if (!data) continue;
      const next = removeChat(data, change.conversationId);
      if (next !== data) {
        removed = true;
        queryClient.setQueryData(key, next);
      }
    }
    if (removed && openChat?.conversationId === change.conversationId) onOpenChatRemoved(change);
  });

  useHubEvent(HUB_EVENTS.chatUpdated, (payload) => {
    const change = payload as HubChatChange;
    void queryClient.invalidateQueries({ queryKey: conversationKeys.summary(change.conversationId) });
  });
}
