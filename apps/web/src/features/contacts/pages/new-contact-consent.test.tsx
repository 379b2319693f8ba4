import { CONTACT_MESSAGES } from "@consola/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { lastBody } from "../../../test/admin-screen";
import { ok } from "../../../test/fake-fetch";
import { buildContact } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { ContactsPage } from "./contacts-page";

const created = buildContact({ id: 9, name: "Rocío Treviño", phoneNumber: "+528130000001", optIn: false });

function open(path: string, routes = {}) {
  const server = signedInAs("ProviderAgent", {
    routes: {
      "POST /api/admin/ListAllContact": ok({ total: 1, totalCapped: false, items: [created] }),
      "POST /api/contacts/ListContactFields": ok([]),
      "POST /api/admin/AddContact": ok(created, CONTACT_MESSAGES.created),
      "GET /api/admin/Detail": ok(created),
      ...routes,
    },
  });
  renderScreen(<ContactsPage />, { path, route: "/contact" });
  return { ...server, events: userEvent.setup() };
}

async function fillIn(form: HTMLElement, events: ReturnType<typeof userEvent.setup>) {
  await events.type(within(form).getByRole("textbox", { name: "Nombre" }), "Rocío Treviño");
  await events.type(within(form).getByRole("textbox", { name: "Teléfono" }), "8130000001");
}

describe("a new contact's consent", () => {
  it("is a switch, on until the person turns it off from the keyboard, and goes with the contact", async () => {
    const { events, calls } = open("/contact?new=new");
    const form = await screen.findByRole("form", { name: "Nuevo contacto" });
    const consent = within(form).getByRole("switch", { name: /^Acepta mensajes/ });
    expect(consent).toBeChecked();
    await fillIn(form, events);
    consent.focus();
    await events.keyboard(" ");
    expect(consent).not.toBeChecked();
    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    expect(await screen.findByText(CONTACT_MESSAGES.created)).toBeInTheDocument();
    expect(await lastBody(calls, "/api/admin/AddContact")).toMatchObject({
      name: "Rocío Treviño",
      phoneNumber: "+528130000001",
      optIn: false,
    });
  });

  it("left on, says the contact accepts", async () => {
    const { events, calls } = open("/contact?new=new");
    const form = await screen.findByRole("form", { name: "Nuevo contacto" });
    await fillIn(form, events);
    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    expect(await lastBody(calls, "/api/admin/AddContact")).toMatchObject({ optIn: true });
  });

  it("is not on the edit form: a known contact's consent changes through opt-in and opt-out", async () => {
    const { events } = open("/contact?tok=9");
    const detail = await screen.findByTestId("contact-detail");
    await events.click(within(detail).getByRole("button", { name: "Editar" }));
    const form = await screen.findByRole("form", { name: "Editar contacto" });
    expect(within(form).queryByRole("switch", { name: /^Acepta mensajes/ })).toBeNull();
  });
});
