import {
  CONTACT_IMPORT_MESSAGES,
  CONTACT_MESSAGES,
  type ContactImportPreview,
  type ContactImportStatus,
  type Role,
} from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FakeReply } from "../../../test/fake-fetch";
import { fail, ok } from "../../../test/fake-fetch";
import { buildContactField } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { ContactsPage } from "../pages/contacts-page";

const preview: ContactImportPreview = {
  importId: 41,
  fileName: "clientes.csv",
  format: "csv",
  columns: ["Cliente", "Celular", "Correo", "Notas", "Nivel", "Zona"],
  rows: [
    ["Ana López", "55 1000 0001", "ana@correo.mx", "Primera", "Oro", "Norte"],
    ["R2-D2", "55 1000 0002", "", "", "", ""],
  ],
  // The header "Cliente" was not recognised: the name is chosen by hand; "Nivel" is the business's own field.
  suggestedMapping: { phoneNumber: 1, email: 2, comments: 3, customFields: { nivel: 4 } },
};

const status = (fields: Partial<ContactImportStatus>): ContactImportStatus => ({
  importId: 41,
  fileName: "clientes.csv",
  status: "running",
  progress: 0,
  read: 0,
  created: 0,
  updated: 0,
  rejected: 0,
  error: null,
  rejectedRows: [],
  ...fields,
});

const done = status({
  status: "done",
  progress: 100,
  read: 2,
  created: 1,
  updated: 0,
  rejected: 1,
  rejectedRows: [{ row: 3, reason: CONTACT_MESSAGES.nameLettersOnly }],
});

function open(role: Role = "ProviderAdmin", routes: Record<string, FakeReply> = {}) {
  const server = signedInAs(role, {
    routes: {
      "POST /api/admin/ListAllContact": ok({ total: 0, totalCapped: false, items: [] }),
      "POST /api/contacts/ListContactFields": ok([
        buildContactField({ id: 1, key: "nivel", name: "Nivel de cliente", type: "list", options: ["Oro"] }),
        buildContactField({ id: 2, key: "zona", name: "Zona comercial" }),
      ]),
      ...routes,
    },
  });
  renderScreen(<ContactsPage />, { path: "/contact", route: "/contact" });
  return { ...server, events: userEvent.setup() };
}

const csvFile = (name = "clientes.csv", type = "") =>
  new File(["Cliente,Celular\nAna López,55 1000 0001\n"], name, { type });

/** Mantine's FileInput is a labelled button over a hidden file input; files go to the input. */
function fileInput(dialog: HTMLElement): HTMLInputElement {
  expect(within(dialog).getByRole("button", { name: "Archivo de contactos" })).toBeInTheDocument();
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

async function openDialog(events: ReturnType<typeof userEvent.setup>) {
  await events.click(await screen.findByRole("button", { name: "Importar contactos" }));
  return screen.findByRole("dialog", { name: "Importar contactos" });
}

describe("contact import", () => {
  it.each([
    ["ProviderAdmin", true],
    ["ProviderSupervisor", false],
    ["ProviderAgent", false],
  ] as const)("%s sees the import button: %s", async (role, visible) => {
    open(role);
    await screen.findByText("Todavía no hay contactos");
    expect(screen.queryByRole("button", { name: "Importar contactos" }) !== null).toBe(visible);
  });

  it("refuses another kind of file before sending it", async () => {
    const { calls } = open();
    // As a file dropped on the field would, past the picker's own filter.
    const events = userEvent.setup({ applyAccept: false });
    const dialog = await openDialog(events);
    await events.upload(fileInput(dialog), csvFile("fotos.pdf"));
    await events.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      CONTACT_IMPORT_MESSAGES.fileTypeInvalid,
    );
    expect(calls.some((request) => request.url.endsWith("/api/admin/ImportContacts"))).toBe(false);
  });

  it("uploads the file as CSV, maps the columns, follows the import and downloads the rejected rows", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:rechazados");
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    let polls = 0;
    const { events, calls } = open("ProviderAdmin", {
      "POST /api/admin/ImportContacts": ok(preview, "Archivo recibido"),
      "POST /api/admin/ImportContacts/Start": ok(status({ progress: 0 }), "Importación iniciada"),
      "GET /api/admin/ImportContacts/Status": () => {
        polls += 1;
        return polls === 1 ? ok(status({ progress: 45, read: 1 })) : ok(done);
      },
      "GET /api/admin/ImportContacts/Rejected": () => ({ status: 200, body: "Fila,Motivo\r\n" }),
    });
    const dialog = await openDialog(events);
    // Windows names a CSV file "application/vnd.ms-excel": the client types it by its extension.
    await events.upload(fileInput(dialog), csvFile("clientes.csv", ""));
    await events.click(within(dialog).getByRole("button", { name: "Continuar" }));

    const table = await within(dialog).findByRole("table", { name: "Primeras filas de clientes.csv" });
    expect(within(table).getByText("R2-D2")).toBeInTheDocument();
    const uploaded = calls.find((request) => request.url.endsWith("/api/admin/ImportContacts"));
    const sent = (await uploaded?.clone().formData())?.get("file") as File;
    expect(sent.type).toBe("text/csv");

    const nameSelect = within(dialog).getByRole("combobox", { name: "Dato de la columna «Cliente»" });
    expect(nameSelect).toHaveValue("No importar");
    expect(within(dialog).getByRole("combobox", { name: "Dato de la columna «Celular»" })).toHaveValue(
      "Teléfono",
    );
    await events.click(within(dialog).getByRole("button", { name: "Importar contactos" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(CONTACT_IMPORT_MESSAGES.nameNotMapped);

    await events.click(nameSelect);
    // Every column has its own list of options: this column's is the one its box controls.
    const options = await waitFor(() => {
      const list = document.getElementById(nameSelect.getAttribute("aria-controls") ?? "");
      if (!list) throw new Error("no options yet");
      return list;
    });
    await events.click(within(options).getByRole("option", { name: "Nombre", hidden: true }));
    // The business's own fields are targets too, after the contact's.
    expect(within(dialog).getByRole("combobox", { name: "Dato de la columna «Nivel»" })).toHaveValue(
      "Nivel de cliente",
    );
    const zona = within(dialog).getByRole("combobox", { name: "Dato de la columna «Zona»" });
    await events.click(zona);
    const zonaOptions = await waitFor(() => {
      const list = document.getElementById(zona.getAttribute("aria-controls") ?? "");
      if (!list) throw new Error("no options yet");
      return list;
    });
    await events.click(within(zonaOptions).getByRole("option", { name: "Zona comercial", hidden: true }));
    await events.click(within(dialog).getByRole("button", { name: "Importar contactos" }));

    await waitFor(() =>
      expect(calls.some((request) => request.url.endsWith("/api/admin/ImportContacts/Start"))).toBe(true),
    );
    const started = calls.find((request) => request.url.endsWith("/api/admin/ImportContacts/Start"));
    expect(await started?.clone().json()).toEqual({
      importId: 41,
      mapping: { name: 0, phoneNumber: 1, email: 2, comments: 3, customFields: { nivel: 4, zona: 5 } },
    });
    expect(await within(dialog).findByRole("progressbar")).toBeInTheDocument();

    expect(
      await within(dialog).findByText("Importación terminada", {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId("import-created")).toHaveTextContent("1");
    expect(within(dialog).getByTestId("import-rejected")).toHaveTextContent("1");
    expect(within(dialog).getByText(CONTACT_MESSAGES.nameLettersOnly)).toBeInTheDocument();

    await events.click(within(dialog).getByRole("button", { name: "Descargar rechazados" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = calls.find((request) => request.url.includes("/api/admin/ImportContacts/Rejected"));
    expect(new URL(download?.url ?? "").searchParams.get("import_id")).toBe("41");
  }, 30_000);

  it("offers the consent as a field, chosen for an exported file's «Acepta mensajes» column", async () => {
    const exported: ContactImportPreview = {
      ...preview,
      columns: ["Nombre", "Teléfono", "Acepta mensajes"],
      rows: [["Ana López", "+525510000001", "No"]],
      suggestedMapping: { name: 0, phoneNumber: 1, optIn: 2 },
    };
    const { events, calls } = open("ProviderAdmin", {
      "POST /api/admin/ImportContacts": ok(exported, "Archivo recibido"),
      "POST /api/admin/ImportContacts/Start": ok(status({ progress: 0 }), "Importación iniciada"),
      "GET /api/admin/ImportContacts/Status": ok(done),
    });
    const dialog = await openDialog(events);
    await events.upload(fileInput(dialog), csvFile());
    await events.click(within(dialog).getByRole("button", { name: "Continuar" }));
    const consent = await within(dialog).findByRole("combobox", {
      name: "Dato de la columna «Acepta mensajes»",
    });
    expect(consent).toHaveValue("Acepta mensajes");
    await events.click(within(dialog).getByRole("button", { name: "Importar contactos" }));
    await waitFor(() =>
      expect(calls.some((request) => request.url.endsWith("/api/admin/ImportContacts/Start"))).toBe(true),
    );
    const started = calls.find((request) => request.url.endsWith("/api/admin/ImportContacts/Start"));
    expect(await started?.clone().json()).toEqual({
      importId: 41,
      mapping: { name: 0, phoneNumber: 1, optIn: 2 },
    });
  });

  it("shows the server's reason when the file is refused", async () => {
    const { events } = open("ProviderAdmin", {
      "POST /api/admin/ImportContacts": fail(400, { error: [CONTACT_IMPORT_MESSAGES.fileEmpty] }),
    });
    const dialog = await openDialog(events);
    await events.upload(fileInput(dialog), csvFile());
    await events.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(CONTACT_IMPORT_MESSAGES.fileEmpty);
  });
});
