import type { ChatPage, ChatSummary, HubChatChange, HubNewMessage } from "@consola/shared";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { buildActiveChat, buildMessage } from "../../test/chats";
import { ok } from "../../test/fake-fetch";
import { serverAnswering } from "../../test/session";
import {
  applyAgentAvailabilityEvent,
  applyChatUpdatedEvent,
  applyDessignEvent,
  applyMessageStatusEvent,
  applyMessageUpdatedEvent,
  applyNewContactEvent,
  applyNewMessageEvent,
  applyReassignEvent,
  type SyncContext,
} from "./chat-hub-sync";
import { chatKeys } from "./chat-keys";
import type { ChatListQuery } from "./chat-lists-api";
import { flattenMessages, type MessageData } from "./message-cache";
import type { ChatListData } from "./my-chats-cache";

const ME: SyncContext = { userId: 7, openConversationId: null };
const listQuery: ChatListQuery = { take: 50, skip: 0 };
const mine = { search: "", unreadOnly: false };

function messages(...items: ReturnType<typeof buildMessage>[]): MessageData {
  return { pages: [{ items, hasMore: false }], pageParams: [null] };
}

function myChats(...chats: ChatSummary[]): ChatListData {
  return {
    pages: [{ total: chats.length, totalCapped: false, nextCursor: null, items: chats }],
    pageParams: [0],
  };
}

function newMessage(chat: ChatSummary, overrides: Partial<HubNewMessage> = {}): HubNewMessage {
  return {
    businessId: 1,
    conversationId: chat.id,
    contactId: chat.contactId,
    assignedUserId: 7,
    conversationStatus: "active",
    contact: { name: chat.contact.name, phoneNumber: chat.phone },
    message: buildMessage({
      conversationId: chat.id,
      contactId: chat.contactId,
      body: "¿Tienen balatas?",
      createdAt: "2026-11-22T11:00:00.000Z",
    }),
    ...overrides,
  };
}

const change = (chat: ChatSummary, overrides: Partial<HubChatChange> = {}): HubChatChange => ({
  businessId: 1,
  conversationId: chat.id,
  contactId: chat.contactId,
  reason: "closed",
  ...overrides,
});

const isStale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe("the chats hub listener", () => {
  it("NewMessage: the history, my chats, the list by kind and the header follow, once however often it comes", () => {
    const client = new QueryClient();
    const chat = buildActiveChat({ unreadCount: 0 });
    client.setQueryData(chatKeys.messages({ conversationId: chat.id }), messages());
    client.setQueryData(chatKeys.myChatList(mine), myChats(buildActiveChat(), chat));
    client.setQueryData<ChatPage>(chatKeys.list("active", listQuery), {
      total: 1,
      totalCapped: false,
      nextCursor: null,
      items: [chat],
    });
    client.setQueryData(chatKeys.unreadChats, { total: 0, totalCapped: false, nextCursor: null, items: [] });
    const event = newMessage(chat);

    applyNewMessageEvent(client, event, ME);
    applyNewMessageEvent(client, event, ME);

    const history = client.getQueryData<MessageData>(chatKeys.messages({ conversationId: chat.id }));
    expect(flattenMessages(history).map((message) => message.body)).toEqual(["¿Tienen balatas?"]);
    const [first] = client.getQueryData<ChatListData>(chatKeys.myChatList(mine))?.pages[0]?.items ?? [];
    expect(first).toMatchObject({ id: chat.id, lastMessage: "¿Tienen balatas?" });
    const listed = client.getQueryData<ChatPage>(chatKeys.list("active", listQuery))?.items[0];
    expect(listed).toMatchObject({ lastMessage: "¿Tienen balatas?", unreadCount: 1 });
    expect(isStale(client, chatKeys.unreadChats)).toBe(true);
  });

  it("NewMessage: the chat on screen does not count it as unread; someone else's chat stays out of mine", () => {
    const client = new QueryClient();
    const open = buildActiveChat({ unreadCount: 0 });
    client.setQueryData(chatKeys.myChatList(mine), myChats(open));
    applyNewMessageEvent(client, newMessage(open), { userId: 7, openConversationId: open.id });
    expect(
      client.getQueryData<ChatListData>(chatKeys.myChatList(mine))?.pages[0]?.items[0]?.unreadCount,
    ).toBe(0);

    applyNewMessageEvent(client, newMessage(buildActiveChat(), { assignedUserId: 99 }), ME);
    expect(client.getQueryData<ChatListData>(chatKeys.myChatList(mine))?.pages[0]?.items).toHaveLength(1);
    expect(isStale(client, chatKeys.myChatList(mine))).toBe(false);
  });

  it("MessageUpdated: the stored copy replaces the shown one", () => {
    const client = new QueryClient();
    const message = buildMessage({ id: 40, type: "image", mediaPending: true });
    const key = chatKeys.messages({ conversationId: message.conversationId });
    client.setQueryData(key, messages(message));
    const ready = {
      ...message,
      mediaPending: false,
      media: { key: "k", mime: "image/png", name: "a.png", size: 3 },
    };
    applyMessageUpdatedEvent(client, {
      businessId: 1,
      conversationId: message.conversationId,
      contactId: message.contactId,
      message: ready,
    });
    expect(flattenMessages(client.getQueryData(key))).toEqual([ready]);
  });

  it("MessageStatus: the ticks move in the chat's and the contact's history", () => {
    const client = new QueryClient();
    const message = buildMessage({ id: 41, direction: "out", status: "sent" });
    const byChat = chatKeys.messages({ conversationId: message.conversationId });
    const byContact = chatKeys.messages({ contactId: message.contactId });
    client.setQueryData(byChat, messages(message));
    client.setQueryData(byContact, messages(message));
    applyMessageStatusEvent(client, {
      businessId: 1,
      conversationId: message.conversationId,
      contactId: message.contactId,
      messageId: 41,
      status: "read",
      error: null,
    });
    expect(flattenMessages(client.getQueryData(byChat))[0]?.status).toBe("read");
    expect(flattenMessages(client.getQueryData(byContact))[0]?.status).toBe("read");
  });

  it("NewContact: a waiting chat joins the cached queue once its summary is read; an active one refreshes the active lists", async () => {
    const client = new QueryClient();
    const waiting = buildActiveChat({ status: "pending" });
    client.setQueryData<ChatPage>(chatKeys.list("pending", listQuery), {
      total: 0,
      totalCapped: false,
      nextCursor: null,
      items: [],
    });
    client.setQueryData<ChatPage>(chatKeys.list("active", listQuery), {
      total: 0,
      totalCapped: false,
      nextCursor: null,
      items: [],
    });
    serverAnswering({ "POST /api/chat/Summary": ok(waiting) });
    await applyNewContactEvent(client, {
      businessId: 1,
      conversationId: waiting.id,
      contactId: waiting.contactId,
      status: "pending",
    });
    expect(client.getQueryData<ChatPage>(chatKeys.list("pending", listQuery))).toEqual({
      total: 1,
      totalCapped: false,
      nextCursor: null,
      items: [waiting],
    });
    await applyNewContactEvent(client, { businessId: 1, conversationId: 5, contactId: 6, status: "active" });
    expect(isStale(client, chatKeys.list("active", listQuery))).toBe(true);
  });

  it("NewMessage: a history still on its first read reads again when that read lands", async () => {
    const client = new QueryClient();
    const chat = buildActiveChat();
    let answer: (data: MessageData["pages"][number]) => void = () => undefined;
    const reads = vi.fn(
      () =>
        new Promise<MessageData["pages"][number]>((resolve) => {
          answer = resolve;
        }),
    );
    // The chat just opened: its history's first read is in flight.
    const history = new QueryObserver(client, {
      queryKey: chatKeys.messages({ conversationId: chat.id }),
      queryFn: reads,
    });
    const stop = history.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    applyNewMessageEvent(client, newMessage(chat), ME);
    // That read was answered before the message was stored.
    answer({ items: [], hasMore: false });
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
    stop();
  });

  it("NewContact: a queue still on its first read reads again when that read lands", async () => {
    const client = new QueryClient();
    let answer: (page: ChatPage) => void = () => undefined;
    const reads = vi.fn(
      () =>
        new Promise<ChatPage>((resolve) => {
          answer = resolve;
        }),
    );
    // The pending list on screen: its first read is in flight.
    const list = new QueryObserver(client, { queryKey: chatKeys.list("pending", listQuery), queryFn: reads });
    const stop = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    await applyNewContactEvent(client, { businessId: 1, conversationId: 5, contactId: 6, status: "pending" });
    // That read was answered before the chat existed.
    answer({ total: 0, totalCapped: false, nextCursor: null, items: [] });
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
    stop();
  });

  it("Reassign: my chats are read again when it is mine, and the active lists and the summary always", () => {
    const client = new QueryClient();
    const chat = buildActiveChat();
    client.setQueryData(chatKeys.myChatList(mine), myChats());
    client.setQueryData(chatKeys.summary(chat.id), chat);
    applyReassignEvent(client, change(chat, { reason: "assign", toUserId: 99 }), ME);
    expect(isStale(client, chatKeys.myChatList(mine))).toBe(false);
    expect(isStale(client, chatKeys.summary(chat.id))).toBe(true);
    applyReassignEvent(client, change(chat, { reason: "assign", toUserId: 7 }), ME);
    expect(isStale(client, chatKeys.myChatList(mine))).toBe(true);
  });

  it("AgentAvailability: the people a chat can go to are read again, nothing else", () => {
    const client = new QueryClient();
    const chat = buildActiveChat();
    client.setQueryData(chatKeys.candidates, []);
    client.setQueryData(chatKeys.summary(chat.id), chat);
    applyAgentAvailabilityEvent(client);
    expect(isStale(client, chatKeys.candidates)).toBe(true);
    expect(isStale(client, chatKeys.summary(chat.id))).toBe(false);
  });

  it("Reassign and Dessign of a transfer: the chat's and its contact's transfers are read again", () => {
    const chat = buildActiveChat();
    const keys = [
      chatKeys.transfers({ conversationId: chat.id }),
      chatKeys.transfers({ contactId: chat.contactId }),
    ];
    for (const apply of [applyReassignEvent, applyDessignEvent]) {
      const client = new QueryClient();
      for (const key of keys) client.setQueryData(key, []);
      apply(client, change(chat, { reason: "take", toUserId: 7 }), ME);
      expect(keys.map((key) => isStale(client, key))).toEqual([false, false]);
      apply(client, change(chat, { reason: "reassign", toUserId: 8, fromUserId: 7 }), ME);
      expect(keys.map((key) => isStale(client, key))).toEqual([true, true]);
    }
  });

  it("Dessign: a closed chat leaves my chats and every list, except for the one who took it", () => {
    const client = new QueryClient();
    const chat = buildActiveChat();
    client.setQueryData(chatKeys.myChatList(mine), myChats(chat));
    client.setQueryData<ChatPage>(chatKeys.list("active", listQuery), {
      total: 1,
      totalCapped: false,
      nextCursor: null,
      items: [chat],
    });
    applyDessignEvent(client, change(chat, { reason: "taken", toUserId: 7 }), ME);
    expect(client.getQueryData<ChatListData>(chatKeys.myChatList(mine))?.pages[0]?.items).toHaveLength(1);

    applyDessignEvent(client, change(chat, { reason: "closed" }), ME);
    expect(client.getQueryData<ChatListData>(chatKeys.myChatList(mine))?.pages[0]?.items).toEqual([]);
    expect(client.getQueryData<ChatPage>(chatKeys.list("active", listQuery))).toEqual({
      total: 0,
      totalCapped: false,
      nextCursor: null,
      items: [],
    });
  });

  it("Dessign: a chat that ends makes the closed lists read again, filtered or not, without 'Actualizar'", () => {
    const client = new QueryClient();
    const chat = buildActiveChat();
    const filtered: ChatListQuery = { ...listQuery, status: "closed", agentName: "Ana" };
    client.setQueryData<ChatPage>(chatKeys.list("ended", listQuery), {
      total: 0,
      totalCapped: false,
      nextCursor: null,
      items: [],
    });
    client.setQueryData<ChatPage>(chatKeys.list("ended", filtered), {
      total: 0,
      totalCapped: false,
      nextCursor: null,
      items: [],
    });
    applyDessignEvent(client, change(chat, { reason: "taken", toUserId: 9 }), ME);
    expect(isStale(client, chatKeys.list("ended", listQuery))).toBe(false);
    for (const reason of ["closed", "timed_out", "deleted"]) {
      client.setQueryData<ChatPage>(chatKeys.list("ended", listQuery), {
        total: 0,
        totalCapped: false,
        nextCursor: null,
        items: [],
      });
      applyDessignEvent(client, change(chat, { reason }), ME);
      expect(isStale(client, chatKeys.list("ended", listQuery)), reason).toBe(true);
      expect(isStale(client, chatKeys.list("ended", filtered)), reason).toBe(true);
    }
  });

  it("ChatUpdated: whoever shows the chat's summary, and the lists holding its row, read it again", () => {
    const client = new QueryClient();
    const chat = { ...buildActiveChat(), status: "bot" as const };
    client.setQueryData(chatKeys.summary(chat.id), chat);
    client.setQueryData<ChatPage>(chatKeys.list("bot", listQuery), {
      total: 1,
      totalCapped: false,
      nextCursor: null,
      items: [chat],
    });
    client.setQueryData<ChatPage>(chatKeys.list("pending", listQuery), {
      total: 0,
      totalCapped: false,
      nextCursor: null,
      items: [],
    });
    applyChatUpdatedEvent(client, change(chat, { reason: "updated" }));
    expect(isStale(client, chatKeys.summary(chat.id))).toBe(true);
    // The bot renamed the contact: the bot list shows the new name; a list without the chat stays.
    expect(isStale(client, chatKeys.list("bot", listQuery))).toBe(true);
    expect(isStale(client, chatKeys.list("pending", listQuery))).toBe(false);
  });

  it("ChatUpdated: the agent's own list reads again when it holds the chat (a reaction changed its preview)", () => {
    const client = new QueryClient();
    const chat = buildActiveChat();
    client.setQueryData(chatKeys.myChatList(mine), myChats(chat));
    applyChatUpdatedEvent(client, change(buildActiveChat(), { reason: "updated" }));
    expect(isStale(client, chatKeys.myChatList(mine))).toBe(false);
    applyChatUpdatedEvent(client, change(chat, { reason: "updated" }));
    expect(isStale(client, chatKeys.myChatList(mine))).toBe(true);
  });
});

describe("reactions", () => {
  it("MessageUpdated puts the contact's reaction on the message, replaces it and takes it back", () => {
    const client = new QueryClient();
    const media = { key: "k", mime: "image/png", name: "a.png", size: 3 };
    const message = buildMessage({ id: 42, type: "image", media, direction: "out", status: "read" });
    const key = chatKeys.messages({ conversationId: message.conversationId });
    client.setQueryData(key, messages(message));
    const update = (reaction: string | null) =>
      applyMessageUpdatedEvent(client, {
        businessId: 1,
        conversationId: message.conversationId,
        contactId: message.contactId,
        message: { ...message, reaction },
      });
    const shown = () => flattenMessages(client.getQueryData(key));

    update("👍");
    expect(shown()).toEqual([{ ...message, reaction: "👍" }]);
    update("❤️");
    expect(shown()[0]?.reaction).toBe("❤️");
    update(null);
    expect(shown()).toEqual([message]);
  });
});
