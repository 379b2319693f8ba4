import { CONTACT_FIELD_MESSAGES, CONTACT_MESSAGES, type Role } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { lastBody } from "../../../test/admin-screen";
import { fail, ok } from "../../../test/fake-fetch";
import { buildContact, buildContactField } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { ContactsPage } from "./contacts-page";

const jorge = buildContact({ customFields: { empresa: "Taller Salinas" } });
const listed = { total: 1, totalCapped: false, items: [jorge] };
const empresa = buildContactField({ id: 1, key: "empresa", name: "Empresa" });
const nivel = buildContactField({
  id: 2,
  key: "nivel",
  name: "Nivel",
  type: "list",
  options: ["Oro", "Plata", "Bronce"],
  required: true,
});
const alta = buildContactField({ id: 3, key: "fecha_alta", name: "Fecha de alta", type: "date" });
const vip = buildContactField({ id: 4, key: "vip", name: "VIP", type: "yesno" });

function open(path: string, role: Role = "ProviderAdmin", routes = {}) {
  const server = signedInAs(role, {
    routes: {
      "POST /api/admin/ListAllContact": ok(listed),
      "POST /api/contacts/ListContactFields": ok([empresa, nivel, alta, vip]),
      ...routes,
    },
  });
  const view = renderScreen(<ContactsPage />, { path, route: "/contact" });
  return { ...server, ...view, events: userEvent.setup() };
}

describe("contacts", () => {
  it("opens the import from the address (the campaign wizard's link), for the admin only", async () => {
    const { router, events } = open("/contact?import=1");
    const dialog = await screen.findByRole("dialog", { name: "Importar contactos" });
    await events.click(within(dialog).getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("keeps the import closed for a supervisor the address asks it for", async () => {
    open("/contact?import=1", "ProviderSupervisor");
    expect(await screen.findByTestId("contacts-count")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Importar contactos" })).toBeNull();
  });

  it("past the count's cap says there are more than that, in the header and the footer", async () => {
    open("/contact?page=2", "ProviderAdmin", {
      "POST /api/admin/ListAllContact": ok({ total: 10_000, totalCapped: true, items: [jorge] }),
    });
    expect(await screen.findByTestId("contacts-count")).toHaveTextContent("Más de 10,000 contactos");
    expect(screen.getByTestId("list-range")).toHaveTextContent("51–100 de más de 10,000");
  });

  it("filters by labels from the URL and the multi-select, any or all, back on the first page", async () => {
    const labels = [
      { id: 3, name: "Mayoreo", color: "green", description: "", active: true },
      { id: 4, name: "VIP", color: "violet", description: "", active: true },
    ];
    const { calls, events } = open("/contact?labels=4&page=2", "ProviderAdmin", {
      "POST /api/labels/ListLabels": ok(labels),
    });
    await waitFor(async () =>
      expect(await lastBody(calls, "/api/admin/ListAllContact")).toEqual({
        labelIds: [4],
        labelMatch: "any",
        take: 50,
        skip: 50,
      }),
    );

    await events.click(await screen.findByLabelText("Etiquetas", { selector: "input" }));
    await events.click(await screen.findByRole("option", { name: "Mayoreo", hidden: true }));
    await events.click(await screen.findByRole("radio", { name: "Todas" }));

    await waitFor(async () =>
      expect(await lastBody(calls, "/api/admin/ListAllContact")).toEqual({
        labelIds: [4, 3],
        labelMatch: "all",
        take: 50,
        skip: 0,
      }),
    );
  });

  it("new=new opens the form; names refuse a digit but keep what was typed, the phone is required and valid", async () => {
    const { events, calls } = open("/contact?new=new");
    const form = await screen.findByRole("form", { name: "Nuevo contacto" });
    const name = within(form).getByRole("textbox", { name: "Nombre" });
    await events.type(name, "Ana2");
    // A character outside the pattern is not taken; what was typed stays (decision 008).
    expect(name).toHaveValue("Ana");
    expect(within(form).getByText(/No se aceptó «2»/)).toBeInTheDocument();
    await events.type(name, " Pérez-Núñez");
    expect(name).toHaveValue("Ana Pérez-Núñez");
    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    expect(await within(form).findByText(CONTACT_MESSAGES.phoneRequired)).toBeInTheDocument();

    const phone = within(form).getByRole("textbox", { name: "Teléfono" });
    expect(phone).toHaveAttribute("placeholder", "Número a 10 dígitos");
    expect(phone).toHaveAttribute("maxlength", "25");
    await events.type(phone, "81123");
    expect(phone).toHaveValue("+52 81 123");
    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    expect(await within(form).findByText(CONTACT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    const channelPhone = within(form).getByRole("textbox", { name: "Teléfono del canal" });
    await events.type(channelPhone, "81a");
    expect(channelPhone).toHaveValue("81");
    expect(calls.some((request) => request.url.endsWith("/api/admin/AddContact"))).toBe(false);
  });

  it("creates a contact with an E.164 phone and opens its detail", async () => {
    const created = { ...jorge, id: 7, name: "Ana Pérez", phoneNumber: "+528187654321", customFields: {} };
    const { events, calls, router } = open("/contact?new=new", "ProviderSupervisor", {
      "POST /api/admin/AddContact": ok(created, CONTACT_MESSAGES.created),
      "GET /api/admin/Detail": ok(created),
    });
    const form = await screen.findByRole("form", { name: "Nuevo contacto" });
    await events.type(within(form).getByRole("textbox", { name: "Nombre" }), "Ana Pérez");
    await events.type(within(form).getByRole("textbox", { name: "Teléfono" }), "8187654321");
    await events.type(within(form).getByRole("textbox", { name: "Dirección" }), "Av. Juárez #100, Centro");
    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    // A required custom field is asked for in the server's words, under its input.
    expect(await within(form).findByText(CONTACT_FIELD_MESSAGES.required("Nivel"))).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/api/admin/AddContact"))).toBe(false);
    await events.click(within(form).getByRole("combobox", { name: /^Nivel/ }));
    await events.click(await screen.findByRole("option", { name: "Plata", hidden: true }));
    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    expect(await screen.findByText(CONTACT_MESSAGES.created)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/AddContact")).toMatchObject({
      name: "Ana Pérez",
      phoneNumber: "+528187654321",
      address: "Av. Juárez #100, Centro",
      customFields: { nivel: "Plata" },
    });
    await waitFor(() => expect(router.state.location.search).toBe("?tok=7"));
    expect(await screen.findByTestId("contact-detail")).toHaveTextContent("Ana Pérez");
  });

  it("shows the server's first validation message beside the form", async () => {
    const { events } = open("/contact?new=new", "ProviderAgent", {
      "POST /api/admin/AddContact": fail(400, { error: [CONTACT_MESSAGES.phoneTaken, "otro"] }),
      "POST /api/contacts/ListContactFields": ok([]),
    });
    const form = await screen.findByRole("form", { name: "Nuevo contacto" });
    await events.type(within(form).getByRole("textbox", { name: "Nombre" }), "Jorge Salinas");
    await events.type(within(form).getByRole("textbox", { name: "Teléfono" }), "8181234567");
    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    expect(await within(form).findByTestId("form-error")).toHaveTextContent(CONTACT_MESSAGES.phoneTaken);
    expect(within(form).getAllByText(CONTACT_MESSAGES.phoneTaken)).toHaveLength(2);
  });

  it("offers an agent the label picker only on a contact the detail says they may label", async () => {
    const tag = { id: 4, name: "Seguimiento", color: "green", description: "", active: true };
    open("/contact?tok=1", "ProviderAgent", {
      "GET /api/admin/Detail": ok({ ...jorge, labelIds: [4], mayLabel: true }),
      "POST /api/labels/ListLabels": ok([tag]),
    });
    const mine = await screen.findByTestId("contact-detail");
    expect(await within(mine).findByTestId("label-picker-button")).toBeInTheDocument();
  });

  it("shows an agent's other contacts' labels read-only", async () => {
    const tag = { id: 4, name: "Seguimiento", color: "green", description: "", active: true };
    open("/contact?tok=1", "ProviderAgent", {
      "GET /api/admin/Detail": ok({
        ...jorge,
        labelIds: [4],
        mayLabel: false,
        optIn: false,
        optChangedAt: "2026-11-21T10:00:00.000Z",
        optChange: { source: "agent", by: { id: 3, name: "Laura Garza" } },
      }),
      "POST /api/labels/ListLabels": ok([tag]),
    });
    const theirs = await screen.findByTestId("contact-detail");
    // The consent's last change says how, and who made it.
    expect(await within(theirs).findByText("Una persona de la empresa (Laura Garza)")).toBeInTheDocument();
    expect(await within(theirs).findByText("Seguimiento")).toBeInTheDocument();
    expect(within(theirs).queryByTestId("label-picker-button")).toBeNull();
  });

  it("tok=<id> opens the detail with every field; an edit sends only the custom fields changed", async () => {
    const { events, calls } = open("/contact?tok=1", "ProviderAdmin", {
      "GET /api/admin/Detail": ok(jorge),
      "POST /api/admin/ModifyContact": ok(
        { ...jorge, customFields: { nivel: "Oro", fecha_alta: "2026-03-01", vip: true } },
        CONTACT_MESSAGES.updated,
      ),
    });
    const detail = await screen.findByTestId("contact-detail");
    for (const label of [
      "Nombre completo",
      "Teléfono del canal",
      "Empresa",
      "Nivel",
      "Fecha de alta",
      "Comentarios",
    ]) {
      expect(within(detail).getByText(label)).toBeInTheDocument();
    }
    expect(within(detail).getByText("Taller Salinas")).toBeInTheDocument();
    for (const label of ["Broker", "Giro", "Zona comercial", "Clasificación"]) {
      expect(within(detail).queryByText(label)).toBeNull();
    }
    await events.click(within(detail).getByRole("button", { name: "Editar" }));
    const form = await screen.findByRole("form", { name: "Editar contacto" });
    expect(within(form).getByRole("textbox", { name: "Teléfono" })).toHaveValue("+52 81 8123 4567");
    expect(within(form).getByRole("textbox", { name: "Empresa" })).toHaveValue("Taller Salinas");
    await events.clear(within(form).getByRole("textbox", { name: "Empresa" }));
    const date = within(form).getByRole("textbox", { name: "Fecha de alta" });
    await events.type(date, "2026-02-30");
    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    expect(
      await within(form).findByText(CONTACT_FIELD_MESSAGES.dateInvalid("Fecha de alta")),
    ).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/api/admin/ModifyContact"))).toBe(false);
    await events.clear(date);
    await events.type(date, "2026-03-01");
    await events.click(within(form).getByRole("combobox", { name: /^Nivel/ }));
    await events.click(await screen.findByRole("option", { name: "Oro", hidden: true }));
    await events.click(within(form).getByRole("combobox", { name: "VIP" }));
    await events.click(await screen.findByRole("option", { name: "Sí", hidden: true }));
    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    expect(await screen.findByText(CONTACT_MESSAGES.updated)).toBeInTheDocument();
    const body = await lastBody(calls, "/api/admin/ModifyContact");
    expect(body).toMatchObject({ id: 1, name: "Jorge Salinas" });
    expect(body.customFields).toEqual({ empresa: null, nivel: "Oro", fecha_alta: "2026-03-01", vip: true });
  });

  it("opting out asks for confirmation first", async () => {
    const { events, calls } = open("/contact", "ProviderSupervisor", {
      "POST /api/wp/MakeOptOut": ok(
        {
          id: 1,
          optIn: false,
          optChangedAt: "2026-11-21T10:00:00.000Z",
          optChange: { source: "agent", by: null },
        },
        CONTACT_MESSAGES.optedOut,
      ),
    });
    await events.click(await screen.findByRole("button", { name: "Más acciones para Jorge Salinas" }));
    await events.click(
      await screen.findByRole("menuitem", { name: "Dar de baja de mensajes (opt-out)", hidden: true }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Dar de baja de mensajes" });
    expect(calls.some((request) => request.url.endsWith("/api/wp/MakeOptOut"))).toBe(false);
    await events.click(within(dialog).getByRole("button", { name: "Dar de baja" }));
    expect(await screen.findByText(CONTACT_MESSAGES.optedOut)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/wp/MakeOptOut")).toEqual({ contactId: 1 });
  });

  it("the admin erases a contact on request after typing its number again", async () => {
    const { events, calls, router } = open("/contact?tok=1", "ProviderAdmin", {
      "GET /api/admin/Detail": ok(jorge),
      "POST /api/admin/EraseContact": ok(
        { contactId: 1, conversations: 2, messages: 9, files: 1 },
        CONTACT_MESSAGES.erased(2, 9),
      ),
    });
    const detail = await screen.findByTestId("contact-detail");
    await events.click(within(detail).getByRole("button", { name: "Borrar sus datos" }));
    const dialog = await screen.findByRole("dialog", { name: "Borrar los datos del contacto" });
    const field = within(dialog).getByRole("textbox", { name: /Escribe su número para confirmar/ });
    await events.type(field, "8181230000");
    await events.click(within(dialog).getByRole("button", { name: "Borrar para siempre" }));
    expect(await within(dialog).findByText("El número escrito no es el del contacto")).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/api/admin/EraseContact"))).toBe(false);

    await events.clear(field);
    await events.type(field, "81 8123 4567");
    await events.click(within(dialog).getByRole("button", { name: "Borrar para siempre" }));
    expect(await screen.findByText(CONTACT_MESSAGES.erased(2, 9))).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/EraseContact")).toEqual({
      contactId: 1,
      confirmPhone: "81 8123 4567",
    });
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it.each<Role>(["ProviderSupervisor", "ProviderAgent"])("%s does not see the erase button", async (role) => {
    open("/contact?tok=1", role, { "GET /api/admin/Detail": ok(jorge) });
    await screen.findByTestId("contact-detail");
    expect(screen.queryByRole("button", { name: "Borrar sus datos" })).toBeNull();
  });

  it.each<[Role, boolean]>([
    ["ProviderAdmin", true],
    ["ProviderSupervisor", false],
    ["ProviderAgent", false],
  ])("the CSV export is there for %s: %s", async (role, visible) => {
    open("/contact", role);
    await screen.findByTestId("contacts-table");
    expect(screen.queryByRole("button", { name: "Exportar CSV" }) !== null).toBe(visible);
  });

  it("exports Contactos.csv with the bearer token, as a file", async () => {
    const createObjectURL = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:contactos");
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { events, calls } = open("/contact", "ProviderAdmin", {
      "GET /api/admin/ExportContacts": () => ({ status: 200, body: "Nombre,Teléfono\r\n" }),
    });
    await events.click(await screen.findByRole("button", { name: "Exportar CSV" }));
    expect(await screen.findByText("Se descargó Contactos.csv")).toBeInTheDocument();
    const request = calls.find((call) => call.url.endsWith("/api/admin/ExportContacts"));
    expect(request?.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
  });
});
