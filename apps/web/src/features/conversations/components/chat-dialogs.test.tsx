import { CHAT_MESSAGES, MESSAGES } from "@consola/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildActiveChat } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { signedInAs } from "../../../test/session";
import { renderFeature } from "../testing/render-feature";
import { ChangeStatusDialog } from "./change-status-dialog";
import { CloseChatDialog } from "./close-chat-dialog";
import { TransferDialog } from "./transfer-dialog";

const CATEGORIES = [
  { id: 3, name: "Venta realizada", description: "", status: "active" },
  { id: 4, name: "Antigua", description: "", status: "inactive" },
];

describe("chat dialogs", () => {
  it("closing requires a status, comments and an active closing category", async () => {
    const chat = buildActiveChat();
    const { calls } = signedInAs("ProviderAgent", {
      routes: {
        "POST /api/business/ListCategoryClose": ok(CATEGORIES),
        "POST /api/wp/CloseMessage": ok({ ...chat, status: "closed" }, CHAT_MESSAGES.chatClosed),
      },
    });
    const onClosing = vi.fn();
    const onClosed = vi.fn();
    renderFeature(
      <CloseChatDialog chat={chat} opened onClose={() => {}} onClosing={onClosing} onClosed={onClosed} />,
    );
    const user = userEvent.setup();
    const submit = await screen.findByRole("button", { name: "Cerrar chat" });
    // The dialog opens on its first field, not on the title bar's close button.
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Estatus" })).toHaveFocus());
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.statusRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.commentsRequired)).toBeInTheDocument();
    expect(screen.getByText(CHAT_MESSAGES.closingCategoryRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith("/CloseMessage"))).toBe(false);

    await user.click(screen.getByRole("combobox", { name: "Estatus" }));
    await user.click(await screen.findByRole("option", { name: "Molesto", hidden: true }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Categoría de cierre" })).toBeEnabled());
    await user.click(screen.getByRole("combobox", { name: "Categoría de cierre" }));
    expect(screen.queryByRole("option", { name: "Antigua", hidden: true })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("option", { name: "Venta realizada", hidden: true }));
    await user.type(screen.getByRole("textbox", { name: "Comentarios" }), "Pedido confirmado");
    await user.click(submit);
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(onClosing).toHaveBeenCalledBefore(onClosed);
    const request = calls.find((call) => call.url.endsWith("/CloseMessage"));
    expect(await request?.json()).toEqual({
      conversationId: chat.id,
      status: "angry",
      comments: "Pedido confirmado",
      closingCategoryId: 3,
    });
  });

  it("a status change requires the status and comments", async () => {
    const chat = buildActiveChat();
    const { calls } = signedInAs("ProviderAgent", {
      routes: { "POST /api/chat/ChangeStatus": ok({ ...chat, mood: "sad" }, CHAT_MESSAGES.statusChanged) },
    });
    const onClose = vi.fn();
    renderFeature(<ChangeStatusDialog chat={chat} opened onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Guardar estatus" }));
    expect(await screen.findByText(MESSAGES.statusRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.commentsRequired)).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Estatus" }));
    await user.click(await screen.findByRole("option", { name: "Triste", hidden: true }));
    await user.type(screen.getByRole("textbox", { name: "Comentarios" }), "   ");
    await user.click(screen.getByRole("button", { name: "Guardar estatus" }));
    expect(await screen.findByText(MESSAGES.commentsRequired)).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Comentarios" }), "Espera su pedido");
    await user.click(screen.getByRole("button", { name: "Guardar estatus" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const request = calls.find((call) => call.url.endsWith("/ChangeStatus"));
    expect(await request?.json()).toEqual({
      conversationId: chat.id,
      status: "sad",
      comments: "Espera su pedido",
    });
    expect(await screen.findByText(CHAT_MESSAGES.statusChanged)).toBeInTheDocument();
  });

  it("a transfer requires choosing someone, never the chat's own agent", async () => {
    const chat = buildActiveChat({ agent: { id: 8, name: "Luis" } });
    const people = [
      {
        id: 7,
        name: "Ana Torres",
        role: "ProviderSupervisor",
        roleName: "Supervisor",
        area: null,
        availability: "available",
        openChats: 1,
      },
      {
        id: 8,
        name: "Luis",
        role: "ProviderAgent",
        roleName: "Agente",
        area: null,
        availability: "available",
        openChats: 3,
      },
      {
        id: 9,
        name: "Marta Ruiz",
        role: "ProviderAgent",
        roleName: "Agente",
        area: null,
        availability: "not_available",
        openChats: 0,
      },
    ];
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: {
        "POST /api/wp/ListUser": ok(people),
        "POST /api/chat/ReassignChat": ok(chat, CHAT_MESSAGES.chatReassigned),
      },
    });
    const onTransferred = vi.fn();
    renderFeature(
      <TransferDialog
        chat={chat}
        opened
        onClose={() => {}}
        onTransferring={() => {}}
        onTransferred={onTransferred}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Transferir" }));
    expect(await screen.findByText(CHAT_MESSAGES.assignOptionRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Transferir a" })).toBeEnabled());
    await user.click(screen.getByRole("combobox", { name: "Transferir a" }));
    // Neither the person transferring (7) nor the chat's agent (8) is offered.
    expect(await screen.findAllByRole("option", { hidden: true })).toHaveLength(1);
    await user.click(
      screen.getByRole("option", { name: /Marta Ruiz · Agente · No disponible · 0 chats/, hidden: true }),
    );
    await user.click(screen.getByRole("button", { name: "Transferir" }));
    await waitFor(() => expect(onTransferred).toHaveBeenCalled());
    const request = calls.find((call) => call.url.endsWith("/ReassignChat"));
    expect(await request?.json()).toEqual({ conversationId: chat.id, agentId: 9 });
  });
});
