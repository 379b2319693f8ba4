import type { ChatPage } from "@consola/shared";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { buildActiveChat } from "../../test/chats";
import { buildContact } from "../../test/fixtures";
import { chatKeys } from "./chat-keys";
import { applyContactLabelledEvent, changeLabels, setLabels, updateChatLabels } from "./label-cache";
import type { ChatListData } from "./my-chats-cache";

describe("label cache", () => {
  it("a chat's labels change in its summary, my chats and the lists by kind, sorted as the server keeps them", () => {
    const client = new QueryClient();
    const chat = buildActiveChat({ id: 1, labelIds: [7] });
    const other = buildActiveChat({ id: 2, labelIds: [] });
    client.setQueryData(chatKeys.summary(1), chat);
    client.setQueryData<ChatListData>(chatKeys.myChatList({ search: "", unreadOnly: false }), {
      pages: [{ total: 2, totalCapped: false, nextCursor: null, items: [chat, other] }],
      pageParams: [""],
    });
    client.setQueryData<ChatPage>(chatKeys.list("active", { take: 50, skip: 0 }), {
      total: 1,
      totalCapped: false,
      nextCursor: null,
      items: [chat],
    });

    updateChatLabels(client, 1, changeLabels({ add: [3], remove: [7] }));
    expect(client.getQueryData<typeof chat>(chatKeys.summary(1))?.labelIds).toEqual([3]);
    updateChatLabels(client, 1, setLabels([9, 3]));
    const mine = client.getQueryData<ChatListData>(chatKeys.myChatList({ search: "", unreadOnly: false }));
    expect(mine?.pages[0]?.items.map((item) => item.labelIds)).toEqual([[3, 9], []]);
    const active = client.getQueryData<ChatPage>(chatKeys.list("active", { take: 50, skip: 0 }));
    expect(active?.items[0]?.labelIds).toEqual([3, 9]);
  });

  it("ContactLabelled gives the workspace's contact detail the server's list", () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.contactDetail(11), buildContact({ id: 11, labelIds: [1] }));
    applyContactLabelledEvent(client, { businessId: 1, contactId: 11, labelIds: [2, 4] });
    expect(
      client.getQueryData<ReturnType<typeof buildContact>>(chatKeys.contactDetail(11))?.labelIds,
    ).toEqual([2, 4]);
  });
});
