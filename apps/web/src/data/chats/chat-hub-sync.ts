import {
  HUB_EVENTS,
  type HubChatChange,
  type HubMessageStatus,
  type HubMessageUpdated,
  type HubNewContact,
  type HubNewMessage,
  type MessageView,
} from "@consola/shared";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useHubEvent } from "../../lib/hub/hub-context";
import { refreshQueries } from "../../lib/query/refresh-queries";
import { useSession } from "../../lib/session/use-session";
import { chatKeys } from "./chat-keys";
import { appendChat, applyNewMessage, cachedLists, removeChat } from "./chat-list-cache";
import { applyContactLabelledEvent, applyContactsRelabelledEvent } from "./label-cache";
import { type MessageData, patchMessage, upsertMessage } from "./message-cache";
import { bumpChat, type ChatListData, findChat, removeChat as removeMyChat } from "./my-chats-cache";
import { openChatId } from "./open-chat";
import { chatQueries } from "./queries";

const ENDED_REASONS = new Set(["closed", "deleted", "timed_out"]);

/** Who is listening: the signed-in user (only their chats are in "my chats") and the chat on screen. */
export type SyncContext = { userId: number | null; openConversationId: number | null };

function updateMessages(
  client: QueryClient,
  target: { conversationId: number; contactId: number },
  change: (data: MessageData) => MessageData,
) {
  // A chat's history is cached by conversation, or by contact when it is not one of mine.
  for (const key of [
    chatKeys.messages({ conversationId: target.conversationId }),
    chatKeys.messages({ contactId: target.contactId }),
  ]) {
    const state = client.getQueryState(key);
    // A history on its first read has nothing to change yet, and that read may have left the server before
    // this message was stored: it reads again once it lands.
    if (state && state.data === undefined && state.fetchStatus === "fetching") refreshQueries(client, key);
    else client.setQueryData<MessageData>(key, (data) => (data ? change(data) : data));
  }
}

const upsert = (
  client: QueryClient,
  target: { conversationId: number; contactId: number },
  message: MessageView,
) => updateMessages(client, target, (data) => upsertMessage(data, message));

/**
 * NewMessage: the history takes the message; my chats move the row up and count it; the lists by kind show
 * it; the header's unread list asks again. Applying the same message twice changes nothing.
 */
export function applyNewMessageEvent(client: QueryClient, event: HubNewMessage, context: SyncContext): void {
  upsert(client, event, event.message);
  const inbound = event.message.direction === "in";
  // Managers hear about every chat of the business; only my chats are in my list and in the header.
  if (event.assignedUserId === context.userId && event.conversationStatus === "active") {
    const isOpen = context.openConversationId === event.conversationId;
    let missing = false;
    for (const [key, data] of client.getQueriesData<ChatListData>({ queryKey: chatKeys.myChats() })) {
      if (!data) continue;
      const next = bumpChat(data, event.conversationId, event.message, { isOpen });
      if (next) client.setQueryData(key, next);
      else missing = true;
    }
    // A chat of mine that is not loaded (new to me, or outside an unread filter): ask for the list again.
    if (missing) refreshQueries(client, chatKeys.myChats());
    // The contact wrote in the chat on screen: the 24-hour window starts again.
    if (isOpen && inbound) refreshQueries(client, chatKeys.summary(event.conversationId));
  }
  if (event.assignedUserId === context.userId && inbound) {
    refreshQueries(client, chatKeys.unreadChats);
  }
  const listed = applyNewMessage(client, event);
  // An active chat no list holds yet (auto-assigned, started by an agent): the active lists ask again.
  if (!listed && event.conversationStatus === "active") {
    refreshQueries(client, chatKeys.listKind("active"));
  }
}

/** MessageUpdated: the stored copy (its media now fetched) replaces the shown one. */
export function applyMessageUpdatedEvent(client: QueryClient, event: HubMessageUpdated): void {
  upsert(client, event, event.message);
}

/** MessageStatus: the message's ticks move (never backwards, see message-cache.ts). */
export function applyMessageStatusEvent(client: QueryClient, event: HubMessageStatus): void {
  updateMessages(client, event, (data) =>
    patchMessage(data, event.messageId, { status: event.status, error: event.error }),
  );
}

/**
 * NewContact: a waiting (or bot-held) chat joins its cached queue, once its summary is read; a chat that
 * opened straight to an agent refreshes the active lists.
 */
export function applyNewContactEvent(client: QueryClient, event: HubNewContact): Promise<void> {
  if (event.status === "active") {
    refreshQueries(client, chatKeys.listKind("active"));
    return Promise.resolve();
  }
  const kind = event.status === "bot" ? "bot" : "pending";
  if (cachedLists(client, kind).length === 0) {
    // A queue still on its first read may have been answered before this chat existed: it reads again.
    refreshQueries(client, chatKeys.listKind(kind));
    return Promise.resolve();
  }
  return (
    client
      .fetchQuery({ ...chatQueries.summary(event.conversationId), staleTime: 0 })
      // Someone may have taken it in the meantime: then it no longer belongs to the queue.
      .then((chat) => {
        if (chat.status === kind) appendChat(client, kind, chat);
      })
      .catch(() => undefined)
  );
}

/** A transfer adds a line to the chat's history and to its contact's: both read their transfers again. */
function refreshTransfers(client: QueryClient, change: HubChatChange): void {
  if (change.reason !== "reassign") return;
  refreshQueries(client, chatKeys.transfers({ conversationId: change.conversationId }));
  refreshQueries(client, chatKeys.transfers({ contactId: change.contactId }));
}

/** Reassign: a chat was given to someone; mine are read again if it is me. */
export function applyReassignEvent(client: QueryClient, change: HubChatChange, context: SyncContext): void {
  if (change.toUserId === context.userId) refreshQueries(client, chatKeys.myChats());
  refreshQueries(client, chatKeys.listKind("active"));
  refreshQueries(client, chatKeys.summary(change.conversationId));
  refreshQueries(client, chatKeys.unreadChats);
  refreshTransfers(client, change);
}

/** Dessign: the chat left a list (taken, transferred, closed, deleted, timed out). */
export function applyDessignEvent(client: QueryClient, change: HubChatChange, context: SyncContext): void {
  const { conversationId, reason } = change;
  // Taking a pending chat tells the whole business it left the queue; that includes me, who now has it.
  if (change.toUserId !== context.userId) {
    for (const [key, data] of client.getQueriesData<ChatListData>({ queryKey: chatKeys.myChats() })) {
      if (!data) continue;
      const next = removeMyChat(data, conversationId);
      if (next !== data) client.setQueryData(key, next);
    }
  }
  removeChat(client, ["pending", "bot"], conversationId);
  if (ENDED_REASONS.has(reason)) {
    removeChat(client, ["active"], conversationId);
    refreshQueries(client, chatKeys.listKind("ended"));
  } else {
    // Taken, assigned or transferred: it is (still) active, now with someone else.
    refreshQueries(client, chatKeys.listKind("active"));
  }
  refreshQueries(client, chatKeys.summary(conversationId));
  refreshQueries(client, chatKeys.unreadChats);
  refreshTransfers(client, change);
}

/**
 * ChatUpdated: the chat's own fields changed (mood, window, its contact's name after the name-change bot);
 * whoever shows its summary, and every list by kind holding its row, reads it again.
 */
export function applyChatUpdatedEvent(client: QueryClient, change: HubChatChange): void {
  refreshQueries(client, chatKeys.summary(change.conversationId));
  // The agent's own list too: a reaction or a number change alters its row's preview or phone.
  const mine = client.getQueriesData<ChatListData>({ queryKey: chatKeys.myChats() });
  if (mine.some(([, data]) => findChat(data, (chat) => chat.id === change.conversationId))) {
    refreshQueries(client, chatKeys.myChats());
  }
  for (const kind of ["pending", "active", "bot"] as const) {
    const holds = cachedLists(client, kind).some(({ page }) =>
      page.items.some((item) => item.id === change.conversationId),
    );
    if (holds) refreshQueries(client, chatKeys.listKind(kind));
  }
}

/**
 * AgentAvailability: someone connected, left or switched; the people a chat can go to (the transfer and
 * assignment dialogs, which show each one's availability) are read again.
 */
export function applyAgentAvailabilityEvent(client: QueryClient): void {
  refreshQueries(client, chatKeys.candidates);
}

/**
 * The one hub listener of chats and messages: each server event is applied to the cache here, once, and every
 * list and view (workspace, chat lists, header dropdowns) reads from that cache. Mounted once, next to the
 * hub connection (ChatHubSync in the app layout).
 */
export function useChatHubSync(): void {
  const client = useQueryClient();
  const userId = useSession().profile?.userId ?? null;
  const context = (): SyncContext => ({ userId, openConversationId: openChatId() });
  useHubEvent(HUB_EVENTS.newMessage, (event) => applyNewMessageEvent(client, event, context()));
  useHubEvent(HUB_EVENTS.messageUpdated, (event) => applyMessageUpdatedEvent(client, event));
  useHubEvent(HUB_EVENTS.messageStatus, (event) => applyMessageStatusEvent(client, event));
  useHubEvent(HUB_EVENTS.newContact, (event) => void applyNewContactEvent(client, event));
  useHubEvent(HUB_EVENTS.reassign, (change) => applyReassignEvent(client, change, context()));
  useHubEvent(HUB_EVENTS.dessign, (change) => applyDessignEvent(client, change, context()));
  useHubEvent(HUB_EVENTS.chatUpdated, (change) => applyChatUpdatedEvent(client, change));
  useHubEvent(HUB_EVENTS.agentAvailability, () => applyAgentAvailabilityEvent(client));
  useHubEvent(HUB_EVENTS.contactLabelled, (event) => applyContactLabelledEvent(client, event));
  useHubEvent(HUB_EVENTS.contactsRelabelled, (event) => applyContactsRelabelledEvent(client, event));
}

/** useChatHubSync as an element, for the layout and the test harnesses. */
export function ChatHubSync(): null {
  useChatHubSync();
  return null;
}
