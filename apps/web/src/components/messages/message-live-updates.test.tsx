import { type ChatSummary, HUB_EVENTS, INBOUND_TEXTS, type MessageView } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActiveConversation } from "../../features/conversations/components/active-conversation";
import { renderFeature } from "../../features/conversations/testing/render-feature";
import { buildActiveChat, buildMessage } from "../../test/chats";
import { ok } from "../../test/fake-fetch";
import { signedInAs } from "../../test/session";

/** The agent's open chat with its one message on screen, the hub at hand. */
async function openChat(chat: ChatSummary, message: MessageView) {
  signedInAs("ProviderAgent", {
    routes: {
      "POST /api/chat/ListMessage": ok({ items: [message], hasMore: false }),
      "POST /api/chat/Summary": ok(chat),
      "POST /api/chat/SeeToMessage": ok({ conversationId: chat.id, unreadCount: 0, totalUnread: 0 }),
    },
  });
  const { hub } = renderFeature(
    <ActiveConversation chat={chat} onBack={() => {}} onEnding={() => {}} onEnded={() => {}} />,
  );
  return { hub, list: await screen.findByTestId("message-list") };
}

describe("a conversation kept live by the hub", () => {
  it("shows a reaction when the reacted message comes again, replaces it and removes it", async () => {
    const chat = buildActiveChat({ id: 1, contactId: 11 });
    const sent = buildMessage({
      id: 50,
      conversationId: 1,
      contactId: 11,
      direction: "out",
      author: "agent",
      body: "Le llega mañana",
      status: "read",
    });
    const { hub, list } = await openChat(chat, sent);
    await within(list).findByText("Le llega mañana");
    const updated = (reaction: string | null) =>
      hub.emit(HUB_EVENTS.messageUpdated, {
        businessId: 1,
        conversationId: 1,
        contactId: 11,
        message: { ...sent, reaction },
      });

    updated("👍");
    expect(await within(list).findByRole("img", { name: "Reacción del contacto: 👍" })).toBeInTheDocument();
    updated("😂");
    expect(await within(list).findByRole("img", { name: "Reacción del contacto: 😂" })).toBeInTheDocument();
    expect(within(list).queryByRole("img", { name: "Reacción del contacto: 👍" })).not.toBeInTheDocument();
    updated(null);
    await waitFor(() => expect(within(list).queryByTestId("message-reaction")).not.toBeInTheDocument());
    // A reaction row that slips through NewMessage is not a bubble of its own.
    const arrives = (message: MessageView) =>
      hub.emit(HUB_EVENTS.newMessage, {
        businessId: 1,
        conversationId: 1,
        contactId: 11,
        assignedUserId: 7,
        conversationStatus: "active",
        contact: { name: chat.contact.name, phoneNumber: chat.phone },
        message,
      });
    arrives(
      buildMessage({ id: 51, conversationId: 1, contactId: 11, type: "reaction", body: "Reaccionó 👍" }),
    );
    arrives(buildMessage({ id: 52, conversationId: 1, contactId: 11, body: "Gracias" }));
    await within(list).findByText("Gracias");
    expect(
      within(list)
        .getAllByTestId("message")
        .map((element) => element.dataset.messageId),
    ).toEqual(["50", "52"]);
  });

  it("a contact's file shows it is downloading, then that the download failed", async () => {
    const chat = buildActiveChat({ id: 2, contactId: 12 });
    const photo = buildMessage({
      id: 60,
      conversationId: 2,
      contactId: 12,
      type: "image",
      mediaPending: true,
    });
    const { hub, list } = await openChat(chat, photo);
    expect(await within(list).findByText(INBOUND_TEXTS.mediaDownloading)).toBeInTheDocument();
    hub.emit(HUB_EVENTS.messageUpdated, {
      businessId: 1,
      conversationId: 2,
      contactId: 12,
      message: { ...photo, mediaPending: false, error: INBOUND_TEXTS.mediaDownloadFailed },
    });
    expect(await within(list).findByText(INBOUND_TEXTS.mediaDownloadFailed)).toBeInTheDocument();
    expect(within(list).queryByText(INBOUND_TEXTS.mediaDownloading)).not.toBeInTheDocument();
  });
});
