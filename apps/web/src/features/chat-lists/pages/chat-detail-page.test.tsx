import { CHAT_MESSAGES } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildChat, buildMessage } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { PEOPLE } from "../testing/people";
import { ActiveChatDetailScreen, EndedChatDetailScreen, PendingChatDetailScreen } from "./chat-list-screens";

const message = (conversationId: number, body: string) =>
  buildMessage({
    id: conversationId * 10,
    conversationId,
    contactId: 9,
    body,
    createdAt: "2026-11-20T15:00:00.000Z",
  });

describe("chat detail", () => {
  it("transfers an active chat: a person must be chosen, then the server's message shows", async () => {
    const chat = buildChat({
      id: 31,
      status: "active",
      contactId: 9,
      agent: { id: 6, name: "Luis Hernández" },
      contact: { id: 9, name: "Roberto Elizondo", phoneNumber: "+528119876543", optIn: true },
    });
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: {
        "POST /api/chat/Summary": ok(chat),
        "POST /api/chat/ListMessage": ok({
          items: [message(31, "¿Tienen el kit de clutch?")],
          hasMore: false,
        }),
        "POST /api/wp/ListUser": ok(PEOPLE),
        "POST /api/chat/ReassignChat": ok(
          { ...chat, agent: { id: 5, name: "Ana López" } },
          CHAT_MESSAGES.chatReassigned,
        ),
      },
    });
    renderScreen(<ActiveChatDetailScreen />, {
      path: "/chat-active/detail?ci=9&st=Active&chat=31",
      route: "/chat-active/detail",
    });
    expect(await screen.findByText("¿Tienen el kit de clutch?")).toBeInTheDocument();
    const summary = screen.getByTestId("chat-summary");
    expect(within(summary).getByText("Roberto Elizondo")).toBeInTheDocument();
    expect(within(summary).getByText("Luis Hernández")).toBeInTheDocument();

    const events = userEvent.setup();
    await events.click(within(summary).getByRole("button", { name: "Transferir" }));
    const dialog = await screen.findByRole("dialog", { name: "Transferir chat" });
    await events.click(within(dialog).getByRole("button", { name: "Transferir" }));
    expect(await within(dialog).findByText(CHAT_MESSAGES.assignOptionRequired)).toBeInTheDocument();

    await events.type(within(dialog).getByRole("combobox", { name: "Persona" }), "Ana");
    await events.click(await screen.findByRole("option", { name: /Ana López/, hidden: true }));
    await events.type(
      within(dialog).getByRole("textbox", { name: "Comentarios (opcional)" }),
      "Es de ventas",
    );
    await events.click(within(dialog).getByRole("button", { name: "Transferir" }));
    expect(await screen.findByText(CHAT_MESSAGES.chatReassigned)).toBeInTheDocument();
    const sent = calls.find((request) => request.url.endsWith("/api/chat/ReassignChat"));
    expect(await sent?.clone().json()).toEqual({ conversationId: 31, agentId: 5, comments: "Es de ventas" });
    await waitFor(() =>
      expect(within(screen.getByTestId("chat-summary")).getByText("Ana López")).toBeInTheDocument(),
    );
  });

  it("opened with ci alone (a notification link), shows the contact's latest chat", async () => {
    const chat = buildChat({
      id: 44,
      contactId: 9,
      contact: { id: 9, name: "Nuevo Cliente", phoneNumber: "+528112223333", optIn: true },
      outOfHours: true,
    });
    const { calls } = signedInAs("ProviderAdmin", {
      routes: {
        "POST /api/chat/Summary": ok(chat),
        "POST /api/wp/ListMessage": ok({ items: [message(44, "Buenas tardes")], hasMore: false }),
      },
    });
    renderScreen(<PendingChatDetailScreen />, {
      path: "/chat-pendient/detail?ci=9&tp=notification",
      route: "/chat-pendient/detail",
    });
    expect(await screen.findByRole("button", { name: "Tomar" })).toBeInTheDocument();
    expect(screen.getByText("Pendiente")).toBeInTheDocument();
    expect(screen.getByTestId("out-of-hours")).toHaveTextContent("Fuera de horario");
    const summaryCall = calls.find((request) => request.url.endsWith("/api/chat/Summary"));
    expect(await summaryCall?.clone().json()).toEqual({ conversationId: 44 });
  });
  it("a closed chat's detail shows its transfers, with who, to whom and the comment, among its messages", async () => {
    const chat = buildChat({
      id: 41,
      status: "closed",
      endReason: "closed",
      closedAt: "2026-11-20T19:00:00.000Z",
      contactId: 9,
      agent: { id: 6, name: "Luis Hernández" },
      contact: { id: 9, name: "Roberto Elizondo", phoneNumber: "+528119876543", optIn: true },
    });
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: {
        "POST /api/chat/Summary": ok(chat),
        "POST /api/chat/ListMessage": ok({
          items: [message(41, "¿Tienen el kit de clutch?")],
          hasMore: false,
        }),
        "POST /api/chat/Transfers": ok([
          {
            id: 3,
            conversationId: 41,
            at: "2026-11-20T16:30:00.000Z",
            by: { id: 4, name: "Marco Treviño" },
            from: { id: 4, name: "Marco Treviño" },
            to: { id: 6, name: "Luis Hernández" },
            comments: "Él conoce los clutch",
          },
        ]),
      },
    });
    renderScreen(<EndedChatDetailScreen />, {
      path: "/chat-panel-close-timeout/detail?ci=9&st=Closed&chat=41",
      route: "/chat-panel-close-timeout/detail",
    });
    const line = await screen.findByTestId("transfer-line");
    expect(line).toHaveTextContent("Marco Treviño transfirió el chat a Luis Hernández · 10:30");
    expect(line).toHaveTextContent("Comentario: «Él conoce los clutch»");
    const asked = calls.find((call) => new URL(call.url).pathname === "/api/chat/Transfers");
    expect(await asked?.json()).toEqual({ conversationId: 41 });
  });
});
