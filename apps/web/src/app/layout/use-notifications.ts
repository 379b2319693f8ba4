import { HUB_EVENTS, type NotificationPage, type NotificationScope } from "@consola/shared";
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useHubEvent } from "../../lib/hub/hub-context";
import { removeAllNotifications, removeNotification } from "./header-api";
import { headerQueries, notificationKeys } from "./queries";

type Pages = InfiniteData<NotificationPage, number>;

/** One tab of the bell, 20 at a time ("Cargar más" asks for the next 20). */
export function useNotificationTab(tab: NotificationScope) {
  return useInfiniteQuery(headerQueries.notifications(tab));
}

/** How a chat leaves for good: its notifications have nothing left to lead to. */
const CHAT_ENDED = new Set(["closed", "deleted", "timed_out"]);

/** The pages without the notifications about one chat (the server removes them when the chat ends). */
export function withoutChatNotifications(data: Pages | undefined, conversationId: number): Pages | undefined {
  if (!data) return data;
  const about = (item: NotificationPage["items"][number]) => item.data.conversationId === conversationId;
  if (!data.pages.some((page) => page.items.some(about))) return data;
  const removed = data.pages.reduce((sum, page) => sum + page.items.filter(about).length, 0);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      total: Math.max(0, page.total - removed),
      items: page.items.filter((item) => !about(item)),
    })),
  };
}

/**
 * New notifications arrive through the hub; the lists are fetched again rather than guessed. A chat that
 * ends (closed, deleted from the queue, timed out) takes its notifications with it at once.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useHubEvent(HUB_EVENTS.eventNotification, () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  useHubEvent(HUB_EVENTS.dessign, (change) => {
    if (!CHAT_ENDED.has(change.reason)) return;
    for (const tab of ["personal", "general"] as const) {
      queryClient.setQueryData<Pages>(notificationKeys.tab(tab), (data) =>
        withoutChatNotifications(data, change.conversationId),
      );
    }
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
}

function withoutNotification(data: Pages | undefined, id: number): Pages | undefined {
  if (!data) return data;
  const had = data.pages.some((page) => page.items.some((item) => item.id === id));
  if (!had) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      total: Math.max(0, page.total - 1),
      items: page.items.filter((item) => item.id !== id),
    })),
  };
}

export function useRemoveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeNotification,
    onMutate: (id) => {
      for (const tab of ["personal", "general"] as const) {
        queryClient.setQueryData<Pages>(notificationKeys.tab(tab), (data) => withoutNotification(data, id));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useRemoveAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAllNotifications,
    onSuccess: (_data, tab) => {
      queryClient.setQueryData<Pages>(notificationKeys.tab(tab), (data) =>
        data ? { pages: [{ total: 0, items: [] }], pageParams: [0] } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
