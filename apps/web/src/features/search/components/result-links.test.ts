import { describe, expect, it } from "vitest";
import { chatLink, contactLink } from "./result-links";

const chat = { contactId: 7, conversationId: 70, assignedUserId: 3 } as const;

describe("search result links", () => {
  it("opens a contact's detail on the contacts page", () => {
    expect(contactLink(7)).toBe("/contact?tok=7");
  });

  it("sends managers to the detail page of the chat's list", () => {
    const manager = { userId: 1, manager: true };
    expect(chatLink({ ...chat, status: "pending" }, manager)).toBe("/chat-pendient/detail?chat=70");
    expect(chatLink({ ...chat, status: "active" }, manager)).toBe("/chat-active/detail?chat=70");
    expect(chatLink({ ...chat, status: "bot" }, manager)).toBe("/chat-selector-area/detail?chat=70");
    expect(chatLink({ ...chat, status: "closed" }, manager)).toBe("/chat-panel-close-timeout/detail?chat=70");
    expect(chatLink({ ...chat, status: "timed_out" }, manager)).toBe(
      "/chat-panel-close-timeout/detail?chat=70",
    );
  });

  it("opens one's own active chat in /home, where it can be answered", () => {
    expect(chatLink({ ...chat, status: "active" }, { userId: 3, manager: true })).toBe("/home?ci=7");
  });

  it("sends agents to /home: their chats, and the pending queue in pending state", () => {
    const agent = { userId: 3, manager: false };
    expect(chatLink({ ...chat, status: "active" }, agent)).toBe("/home?ci=7");
    expect(chatLink({ ...chat, status: "closed" }, agent)).toBe("/home?ci=7");
    expect(chatLink({ ...chat, assignedUserId: null, status: "pending" }, agent)).toBe(
      "/home?ci=7&st=Pending",
    );
  });
});
