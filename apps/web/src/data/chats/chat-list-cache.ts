import {
  type ChatPage,
  type ChatSummary,
  CONVERSATION_WINDOW_HOURS,
  type HubNewMessage,
  messageViewPreview,
} from "@consola/shared";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";
import type { ChatListKind, ChatListQuery } from "./chat-lists-api";

type CachedList = { key: QueryKey; query: ChatListQuery; page: ChatPage };

/** Every cached page of one kind of list, with the filters it was asked with. */
export function cachedLists(client: QueryClient, kind: ChatListKind): CachedList[] {
  return client
    .getQueriesData<ChatPage>({ queryKey: chatKeys.listKind(kind) })
    .flatMap(([key, page]) => (page ? [{ key, query: key[2] as ChatListQuery, page }] : []));
}

function hasFilters(query: ChatListQuery): boolean {
  return Boolean(query.agentName || query.contactNumber || query.closingDay);
}

/** A chat joined or left the list: the count follows, unless it is capped ("more than 10,000" stays so). */
function recount(page: ChatPage, change: 1 | -1): ChatPage {
  return page.totalCapped ? page : { ...page, total: Math.max(0, page.total + change) };
}

/** Takes a chat out of the cached lists of the given kinds; true when some list held it. */
export function removeChat(client: QueryClient, kinds: ChatListKind[], conversationId: number): boolean {
  let found = false;
  for (const kind of kinds) {
    for (const { key, page } of cachedLists(client, kind)) {
      if (!page.items.some((chat) => chat.id === conversationId)) continue;
      found = true;
      client.setQueryData<ChatPage>(key, {
        ...recount(page, -1),
        items: page.items.filter((chat) => chat.id !== conversationId),
      });
    }
  }
  return found;
}

/**
 * A new chat joins a queue ordered oldest first, so it belongs at the very end: the last page gets it,
 * earlier pages only count it. A filtered list cannot tell whether it matches, so it asks the server.
 */
export function appendChat(client: QueryClient, kind: ChatListKind, chat: ChatSummary): void {
  for (const { key, query, page } of cachedLists(client, kind)) {
    if (page.items.some((item) => item.id === chat.id)) continue;
    if (hasFilters(query)) {
      void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    const onLastPage = page.nextCursor === null && page.items.length < query.take;
    client.setQueryData<ChatPage>(key, {
      ...recount(page, 1),
      items: onLastPage ? [...page.items, chat] : page.items,
    });
  }
}

/**
 * A new message updates the chat where it is listed. Applying the same message twice changes nothing
 * (the page and a header both listen; the simulator's room repeats it), so counts cannot run away.
 */
export function applyNewMessage(client: QueryClient, event: HubNewMessage): boolean {
  const { message } = event;
  let found = false;
  for (const kind of ["pending", "active", "bot"] as const) {
    for (const { key, page } of cachedLists(client, kind)) {
      const chat = page.items.find((item) => item.id === event.conversationId);
      if (!chat) continue;
      found = true;
      if (Date.parse(chat.lastMessageAt) >= Date.parse(message.createdAt)) continue;
      const inbound = message.direction === "in";
      const updated: ChatSummary = {
        ...chat,
        lastMessage: messageViewPreview(message),
        lastMessageAt: message.createdAt,
        unreadCount: inbound ? chat.unreadCount + 1 : chat.unreadCount,
        windowExpiresAt: inbound
          ? new Date(Date.parse(message.createdAt) + CONVERSATION_WINDOW_HOURS * 3_600_000).toISOString()
          : chat.windowExpiresAt,
      };
      client.setQueryData<ChatPage>(key, {
        ...page,
        items: page.items.map((item) => (item.id === chat.id ? updated : item)),
      });
    }
  }
  return found;
}
