import type { NotificationScope } from "@consola/shared";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { chatKeys } from "../../data/chats";
import { chatsApi } from "../../data/chats/chats-api";
import { fetchNotifications, fetchRecentContacts } from "./header-api";

/** How many of each the header's dropdowns show. */
const UNREAD_TAKE = 20;
const RECENT_TAKE = 8;

export const headerKeys = {
  recentContacts: ["header", "recent-contacts"] as const,
};

export const notificationKeys = {
  all: ["notifications"] as const,
  tab: (tab: NotificationScope) => ["notifications", tab] as const,
};

export const headerQueries = {
  /** My chats with unread messages; the hub listener of data/chats says when to ask again. */
  unreadChats: () =>
    queryOptions({
      queryKey: chatKeys.unreadChats,
      queryFn: ({ signal }) => chatsApi.unreadChats(UNREAD_TAKE, signal),
    }),
  /** The contacts with the latest activity (POST /api/admin/ListContact), kept a few seconds. */
  recentContacts: () =>
    queryOptions({
      queryKey: headerKeys.recentContacts,
      queryFn: ({ signal }) => fetchRecentContacts(RECENT_TAKE, signal),
      staleTime: 10_000,
    }),
  /** One tab of the bell, 20 at a time ("Cargar más" asks for the next 20). */
  notifications: (tab: NotificationScope) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.tab(tab),
      queryFn: ({ pageParam, signal }) => fetchNotifications(tab, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
        return loaded < last.total ? loaded : undefined;
      },
    }),
};
