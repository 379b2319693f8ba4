import { CONTACT_FIELD_MESSAGES, type ContactField } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesOf, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { ContactFieldsPage } from "./contact-fields-page";

const nivel: ContactField = {
  id: 1,
  key: "nivel",
  name: "Nivel",
  type: "list",
  options: ["Oro", "Plata", "Bronce", "Cobre", "Madera"],
  required: true,
  position: 1,
};
const alta: ContactField = {
  id: 2,
  key: "fecha_alta",
  name: "Fecha de alta",
  type: "date",
  options: [],
  required: false,
  position: 2,
};

function open(routes: Record<string, FakeReply> = {}, fields: ContactField[] = [nivel, alta]) {
  return openAsAdmin(<ContactFieldsPage />, "/config/contactFields", {
    "POST /api/contacts/ListContactFields": ok(fields),
    ...routes,
  });
}

/** jsdom matches no media query, so the screen shows its table, not the phone cards. */
const table = () => screen.findByTestId("contact-fields-table");
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("contact fields screen", () => {
  it("lists the fields in order with their key, type, whether required and their values", async () => {
    open();
    const rows = within(await table()).getAllByTestId("contact-field-row");
    expect(cellsOf(rows[0] as HTMLElement).slice(0, 6)).toEqual([
      "1",
      "Nivel",
      "nivel",
      "Lista de valores",
      "Sí",
      "Oro, Plata, Bronce y 2 más",
    ]);
    expect(cellsOf(rows[1] as HTMLElement).slice(0, 6)).toEqual([
      "2",
      "Fecha de alta",
      "fecha_alta",
      "Fecha",
      "No",
      "—",
    ]);
    expect(screen.getByTestId("contact-fields-count")).toHaveTextContent("2 campos");
    expect(within(rows[0] as HTMLElement).getByRole("button", { name: "Subir Nivel" })).toBeDisabled();
    expect(
      within(rows[1] as HTMLElement).getByRole("button", { name: "Bajar Fecha de alta" }),
    ).toBeDisabled();
  });

  it("says so when the business has no fields yet", async () => {
    open({}, []);
    expect(await screen.findByText("Todavía no hay campos de contacto")).toBeInTheDocument();
  });

  it("suggests the key from the name, asks for a list's values, then saves the new field", async () => {
    const { events, calls } = open({
      "POST /api/contacts/SaveContactField": ok(
        { ...nivel, id: 3, key: "zona_comercial", name: "Zona comercial", options: ["Norte", "Sur"] },
        CONTACT_FIELD_MESSAGES.saved,
      ),
    });
    await events.click(await screen.findByRole("button", { name: "Nuevo campo" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuevo campo de contacto" });
    await events.type(within(dialog).getByRole("textbox", { name: "Nombre" }), "Zona comercial");
    const key = within(dialog).getByRole("textbox", { name: /^Clave/ });
    expect(key).toHaveValue("zona_comercial");

    await events.click(within(dialog).getByRole("combobox", { name: /^Tipo de dato/ }));
    await events.click(await screen.findByRole("option", { name: "Lista de valores", hidden: true }));
    await events.click(within(dialog).getByRole("button", { name: "Guardar campo" }));
    expect(await within(dialog).findByText(CONTACT_FIELD_MESSAGES.optionEmpty)).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/SaveContactField"))).toBe(false);

    await events.type(within(dialog).getByRole("textbox", { name: "Valor 1" }), "Norte{Enter}");
    // Enter on the last value opens the next one, with the focus in it.
    expect(within(dialog).getByRole("textbox", { name: "Valor 2" })).toHaveFocus();
    await events.keyboard("Sur");
    await events.click(within(dialog).getByRole("button", { name: "Agregar valor" }));
    await events.click(within(dialog).getByRole("button", { name: "Quitar el valor 3" }));
    await events.click(within(dialog).getByRole("switch", { name: /^Obligatorio/ }));
    await events.click(within(dialog).getByRole("button", { name: "Guardar campo" }));
    expect(await screen.findByText(CONTACT_FIELD_MESSAGES.saved)).toBeInTheDocument();
    expect(await bodiesOf(calls, "/api/contacts/SaveContactField")).toEqual([
      {
        name: "Zona comercial",
        key: "zona_comercial",
        type: "list",
        options: ["Norte", "Sur"],
        required: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Nuevo campo de contacto" })).toBeNull());
  });

  it("keeps a key the person wrote, whatever the name becomes", async () => {
    const { events } = open();
    await events.click(await screen.findByRole("button", { name: "Nuevo campo" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuevo campo de contacto" });
    const key = within(dialog).getByRole("textbox", { name: /^Clave/ });
    await events.type(key, "nivel_2");
    await events.type(within(dialog).getByRole("textbox", { name: "Nombre" }), "Segundo nivel");
    expect(key).toHaveValue("nivel_2");
  });

  it("edits a field with its key fixed, and shows the server's refusal of a type change", async () => {
    const { events, calls } = open({
      "POST /api/contacts/SaveContactField": fail(400, null, CONTACT_FIELD_MESSAGES.typeInUse),
    });
    await events.click(within(await table()).getByRole("button", { name: "Editar Fecha de alta" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar campo de contacto" });
    expect(within(dialog).getByRole("textbox", { name: /^Clave/ })).toHaveAttribute("readonly");
    await events.click(within(dialog).getByRole("combobox", { name: /^Tipo de dato/ }));
    await events.click(await screen.findByRole("option", { name: "Texto", hidden: true }));
    await events.click(within(dialog).getByRole("button", { name: "Guardar campo" }));
    expect(await within(dialog).findAllByText(CONTACT_FIELD_MESSAGES.typeInUse)).not.toHaveLength(0);
    expect(await bodiesOf(calls, "/api/contacts/SaveContactField")).toEqual([
      { id: 2, name: "Fecha de alta", key: "fecha_alta", type: "text", options: [], required: false },
    ]);
  });

  it("moves a field down, keeping the focus on its button, and sends the new order", async () => {
    let stored = [nivel, alta];
    const { events, calls } = open({
      "POST /api/contacts/ListContactFields": () => ok(stored),
      "POST /api/contacts/ReorderContactFields": () => {
        stored = [
          { ...alta, position: 1 },
          { ...nivel, position: 2 },
        ];
        return ok(stored, CONTACT_FIELD_MESSAGES.reordered);
      },
    });
    const down = within(await table()).getByRole("button", { name: "Bajar Nivel" });
    down.focus();
    await events.keyboard("{Enter}");
    await waitFor(() =>
      expect(within(screen.getByTestId("contact-fields-table")).getAllByRole("row")[1]).toHaveTextContent(
        "Fecha de alta",
      ),
    );
    expect(screen.getByTestId("contact-fields-announcement")).toHaveTextContent(
      "Nivel ahora es el campo 2 de 2.",
    );
    // Now last, its "down" button is disabled: the focus goes to "up".
    await waitFor(() => expect(screen.getByRole("button", { name: "Subir Nivel" })).toHaveFocus());
    expect(await screen.findByText(CONTACT_FIELD_MESSAGES.reordered)).toBeInTheDocument();
    expect(await bodiesOf(calls, "/api/contacts/ReorderContactFields")).toEqual([{ ids: [2, 1] }]);
  });

  it("removes only after a warning, and says how many contacts lost their value", async () => {
    const { events, calls } = open({
      "POST /api/contacts/RemoveContactField": ok({ clearedContacts: 3 }, CONTACT_FIELD_MESSAGES.removed),
    });
    await events.click(within(await table()).getByRole("button", { name: "Eliminar Nivel" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar campo de contacto" });
    expect(within(dialog).getByText("¿Eliminar el campo «Nivel»?")).toBeInTheDocument();
    expect(within(dialog).getByText(/Se borrará el valor que cada contacto tenga/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole("button", { name: "Eliminar campo" }));
    expect(await screen.findByText("Campo eliminado. Se borró su valor en 3 contactos.")).toBeInTheDocument();
    expect(await bodiesOf(calls, "/api/contacts/RemoveContactField")).toEqual([{ id: 1 }]);
  });
});
