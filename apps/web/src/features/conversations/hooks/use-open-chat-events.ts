import { HUB_EVENTS, type HubChatChange } from "@consola/shared";
import { useOpenChat } from "../../../data/chats";
import { useHubEvent } from "../../../lib/hub/hub-context";

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
 * What the workspace does on screen when the hub speaks of the open chat. The cache itself is updated by the
 * one hub listener (data/chats/chat-hub-sync.ts); this only tells it which chat is open and reacts.
 */
export function useOpenChatEvents({ userId, openChat, onSeenInOpenChat, onOpenChatRemoved }: Options) {
  useOpenChat(openChat?.conversationId ?? null);

  useHubEvent(HUB_EVENTS.newMessage, (event) => {
    if (event.assignedUserId !== userId || event.conversationStatus !== "active") return;
    if (openChat?.conversationId === event.conversationId && event.message.direction === "in") {
      onSeenInOpenChat(event.conversationId);
    }
  });

  useHubEvent(HUB_EVENTS.dessign, (change) => {
    // Taking a pending chat tells the whole business it left the queue; that includes me, who now has it.
    if (change.toUserId === userId) return;
    if (openChat?.conversationId === change.conversationId) onOpenChatRemoved(change);
  });
}
