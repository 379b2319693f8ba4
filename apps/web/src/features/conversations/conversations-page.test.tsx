import { CHAT_MESSAGES, HUB_EVENTS, type HubChatChange, type HubNewMessage } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeHub } from "../../lib/hub/fake-hub";
import { buildActiveChat, buildMessage } from "../../test/chats";
import { type FakeReply, ok } from "../../test/fake-fetch";
import { signedInAs } from "../../test/session";
import { ConversationsPage } from "./conversations-page";
import { renderFeature } from "./testing/render-feature";

// The virtual list measures its box (clientHeight); jsdom lays nothing out, so give elements a size.
beforeEach(() => {
  vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(800);
  vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(340);
});
afterEach(() => vi.restoreAllMocks());

const jorge = buildActiveChat({
  id: 1,
  contactId: 11,
  lastMessage: "Primero",
  lastMessageAt: "2026-11-22T10:05:00.000Z",
});
const maria = buildActiveChat({
  id: 2,
  contactId: 12,
  contact: { id: 12, name: "María Cantú", phoneNumber: "+528187654321", optIn: true },
  lastMessage: "Segundo",
  lastMessageAt: "2026-11-22T10:00:00.000Z",
});
jorge.contact = { id: 11, name: "Jorge Salinas", phoneNumber: "+528181234567", optIn: true };

function newMessage(chatId: number, contactId: number, body: string, assignedUserId = 7): HubNewMessage {
  return {
    businessId: 1,
    conversationId: chatId,
    contactId,
    assignedUserId,
    conversationStatus: "active",
    contact: { name: "", phoneNumber: "" },
    message: buildMessage({ conversationId: chatId, contactId, body, createdAt: "2026-11-22T10:10:00.000Z" }),
  };
}

function rowNames() {
  return screen.getAllByTestId("chat-row").map((row) => within(row).getAllByText(/\S/)[1]?.textContent);
}

function setup(routes: Record<string, FakeReply> = {}) {
  const fake = signedInAs("ProviderAgent", {
    routes: {
      ...routes,
      "POST /api/admin/ListContactCurrentFind": ok({
        total: 2,
        totalCapped: false,
        nextCursor: null,
        items: [jorge, maria],
      }),
      "POST /api/chat/ListMessage": ok({
        items: [buildMessage({ conversationId: 1, body: "Primero" })],
        hasMore: false,
      }),
      "POST /api/chat/SeeToMessage": ok({ conversationId: 1, unreadCount: 0, totalUnread: 0 }),
      "POST /api/chat/Summary": ok(jorge),
    },
  });
  const hub = new FakeHub();
  return { ...fake, ...renderFeature(<ConversationsPage />, { hub }) };
}

describe("ConversationsPage live updates", () => {
  it("a new message bumps its chat to the top with the preview and one more unread", async () => {
    const { hub } = setup();
    await screen.findByText("María Cantú");
    expect(rowNames()).toEqual(["Jorge Salinas", "María Cantú"]);

    hub.emit(HUB_EVENTS.newMessage, newMessage(2, 12, "¿Tienen balatas?"));
    await waitFor(() => expect(rowNames()).toEqual(["María Cantú", "Jorge Salinas"]));
    const row = screen.getAllByTestId("chat-row")[0];
    if (!row) throw new Error("no row");
    expect(within(row).getByTestId("chat-preview")).toHaveTextContent("¿Tienen balatas?");
    expect(within(row).getByTestId("unread-badge")).toHaveTextContent("1");

    // Another agent's chat, heard by a manager's socket, does not touch my list.
    hub.emit(HUB_EVENTS.newMessage, newMessage(1, 11, "No es mío", 99));
    expect(rowNames()).toEqual(["María Cantú", "Jorge Salinas"]);
  });

  it("an open chat appends the message live and keeps it read", async () => {
    const { hub, calls } = setup();
    await userEvent.click(await screen.findByText("Jorge Salinas"));
    expect(await screen.findByTestId("conversation-contact")).toHaveTextContent("Jorge Salinas");
    await within(await screen.findByTestId("message-list")).findByText("Primero");

    hub.emit(HUB_EVENTS.newMessage, newMessage(1, 11, "¿Siguen ahí?"));
    expect(await within(screen.getByTestId("message-list")).findByText("¿Siguen ahí?")).toBeInTheDocument();
    const row = screen.getAllByTestId("chat-row")[0];
    if (!row) throw new Error("no row");
    expect(within(row).queryByTestId("unread-badge")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url.endsWith("/api/chat/SeeToMessage")).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it("a chat taken away (closed, timed out, transferred) leaves the list with a notice if it was open", async () => {
    const { hub, router } = setup();
    await userEvent.click(await screen.findByText("Jorge Salinas"));
    await screen.findByTestId("conversation-contact");
    const change: HubChatChange = { businessId: 1, conversationId: 1, contactId: 11, reason: "timed_out" };
    hub.emit(HUB_EVENTS.dessign, change);
    expect(await screen.findByText(/El chat con Jorge Salinas caducó/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText("Jorge Salinas", { selector: "p" })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe("");
    expect(await screen.findByText("Selecciona una conversación")).toBeInTheDocument();
  });

  it("a chat assigned to me asks for the list again", async () => {
    const { hub, calls } = setup();
    await screen.findByText("María Cantú");
    const before = calls.filter((call) => call.url.endsWith("/ListContactCurrentFind")).length;
    hub.emit(HUB_EVENTS.reassign, {
      businessId: 1,
      conversationId: 3,
      contactId: 13,
      reason: "assign",
      toUserId: 7,
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith("/ListContactCurrentFind")).length).toBeGreaterThan(
        before,
      ),
    );
    // Taking a pending chat also tells the business it left the queue: my new chat must stay.
    hub.emit(HUB_EVENTS.dessign, {
      businessId: 1,
      conversationId: 2,
      contactId: 12,
      reason: "take",
      toUserId: 7,
    });
    expect(screen.getByText("María Cantú")).toBeInTheDocument();
  });

  it("closing a chat leaves it and puts the keyboard on the list's search, even when the hub tells first", async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    const { hub } = setup({
      "POST /api/business/ListCategoryClose": ok([
        { id: 3, name: "Venta realizada", description: "", status: "active" },
      ]),
      "POST /api/wp/CloseMessage": () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByText("Jorge Salinas"));
    await screen.findByTestId("conversation-contact");
    await user.click(screen.getByRole("button", { name: "Acciones del chat" }));
    await user.click(await screen.findByRole("menuitem", { name: "Cerrar chat" }));
    await user.click(await screen.findByRole("combobox", { name: "Estatus" }));
    await user.click(await screen.findByRole("option", { name: "Normal", hidden: true }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Categoría de cierre" })).toBeEnabled());
    await user.click(screen.getByRole("combobox", { name: "Categoría de cierre" }));
    await user.click(await screen.findByRole("option", { name: "Venta realizada", hidden: true }));
    await user.type(screen.getByRole("textbox", { name: "Comentarios" }), "Listo");
    await user.click(
      within(screen.getByRole("dialog", { name: "Cerrar chat" })).getByRole("button", {
        name: "Cerrar chat",
      }),
    );

    // The server's own announcement overtakes its answer: the pane goes, with no second notice.
    hub.emit(HUB_EVENTS.dessign, { businessId: 1, conversationId: 1, contactId: 11, reason: "closed" });
    expect(await screen.findByText("Selecciona una conversación")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Buscar por nombre o número" })).toHaveFocus(),
    );
    expect(screen.queryByText(/El chat con Jorge Salinas/)).not.toBeInTheDocument();
    answer(ok({ ...jorge, status: "closed" }, CHAT_MESSAGES.chatClosed));
  });
});
