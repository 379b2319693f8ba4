import type { Notification, NotificationPage } from "@consola/shared";
import type { InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { buildNotification } from "../../test/notifications";
import { withoutChatNotifications } from "./use-notifications";

const item = (id: number, conversationId: number) =>
  buildNotification(id, { data: { conversationId, contactId: 40 + id } });

const pages = (...lists: Notification[][]): InfiniteData<NotificationPage, number> => ({
  pages: lists.map((items) => ({ total: 5, items })),
  pageParams: lists.map((_, index) => index * 2),
});

describe("withoutChatNotifications", () => {
  it("drops every notification of the ended chat from every page and lowers the total", () => {
    const data = pages([item(1, 9), item(2, 8)], [item(3, 9), item(4, 7), item(5, 8)]);
    const next = withoutChatNotifications(data, 9);
    expect(next?.pages.map((page) => page.items.map((notification) => notification.id))).toEqual([
      [2],
      [4, 5],
    ]);
    expect(next?.pages.map((page) => page.total)).toEqual([3, 3]);
  });

  it("leaves the cache as it was when no notification is about that chat", () => {
    const data = pages([item(1, 9)]);
    expect(withoutChatNotifications(data, 1)).toBe(data);
    expect(withoutChatNotifications(undefined, 1)).toBeUndefined();
  });
});
