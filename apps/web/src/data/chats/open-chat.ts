import { useEffect } from "react";

/** The chat on screen in the workspace, if any: its new messages do not count as unread. */
let openConversationId: number | null = null;

export function openChatId(): number | null {
  return openConversationId;
}

/** Tells the data module which chat the workspace shows, for as long as the caller is mounted. */
export function useOpenChat(conversationId: number | null): void {
  useEffect(() => {
    openConversationId = conversationId;
    return () => {
      if (openConversationId === conversationId) openConversationId = null;
    };
  }, [conversationId]);
}
