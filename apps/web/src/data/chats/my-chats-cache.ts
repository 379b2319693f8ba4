import { type ChatPage, type ChatSummary, type MessageView, messageViewPreview } from "@consola/shared";
import type { InfiniteData } from "@tanstack/react-query";

export type ChatListData = InfiniteData<ChatPage>;

export function findChat(data: ChatListData | undefined, predicate: (chat: ChatSummary) => boolean) {
  for (const page of data?.pages ?? []) {
    const found = page.items.find(predicate);
    if (found) return found;
  }
  return undefined;
}

/**
 * A message arrived in one of my chats: the row takes the preview and time, counts it as unread unless the
 * chat is open, and moves to the top (newest activity first). Returns undefined when the chat is not loaded,
 * so the caller can refetch instead.
 */
export function bumpChat(
  data: ChatListData,
  conversationId: number,
  message: MessageView,
  options: { isOpen: boolean },
): ChatListData | undefined {
  const current = findChat(data, (chat) => chat.id === conversationId);
  if (!current) return undefined;
  const counts = message.direction === "in" && !options.isOpen;
  const updated: ChatSummary = {
    ...current,
    lastMessage: messageViewPreview(message),
    lastMessageAt: message.createdAt,
    unreadCount: counts ? current.unreadCount + 1 : current.unreadCount,
  };
  const pages = data.pages.map((page, index) => {
    const items = page.items.filter((chat) => chat.id !== conversationId);
    return { ...page, items: index === 0 ? [updated, ...items] : items };
  });
  return { ...data, pages };
}

/** Replaces a loaded row with a fresher copy (status, unread count, window), in place. */
export function patchChat(
  data: ChatListData,
  conversationId: number,
  patch: Partial<ChatSummary>,
): ChatListData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((chat) => (chat.id === conversationId ? { ...chat, ...patch } : chat)),
    })),
  };
}

/** The chat left my list (closed, timed out, transferred away). */
export function removeChat(data: ChatListData, conversationId: number): ChatListData {
  let removed = false;
  const pages = data.pages.map((page) => {
    const items = page.items.filter((chat) => chat.id !== conversationId);
    if (items.length !== page.items.length) removed = true;
    return { ...page, items };
  });
  if (!removed) return data;
  // A capped count ("more than 10,000") stays what it was.
  const recount = (page: ChatPage) =>
    page.totalCapped ? page : { ...page, total: Math.max(0, page.total - 1) };
  return { ...data, pages: pages.map(recount) };
}

export function allChats(data: ChatListData | undefined): ChatSummary[] {
  const seen = new Set<number>();
  const chats: ChatSummary[] = [];
  for (const page of data?.pages ?? []) {
    for (const chat of page.items) {
      if (seen.has(chat.id)) continue;
      seen.add(chat.id);
      chats.push(chat);
    }
  }
  return chats;
}
