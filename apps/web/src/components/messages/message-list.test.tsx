import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ActiveConversation } from "../../features/conversations/components/active-conversation";
import { renderFeature } from "../../features/conversations/testing/render-feature";
import { buildActiveChat, buildMessage } from "../../test/chats";
import { ok } from "../../test/fake-fetch";
import { signedInAs } from "../../test/session";

describe("conversation history", () => {
  it("opens on the newest page, loads older ones with beforeId and marks the chat seen", async () => {
    const chat = buildActiveChat({ id: 1, contactId: 11 });
    const newest = [41, 42].map((id) => buildMessage({ id, conversationId: 1, body: `Nuevo ${id}` }));
    const older = [39, 40].map((id) => buildMessage({ id, conversationId: 1, body: `Viejo ${id}` }));
    const { calls } = signedInAs("ProviderAgent", {
      routes: {
        "POST /api/chat/ListMessage": async (request) => {
          const body = (await request.json()) as { beforeId?: number };
          return body.beforeId === 41
            ? ok({ items: older, hasMore: false })
            : ok({ items: newest, hasMore: true });
        },
        "POST /api/chat/Summary": ok(chat),
        "POST /api/chat/SeeToMessage": ok({ conversationId: 1, unreadCount: 0, totalUnread: 0 }),
      },
    });
    renderFeature(
      <ActiveConversation chat={chat} onBack={() => {}} onEnding={() => {}} onEnded={() => {}} />,
    );
    const list = await screen.findByTestId("message-list");
    expect(await within(list).findByText("Nuevo 42")).toBeInTheDocument();
    expect(within(list).queryByText("Viejo 40")).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: "Cargar mensajes anteriores" }));
    expect(await within(list).findByText("Viejo 40")).toBeInTheDocument();
    const bodies = within(list)
      .getAllByTestId("message")
      .map((message) => message.textContent);
    expect(bodies.map((text) => text?.match(/(Viejo|Nuevo) \d{2}/)?.[0])).toEqual([
      "Viejo 39",
      "Viejo 40",
      "Nuevo 41",
      "Nuevo 42",
    ]);
    expect(within(list).getByText("Inicio de la conversación")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("/api/chat/SeeToMessage"))).toBe(true));
  });
  it("shows each transfer with who, to whom, when and its comment among the messages, not as a message", async () => {
    const chat = buildActiveChat({ id: 2, contactId: 12 });
    const items = [
      buildMessage({
        id: 50,
        conversationId: 2,
        body: "¿Tienen balatas?",
        createdAt: "2026-11-20T15:00:00.000Z",
      }),
      buildMessage({
        id: 51,
        conversationId: 2,
        body: "Sí, ¿de qué auto?",
        createdAt: "2026-11-20T17:00:00.000Z",
      }),
    ];
    signedInAs("ProviderAgent", {
      routes: {
        "POST /api/chat/ListMessage": ok({ items, hasMore: false }),
        "POST /api/chat/Transfers": ok([
          {
            id: 7,
            conversationId: 2,
            at: "2026-11-20T16:00:00.000Z",
            by: { id: 3, name: "Marco Treviño" },
            from: { id: 5, name: "Ana López" },
            to: { id: 7, name: "Ana Torres" },
            comments: "Pide factura",
          },
        ]),
        "POST /api/chat/Summary": ok(chat),
        "POST /api/chat/SeeToMessage": ok({ conversationId: 2, unreadCount: 0, totalUnread: 0 }),
      },
    });
    renderFeature(
      <ActiveConversation chat={chat} onBack={() => {}} onEnding={() => {}} onEnded={() => {}} />,
    );
    const list = await screen.findByTestId("message-list");
    const line = await within(list).findByTestId("transfer-line");
    expect(line).toHaveTextContent("Marco Treviño transfirió el chat de Ana López a Ana Torres");
    expect(line).toHaveTextContent("· 10:00");
    expect(within(line).getByTestId("transfer-comment")).toHaveTextContent("Comentario: «Pide factura»");
    expect(within(list).getAllByTestId("message")).toHaveLength(2);
    // Between the message before it and the one after it.
    const order = [...list.querySelectorAll("[data-testid=message], [data-testid=transfer-line]")].map(
      (node) => node.getAttribute("data-testid"),
    );
    expect(order).toEqual(["message", "transfer-line", "message"]);
  });
});
