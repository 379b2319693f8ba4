import type { ConversationStatus } from "@consola/shared";

type ChatRef = {
  contactId: number;
  conversationId: number;
  status: ConversationStatus;
  assignedUserId: number | null;
};
type Viewer = { userId: number; manager: boolean };

/** The list whose detail page shows a chat in this status (managers' pages, spec section 2). */
const DETAIL_PAGE: Record<ConversationStatus, string> = {
  pending: "/chat-pendient/detail",
  bot: "/chat-selector-area/detail",
  active: "/chat-active/detail",
  closed: "/chat-panel-close-timeout/detail",
  timed_out: "/chat-panel-close-timeout/detail",
};

export const contactLink = (contactId: number) => `/contact?tok=${contactId}`;

/**
 * Where a chat or message result leads: one's own open chat (or a pending one, for agents) in /home, where
 * it can be answered; otherwise managers open the chat's detail page.
 */
export function chatLink(chat: ChatRef, viewer: Viewer): string {
  const mine = chat.assignedUserId === viewer.userId && chat.status === "active";
  if (mine || !viewer.manager) {
    const pending = chat.status === "pending" ? "&st=Pending" : "";
    return `/home?ci=${chat.contactId}${pending}`;
  }
  return `${DETAIL_PAGE[chat.status]}?chat=${chat.conversationId}`;
}
