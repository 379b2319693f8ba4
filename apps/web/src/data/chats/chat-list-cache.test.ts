import type { ChatPage } from "@consola/shared";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { cutPreview } from "../../components/chats/chat-links";
import { buildChat } from "../../test/chats";
import { chatKeys } from "./chat-keys";
import { appendChat, applyNewMessage, removeChat } from "./chat-list-cache";
import type { ChatListQuery } from "./chat-lists-api";

const query = (overrides: Partial<ChatListQuery> = {}): ChatListQuery => ({
  take: 50,
  skip: 0,
  ...overrides,
});

function clientWith(entries: [ChatListQuery, ChatPage][], kind: "pending" | "active" = "pending") {
  const client = new QueryClient();
  for (const [key, page] of entries) client.setQueryData(chatKeys.list(kind, key), page);
  return client;
}

describe("chat list cache", () => {
  it("a new chat joins the last page of the queue and only counts on earlier ones", () => {
    const first = buildChat();
    const client = clientWith([
      [query(), { total: 1, totalCapped: false, nextCursor: null, items: [first] }],
      [
        query({ skip: 50 }),
        {
          total: 51,
          totalCapped: false,
          nextCursor: null,
          items: Array.from({ length: 1 }, () => buildChat()),
        },
      ],
    ]);
    const arriving = buildChat();
    appendChat(client, "pending", arriving);
    appendChat(client, "pending", arriving);
    expect(client.getQueryData<ChatPage>(chatKeys.list("pending", query()))).toEqual({
      total: 2,
      totalCapped: false,
      nextCursor: null,
      items: [first, arriving],
    });
    expect(client.getQueryData<ChatPage>(chatKeys.list("pending", query({ skip: 50 })))?.total).toBe(52);
  });

  it("a filtered list asks the server instead of guessing", () => {
    const client = clientWith([
      [query({ contactNumber: "81" }), { total: 0, totalCapped: false, nextCursor: null, items: [] }],
    ]);
    appendChat(client, "pending", buildChat());
    const state = client.getQueryState(chatKeys.list("pending", query({ contactNumber: "81" })));
    expect(state?.isInvalidated).toBe(true);
  });

  it("removes a chat and its count wherever it is listed", () => {
    const gone = buildChat();
    const client = clientWith([
      [query(), { total: 2, totalCapped: false, nextCursor: null, items: [buildChat(), gone] }],
    ]);
    expect(removeChat(client, ["pending"], gone.id)).toBe(true);
    expect(client.getQueryData<ChatPage>(chatKeys.list("pending", query()))?.total).toBe(1);
    expect(removeChat(client, ["pending"], gone.id)).toBe(false);
  });

  it("a new message updates the listed chat once, however often it arrives", () => {
    const chat = buildChat({ status: "active", unreadCount: 1 });
    const client = clientWith(
      [[query(), { total: 1, totalCapped: false, nextCursor: null, items: [chat] }]],
      "active",
    );
    const event = {
      businessId: 1,
      conversationId: chat.id,
      contactId: chat.contactId,
      assignedUserId: 5,
      conversationStatus: "active",
      contact: { name: chat.contact.name, phoneNumber: chat.phone },
      message: {
        id: 1,
        conversationId: chat.id,
        contactId: chat.contactId,
        direction: "in" as const,
        type: "text" as const,
        author: "contact" as const,
        agent: null,
        body: "¿Tienen envío a domicilio?",
        caption: "",
        media: null,
        mediaPending: false,
        location: null,
        template: null,
        status: "received" as const,
        error: null,
        details: null,
        reaction: null,
        clientId: null,
        createdAt: "2026-11-20T16:00:00.000Z",
      },
    };
    expect(applyNewMessage(client, event)).toBe(true);
    applyNewMessage(client, event);
    const [updated] = client.getQueryData<ChatPage>(chatKeys.list("active", query()))?.items ?? [];
    expect(updated).toMatchObject({
      lastMessage: "¿Tienen envío a domicilio?",
      unreadCount: 2,
      windowExpiresAt: "2026-11-21T16:00:00.000Z",
    });
  });

  it("cuts the last message at 100 characters", () => {
    expect(cutPreview("a".repeat(100))).toBe("a".repeat(100));
    expect(cutPreview("b".repeat(150))).toBe(`${"b".repeat(100)}…`);
    expect(cutPreview("hola\n\n  qué tal")).toBe("hola qué tal");
  });
});
