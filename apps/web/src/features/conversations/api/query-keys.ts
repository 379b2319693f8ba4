import type { MyChatsFilter } from "./conversations-api";

/** Query keys of the workspace; hub events update or invalidate exactly these. */
export const conversationKeys = {
  all: ["conversations"] as const,
  myChats: () => ["conversations", "mine"] as const,
  myChatList: (filter: Omit<MyChatsFilter, "take" | "skip">) => ["conversations", "mine", filter] as const,
  summary: (conversationId: number) => ["conversations", "summary", conversationId] as const,
  /** A chat's history by conversation, or a contact's whole history when the chat is not one of mine. */
  messages: (target: { conversationId?: number; contactId?: number }) =>
    ["conversations", "messages", target.conversationId ?? `contact-${target.contactId ?? 0}`] as const,
  contactDetail: (contactId: number) => ["conversations", "contact", contactId] as const,
  templates: ["conversations", "templates"] as const,
  quickAnswers: ["conversations", "quick-answers"] as const,
  closingCategories: ["conversations", "closing-categories"] as const,
  transferCandidates: ["conversations", "transfer-candidates"] as const,
  /** The header's "new messages" dropdown: my chats with unread messages. */
  unreadChats: ["header", "unread-chats"] as const,
};
