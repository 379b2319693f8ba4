import { type BulkJob, contactsEndpoints, type Label, type Role } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { lastBody } from "../../../test/admin-screen";
import { ok } from "../../../test/fake-fetch";
import { buildContact } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { ContactsPage } from "./contacts-page";

const contacts = [
  buildContact({ id: 1, name: "Ana Ruiz" }),
  buildContact({ id: 2, name: "Beto Ruiz" }),
  buildContact({ id: 3, name: "Carla Ruiz" }),
];
const labels: Label[] = [
  { id: 5, name: "Mayoreo", color: "green", description: "", active: true },
  { id: 6, name: "Antiguo", color: "gray", description: "", active: false },
];
const job: BulkJob = {
  id: 9,
  action: "contacts.addLabels",
  status: "done",
  total: 2,
  processed: 2,
  changed: 2,
  skipped: [],
  error: null,
  createdAt: "2026-05-04T17:00:00.000Z",
  finishedAt: "2026-05-04T17:00:01.000Z",
};

function open(role: Role, path = "/contact", total = 3) {
  const server = signedInAs(role, {
    routes: {
      "POST /api/admin/ListAllContact": ok({ total, totalCapped: false, items: contacts }),
      "POST /api/contacts/ListContactFields": ok([]),
      "POST /api/labels/ListLabels": ok(labels),
      "POST /api/bulk/StartBulkAction": ok({ ...job, status: "running", processed: 0, changed: 0 }),
      "GET /api/bulk/BulkActionStatus": ok(job),
      "GET /api/admin/ExportContacts": () => ({ status: 200, body: "Nombre,Teléfono\r\n" }),
    },
  });
  renderScreen(<ContactsPage />, { path, route: "/contact" });
  return { ...server, events: userEvent.setup() };
}

const listCalls = (calls: Request[]) =>
  calls.filter((request) => new URL(request.url).pathname === "/api/admin/ListAllContact").length;

describe("contacts in bulk", () => {
  it("a supervisor ticks two rows, adds an active label to them and the list reads again", async () => {
    const { events, calls } = open("ProviderSupervisor");
    await events.click(await screen.findByRole("checkbox", { name: "Seleccionar Ana Ruiz" }));
    await events.keyboard("{Shift>}");
    await events.click(screen.getByRole("checkbox", { name: "Seleccionar Beto Ruiz" }));
    await events.keyboard("{/Shift}");
    const toolbar = screen.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    expect(toolbar).toHaveTextContent("2 seleccionados");

    await events.click(within(toolbar).getByRole("button", { name: "Agregar etiquetas" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar etiquetas" });
    expect(dialog).toHaveTextContent("A los 2 contactos seleccionados.");
    // Only active labels can be added.
    expect(within(dialog).queryByRole("checkbox", { name: /Antiguo/ })).toBeNull();
    await events.click(within(dialog).getByRole("button", { name: "Agregar" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Elige al menos una etiqueta");
    await events.click(within(dialog).getByRole("checkbox", { name: "Mayoreo" }));
    const before = listCalls(calls);
    await events.click(within(dialog).getByRole("button", { name: "Agregar" }));

    expect(await screen.findByText("2 cambiaron")).toBeInTheDocument();
    expect(await lastBody(calls, "/api/bulk/StartBulkAction")).toEqual({
      action: "contacts.addLabels",
      target: { contactIds: [1, 2] },
      labelIds: [5],
    });
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
    expect(screen.queryByRole("toolbar", { name: "Acciones con los seleccionados" })).toBeNull();
  });

  it("the whole page, then every contact the search and filters match, takes labels off by the filters", async () => {
    const { events, calls } = open("ProviderAdmin", "/contact?q=ruiz&labels=5,6&match=all&segmentId=4", 120);
    await events.click(await screen.findByRole("checkbox", { name: "Seleccionar los de esta página" }));
    expect(screen.getByTestId("select-matching")).toHaveTextContent(
      "Están seleccionados los 3 de esta página.",
    );
    await events.click(screen.getByRole("button", { name: "Seleccionar los 120 contactos que coinciden" }));
    const toolbar = screen.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    expect(toolbar).toHaveTextContent("Todos los que coinciden");
    expect(screen.getByTestId("select-matching")).toHaveTextContent(
      "Están seleccionados los 120 contactos que coinciden.",
    );

    await events.click(within(toolbar).getByRole("button", { name: "Quitar etiquetas" }));
    const dialog = await screen.findByRole("dialog", { name: "Quitar etiquetas" });
    // An inactive label may still be on contacts: it can be taken off.
    await events.click(within(dialog).getByRole("checkbox", { name: "Antiguo (desactivada)" }));
    await events.click(within(dialog).getByRole("button", { name: "Quitar" }));
    await screen.findByTestId("bulk-result");
    expect(await lastBody(calls, "/api/bulk/StartBulkAction")).toEqual({
      action: "contacts.removeLabels",
      target: { matching: { search: "ruiz", labelIds: [5, 6], labelMatch: "all", segmentId: 4 } },
      labelIds: [6],
    });
  });

  it("an admin exports the rows ticked by id, then every contact the filters match by the filters", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:contactos");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { events, calls } = open("ProviderAdmin", "/contact?q=ruiz&labels=5", 120);
    const exports = () =>
      calls
        .filter((request) => new URL(request.url).pathname === contactsEndpoints.export.path)
        .map((request) => Object.fromEntries(new URL(request.url).searchParams));
    await events.click(await screen.findByRole("checkbox", { name: "Seleccionar Ana Ruiz" }));
    await events.click(screen.getByRole("checkbox", { name: "Seleccionar Carla Ruiz" }));
    const toolbar = screen.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    await events.click(within(toolbar).getByRole("button", { name: "Exportar seleccionados" }));
    expect(await screen.findByText("Se descargó Contactos.csv")).toBeInTheDocument();
    expect(exports()).toEqual([{ contact_ids: "1,3" }]);

    await events.click(screen.getByRole("checkbox", { name: "Seleccionar los de esta página" }));
    await events.click(screen.getByRole("button", { name: "Seleccionar los 120 contactos que coinciden" }));
    await events.click(within(toolbar).getByRole("button", { name: "Exportar seleccionados" }));
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports()[1]).toEqual({ search: "ruiz", labelIds: "5", labelMatch: "any" });
  });

  it("a supervisor labels in bulk but has no export", async () => {
    const { events } = open("ProviderSupervisor");
    await events.click(await screen.findByRole("checkbox", { name: "Seleccionar Ana Ruiz" }));
    const toolbar = screen.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    expect(within(toolbar).getByRole("button", { name: "Agregar etiquetas" })).toBeInTheDocument();
    expect(within(toolbar).queryByRole("button", { name: "Exportar seleccionados" })).toBeNull();
  });

  it("an agent sees no checkboxes and no toolbar", async () => {
    open("ProviderAgent");
    await screen.findByText("Ana Ruiz");
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
    expect(screen.queryByRole("toolbar")).toBeNull();
  });
});
