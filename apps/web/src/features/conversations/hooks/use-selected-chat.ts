import type { ChatSummary } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { chatQueries } from "../../../data/chats/queries";
import { conversationQueries } from "../queries";

export type SelectedChat =
  | { state: "none" }
  | { state: "loading"; contactId: number }
  | { state: "mine"; chat: ChatSummary }
  /** Not one of my active chats (closed, someone else's): its history is shown, without the composer. */
  | { state: "history"; contactId: number; chat: ChatSummary | null };

/**
 * The chat that ?ci (a contact id) points at. Usually a row of my list; otherwise (a link from a notification,
 * a chat beyond the loaded rows) the contact's latest conversation is looked up through its newest message.
 */
export function useSelectedChat(
  contactId: number | null,
  fromList: ChatSummary | undefined,
  listSettled: boolean,
  userId: number | null,
): SelectedChat {
  const lookUp = contactId !== null && !fromList && listSettled;
  const latest = useQuery({ ...conversationQueries.latestOfContact(contactId), enabled: lookUp });

  if (contactId === null) return { state: "none" };
  if (fromList) return { state: "mine", chat: fromList };
  if (!listSettled || latest.isPending) return { state: "loading", contactId };
  const chat = latest.data ?? null;
  if (chat && chat.status === "active" && chat.agent?.id === userId) return { state: "mine", chat };
  return { state: "history", contactId, chat };
}

/** The header's freshest copy of a chat: the list row first, then the server's summary. */
export function useChatSummary(chat: ChatSummary) {
  const query = useQuery({
    ...chatQueries.summary(chat.id),
    initialData: chat,
    // The list row is fresh enough to paint with; the summary confirms it right after.
    initialDataUpdatedAt: 0,
  });
  return query.data ?? chat;
}
