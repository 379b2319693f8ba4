import { type ChatSummary, MESSAGE_PREVIEW_CHARS } from "@consola/shared";
import type { ChatListKind } from "../../data/chats/chat-lists-api";

/** Where each list lives (spec section 2) and the spec's st value its chats carry. */
export const LIST_PATHS: Record<ChatListKind, string> = {
  pending: "/chat-pendient",
  active: "/chat-active",
  bot: "/chat-selector-area",
  ended: "/chat-panel-close-timeout",
};

const STATE_QUERY: Record<ChatSummary["status"], string> = {
  pending: "Pending",
  active: "Active",
  bot: "Bot",
  closed: "Closed",
  timed_out: "TimedOut",
};

/** The list a chat in this state belongs to. */
export function kindOfStatus(status: ChatSummary["status"]): ChatListKind {
  if (status === "closed" || status === "timed_out") return "ended";
  return status;
}

/**
 * A chat's detail page: ci (contact id) and st (state) as the spec names them, plus chat (the conversation
 * id) so a contact with several closed chats opens the one clicked.
 */
export function detailHref(
  kind: ChatListKind,
  chat: Pick<ChatSummary, "id" | "contactId" | "status">,
): string {
  const query = new URLSearchParams({
    ci: String(chat.contactId),
    st: STATE_QUERY[chat.status],
    chat: String(chat.id),
  });
  return `${LIST_PATHS[kind]}/detail?${query.toString()}`;
}

/** The conversation workspace on one contact, in active state (as a NewMessage notification opens it). */
export function homeHref(contactId: number): string {
  return `/home?ci=${contactId}&st=Active`;
}

/** The spec's preview rule: the last message is cut at 100 characters. */
export function cutPreview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MESSAGE_PREVIEW_CHARS ? `${flat.slice(0, MESSAGE_PREVIEW_CHARS)}…` : flat;
}
