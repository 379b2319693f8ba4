import type { BulkJob } from "@consola/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { lastBody } from "../../../test/admin-screen";
import { buildChat } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { PEOPLE } from "../testing/people";
import { ActiveChatsScreen } from "./chat-list-screens";

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
    await events.click(
      screen.getByRole("button", { name: "Seleccionar los 80 chats activos que coinciden" }),
    );
    const toolbar = screen.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    expect(toolbar).toHaveTextContent("Todos los chats activos que coinciden");
    expect(screen.getByTestId("select-matching")).toHaveTextContent(
      "Están seleccionados los 80 chats activos que coinciden.",
    );

    await events.click(within(toolbar).getByRole("button", { name: "Reasignar" }));
    const dialog = await screen.findByRole("dialog", { name: "Reasignar 80 chats" });
    await events.type(within(dialog).getByRole("combobox", { name: "Persona" }), "Ana");
    await events.click(await screen.findByRole("option", { name: /Ana López/, hidden: true }));
    await events.click(within(dialog).getByRole("button", { name: "Reasignar 80 chats" }));
    await screen.findByTestId("bulk-result");
    expect(await lastBody(calls, "/api/bulk/StartBulkAction")).toEqual({
      action: "chats.reassign",
      target: { matching: { agentName: "Luis", labelIds: [3] } },
      agentId: 5,
      comments: "",
    });
  });
});
