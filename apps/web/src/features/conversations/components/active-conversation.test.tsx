import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildActiveChat } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { signedInAs } from "../../../test/session";
import { renderFeature } from "../testing/render-feature";
import { ActiveConversation } from "./active-conversation";

describe("active conversation", () => {
  it("tells the agent which publication the contact came from, atop the history", async () => {
    const chat = buildActiveChat({
      id: 3,
      referral: {
        sourceType: "post",
        sourceUrl: "https://instagram.com/p/abc",
        headline: "Nuevos amortiguadores",
        body: "",
      },
    });
    signedInAs("ProviderAgent", {
      routes: {
        "POST /api/chat/ListMessage": ok({ items: [], hasMore: false }),
        "POST /api/chat/Summary": ok(chat),
        "POST /api/chat/SeeToMessage": ok({ conversationId: 3, unreadCount: 0, totalUnread: 0 }),
      },
    });
    renderFeature(
      <ActiveConversation chat={chat} onBack={() => {}} onEnding={() => {}} onEnded={() => {}} />,
    );
    const banner = await screen.findByTestId("referral-banner");
    expect(banner).toHaveTextContent("Llegó desde una publicación: Nuevos amortiguadores");
    expect(screen.getByRole("link", { name: /Ver la publicación/ })).toHaveAttribute(
      "href",
      "https://instagram.com/p/abc",
    );
  });

  it("shows no banner when WhatsApp did not say where the contact came from", async () => {
    const chat = buildActiveChat({ id: 4 });
    signedInAs("ProviderAgent", {
      routes: {
        "POST /api/chat/ListMessage": ok({ items: [], hasMore: false }),
        "POST /api/chat/Summary": ok(chat),
        "POST /api/chat/SeeToMessage": ok({ conversationId: 4, unreadCount: 0, totalUnread: 0 }),
      },
    });
    renderFeature(
      <ActiveConversation chat={chat} onBack={() => {}} onEnding={() => {}} onEnded={() => {}} />,
    );
    await screen.findByText("Todavía no hay mensajes en este chat.");
    expect(screen.queryByTestId("referral-banner")).not.toBeInTheDocument();
  });
  it("says in its header that the chat came in out of hours, after the agent took it", async () => {
    const chat = buildActiveChat({ id: 5, outOfHours: true });
    signedInAs("ProviderAgent", {
      routes: {
        "POST /api/chat/ListMessage": ok({ items: [], hasMore: false }),
        "POST /api/chat/Summary": ok(chat),
        "POST /api/chat/SeeToMessage": ok({ conversationId: 5, unreadCount: 0, totalUnread: 0 }),
      },
    });
    renderFeature(
      <ActiveConversation chat={chat} onBack={() => {}} onEnding={() => {}} onEnded={() => {}} />,
    );
    const header = await screen.findByTestId("conversation-header");
    expect(within(header).getByTestId("out-of-hours")).toHaveTextContent("Fuera de horario");
  });
});
