import { type BulkJob, bulkActionsEndpoints, conversationsEndpoints } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { lastBody } from "../../../test/admin-screen";
import { buildChat } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { PEOPLE } from "../testing/people";
import { ActiveChatsScreen, EndedChatsScreen, PendingChatsScreen } from "./chat-list-screens";

const job: BulkJob = {
  id: 4,
  action: "chats.reassign",
  status: "done",
  total: 80,
  processed: 80,
  changed: 80,
  skipped: [],
  error: null,
  createdAt: "2026-05-04T17:00:00.000Z",
  finishedAt: "2026-05-04T17:00:09.000Z",
};

describe("active chats in bulk", () => {
  it("the whole page, then every active chat the filters match, is reassigned by the filters", async () => {
    const chats = [
      buildChat({
        status: "active",
        contact: { id: 1, name: "Ana Ruiz", phoneNumber: "+528181230001", optIn: true },
      }),
      buildChat({
        status: "active",
        contact: { id: 2, name: "Beto Ruiz", phoneNumber: "+528181230002", optIn: true },
      }),
    ];
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: {
        "GET /api/admin/ListMessageActive": ok({
          total: 80,
          totalCapped: false,
          nextCursor: "x",
          items: chats,
        }),
        "POST /api/wp/ListUser": ok(PEOPLE),
        "POST /api/bulk/StartBulkAction": ok({
          ...job,
          status: "running",
          total: 0,
          processed: 0,
          changed: 0,
        }),
        "GET /api/bulk/BulkActionStatus": ok(job),
      },
    });
    renderScreen(<ActiveChatsScreen />, {
      path: "/chat-active?agent=Luis&labels=3",
      route: "/chat-active",
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole("checkbox", { name: "Seleccionar los de esta página" }));
    await events.click(screen.getByRole("button", { name: "Seleccionar los 80 chats que coinciden" }));
    const toolbar = screen.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    expect(toolbar).toHaveTextContent("Todos los chats que coinciden");
    expect(screen.getByTestId("select-matching")).toHaveTextContent(
      "Están seleccionados los 80 chats que coinciden.",
    );

    await events.click(within(toolbar).getByRole("button", { name: "Reasignar" }));
    const dialog = await screen.findByRole("dialog", { name: "Reasignar 80 chats" });
    await events.type(within(dialog).getByRole("combobox", { name: "Persona" }), "Ana");
    await events.click(await screen.findByRole("option", { name: /Ana López/, hidden: true }));
    await events.click(within(dialog).getByRole("button", { name: "Reasignar 80 chats" }));
    await screen.findByTestId("bulk-result");
    expect(await lastBody(calls, bulkActionsEndpoints.start.path)).toEqual({
      action: "chats.reassign",
      target: { matching: { list: "active", agentName: "Luis", labelIds: [3] } },
      agentId: 5,
      comments: "",
    });
  });

  it("labels the ticked closed chats, and offers no close or reassign outside the active list", async () => {
    const labels = [{ id: 3, name: "Mayoreo", color: "green", description: "", active: true }];
    const chats = [
      buildChat({
        id: 31,
        status: "closed",
        contact: { id: 1, name: "Ana Ruiz", phoneNumber: "+528181230001", optIn: true },
      }),
      buildChat({
        id: 32,
        status: "closed",
        contact: { id: 2, name: "Beto Ruiz", phoneNumber: "+528181230002", optIn: true },
      }),
    ];
    const { calls } = signedInAs("ProviderAdmin", {
      routes: {
        "POST /api/admin/ListContactCloseTimeout": ok({
          total: 2,
          totalCapped: false,
          nextCursor: null,
          items: chats,
        }),
        "POST /api/labels/ListLabels": ok(labels),
        "POST /api/bulk/StartBulkAction": ok({ ...job, action: "chats.addLabels", status: "running" }),
        "GET /api/bulk/BulkActionStatus": ok({
          ...job,
          action: "chats.addLabels",
          total: 1,
          processed: 1,
          changed: 1,
        }),
      },
    });
    renderScreen(<EndedChatsScreen />, {
      path: "/chat-panel-close-timeout",
      route: "/chat-panel-close-timeout",
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole("checkbox", { name: "Seleccionar Ana Ruiz" }));
    const toolbar = screen.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    expect(within(toolbar).queryByRole("button", { name: "Cerrar" })).toBeNull();
    expect(within(toolbar).queryByRole("button", { name: "Reasignar" })).toBeNull();

    await events.click(within(toolbar).getByRole("button", { name: "Agregar etiquetas" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar etiquetas" });
    expect(dialog).toHaveTextContent("A 1 chat seleccionado.");
    await events.click(within(dialog).getByRole("checkbox", { name: "Mayoreo" }));
    await events.click(within(dialog).getByRole("button", { name: "Agregar" }));
    expect(await screen.findByRole("dialog", { name: "Agregando etiquetas" })).toBeInTheDocument();
    expect(await lastBody(calls, bulkActionsEndpoints.start.path)).toEqual({
      action: "chats.addLabels",
      target: { conversationIds: [31] },
      labelIds: [3],
    });
  });

  it("exports the ticked chats by id, then every chat the filters match by the filters", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:chats");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const chats = [
      buildChat({
        id: 41,
        status: "closed",
        contact: { id: 1, name: "Ana Ruiz", phoneNumber: "+528181230001", optIn: true },
      }),
      buildChat({
        id: 42,
        status: "closed",
        contact: { id: 2, name: "Beto Ruiz", phoneNumber: "+528181230002", optIn: true },
      }),
    ];
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: {
        "POST /api/admin/ListContactCloseTimeout": ok({
          total: 90,
          totalCapped: false,
          nextCursor: "x",
          items: chats,
        }),
        "GET /api/admin/ExportChats": () => ({ status: 200, body: "Chat,Contacto\r\n" }),
      },
    });
    renderScreen(<EndedChatsScreen />, {
      path: "/chat-panel-close-timeout?status=closed&agent=Luis",
      route: "/chat-panel-close-timeout",
    });
    const events = userEvent.setup();
    const exports = () =>
      calls
        .filter((request) => new URL(request.url).pathname === conversationsEndpoints.export.path)
        .map((request) => Object.fromEntries(new URL(request.url).searchParams));
    await events.click(await screen.findByRole("checkbox", { name: "Seleccionar Beto Ruiz" }));
    const toolbar = screen.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    await events.click(within(toolbar).getByRole("button", { name: "Exportar seleccionados" }));
    expect(await screen.findByText("Se descargó Chats.csv")).toBeInTheDocument();
    expect(exports()).toEqual([
      { list: "ended", agentName: "Luis", status: "closed", conversation_ids: "42" },
    ]);

    await events.click(screen.getByRole("checkbox", { name: "Seleccionar los de esta página" }));
    await events.click(screen.getByRole("button", { name: "Seleccionar los 90 chats que coinciden" }));
    await events.click(within(toolbar).getByRole("button", { name: "Exportar seleccionados" }));
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports()[1]).toEqual({ list: "ended", agentName: "Luis", status: "closed" });
  });

  it("assigns the ticked pending chats to one person, without comments", async () => {
    const chats = [
      buildChat({
        id: 51,
        status: "pending",
        contact: { id: 1, name: "Ana Ruiz", phoneNumber: "+528181230001", optIn: true },
      }),
      buildChat({
        id: 52,
        status: "pending",
        contact: { id: 2, name: "Beto Ruiz", phoneNumber: "+528181230002", optIn: true },
      }),
    ];
    const { calls } = signedInAs("ProviderSupervisor", {
      routes: {
        "POST /api/wp/ListMessagePendient": ok({
          total: 2,
          totalCapped: false,
          nextCursor: null,
          items: chats,
        }),
        "POST /api/wp/ListUser": ok(PEOPLE),
        "POST /api/bulk/StartBulkAction": ok({ ...job, action: "chats.assign", status: "running" }),
        "GET /api/bulk/BulkActionStatus": ok({
          ...job,
          action: "chats.assign",
          total: 2,
          processed: 2,
          changed: 2,
        }),
      },
    });
    renderScreen(<PendingChatsScreen />, { path: "/chat-pendient", route: "/chat-pendient" });
    const events = userEvent.setup();
    await events.click(await screen.findByRole("checkbox", { name: "Seleccionar los de esta página" }));
    const toolbar = screen.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    expect(within(toolbar).queryByRole("button", { name: "Reasignar" })).toBeNull();
    await events.click(within(toolbar).getByRole("button", { name: "Asignar" }));
    const dialog = await screen.findByRole("dialog", { name: "Asignar 2 chats" });
    expect(within(dialog).queryByRole("textbox", { name: "Comentarios (opcional)" })).toBeNull();
    await events.type(within(dialog).getByRole("combobox", { name: "Persona" }), "Ana");
    await events.click(await screen.findByRole("option", { name: /Ana López/, hidden: true }));
    await events.click(within(dialog).getByRole("button", { name: "Asignar 2 chats" }));
    expect(await screen.findByRole("dialog", { name: "Asignación de chats" })).toBeInTheDocument();
    expect(await lastBody(calls, bulkActionsEndpoints.start.path)).toEqual({
      action: "chats.assign",
      target: { conversationIds: [51, 52] },
      agentId: 5,
    });
  });
});
