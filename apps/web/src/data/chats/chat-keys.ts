import type { ChatListKind, ChatListQuery } from "./chat-lists-api";
import type { MyChatsFilter } from "./chats-api";

/**
 * The one query-key factory of chats and messages. Every screen reads through these keys and the hub listener
 * (chat-hub-sync.ts) updates or invalidates exactly them.
 */
export const chatKeys = {
  all: ["conversations"] as const,
  /** The workspace's list: my chats, by search and unread filter. */
  myChats: () => ["conversations", "mine"] as const,
  myChatList: (filter: Omit<MyChatsFilter, "take" | "skip">) => ["conversations", "mine", filter] as const,
  /** One chat's summary, whichever screen shows it. */
  summary: (conversationId: number) => ["conversations", "summary", conversationId] as const,
  /** A chat's history by conversation, or a contact's whole history when the chat is not one of mine. */
  messages: (target: { conversationId?: number; contactId?: number }) =>
    ["conversations", "messages", target.conversationId ?? `contact-${target.contactId ?? 0}`] as const,
  /** The transfers a history shows among its messages, keyed like that history. */
  transfers: (target: { conversationId?: number; contactId?: number }) =>
    ["conversations", "transfers", target.conversationId ?? `contact-${target.contactId ?? 0}`] as const,
  /** The workspace's look-up of a contact's latest chat, for a ?ci that is not a row of my list. */
  latestOfContact: (contactId: number | null) => ["conversations", "latest-of-contact", contactId] as const,
  /** Every contact's look-up above, for a change that reaches whichever holds the chat. */
  latestOfContacts: ["conversations", "latest-of-contact"] as const,
  contactDetail: (contactId: number) => ["conversations", "contact", contactId] as const,
  /** Every contact's detail above, for a change that reaches many contacts at once. */
  contactDetails: ["conversations", "contact"] as const,
  templates: ["conversations", "templates"] as const,
  /** The header's "new messages" dropdown: my chats with unread messages. */
  unreadChats: ["header", "unread-chats"] as const,
  /** The four lists of spec section 2 (pending, active, bot, ended), by kind and query. */
  lists: ["chat-lists"] as const,
  listKind: (kind: ChatListKind) => ["chat-lists", kind] as const,
  list: (kind: ChatListKind, query: ChatListQuery) => ["chat-lists", kind, query] as const,
  latestConversation: (contactId: number) => ["chat-latest-conversation", contactId] as const,
  candidates: ["chat-transfer-candidates"] as const,
};
