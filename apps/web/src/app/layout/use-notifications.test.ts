import type { Notification, NotificationPage } from "@consola/shared";
import type { InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { withoutChatNotifications } from "./use-notifications";

const item = (id: number, conversationId: number): Notification => ({
  id,
  type: "new_message",
  method: "NewMessage",
  data: { conversationId, contactId: 40 + id },
  model: "{}",
  dateRegister: "2026-11-22T16:00:00.000Z",
  dateTime: "2026-11-22 10:00:00",
  businessId: 1,
  bussinesId: 1,
  userId: 7,
  scope: "personal",
});

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
