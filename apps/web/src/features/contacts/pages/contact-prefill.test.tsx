import { CONTACT_MESSAGES } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MessageList } from "../../../components/messages/message-list";
import { staticHistory } from "../../../components/messages/testing/static-history";
import { lastBody } from "../../../test/admin-screen";
import { buildMessage } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { buildContact, buildContactField } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { signedInAs } from "../../../test/session";
import { ContactsPage } from "./contacts-page";

const card = buildMessage({
  id: 1,
  type: "contacts",
  body: "Laura Garza +5218112345678",
  details: {
    kind: "contacts",
    cards: [
      {
        name: "Laura Garza",
        phones: [{ phone: "+52 1 81 1234 5678", waId: "5218112345678" }],
        emails: [{ email: "laura@garza.mx" }],
        organization: { company: "Refacciones Garza" },
      },
    ],
  },
});

/** The business keeps the company in a custom field of its own, which the card's company fills. */
const empresa = buildContactField({ id: 1, key: "empresa", name: "Empresa" });

describe("a shared contact card saved as a contact", () => {
  it("opens the new-contact form filled with the card; saving sends its values", async () => {
    const created = buildContact({
      id: 12,
      name: "Laura Garza",
      phoneNumber: "+528112345678",
      email: "laura@garza.mx",
      customFields: { empresa: "Refacciones Garza" },
    });
    const { calls } = signedInAs("ProviderAgent", {
      routes: {
        "POST /api/admin/ListAllContact": ok({ total: 0, totalCapped: false, items: [] }),
        "POST /api/contacts/ListContactFields": ok([empresa]),
        "POST /api/admin/AddContact": ok(created, CONTACT_MESSAGES.created),
        "GET /api/admin/Detail": ok(created),
      },
    });
    const { router } = renderScreen(<MessageList history={staticHistory([card])} />, {
      path: "/home",
      route: "/home",
      others: { "/contact": <ContactsPage /> },
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole("link", { name: "Guardar como contacto: Laura Garza" }));

    const form = await screen.findByRole("form", { name: "Nuevo contacto" });
    expect(within(form).getByRole("textbox", { name: "Nombre" })).toHaveValue("Laura Garza");
    expect(within(form).getByRole("textbox", { name: "Teléfono" })).toHaveValue("+52 81 1234 5678");
    expect(within(form).getByRole("textbox", { name: "Correo" })).toHaveValue("laura@garza.mx");
    expect(within(form).getByRole("textbox", { name: "Empresa" })).toHaveValue("Refacciones Garza");
    // The card's values never reach the address.
    expect(router.state.location.search).toBe("?new=new");

    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    expect(await lastBody(calls, "/api/admin/AddContact")).toMatchObject({
      name: "Laura Garza",
      phoneNumber: "+528112345678",
      email: "laura@garza.mx",
      customFields: { empresa: "Refacciones Garza" },
    });
    await waitFor(() => expect(router.state.location.search).toBe("?tok=12"));
  });

  it("a plain new contact (no state) still starts empty", async () => {
    signedInAs("ProviderAgent", {
      routes: {
        "POST /api/admin/ListAllContact": ok({ total: 0, totalCapped: false, items: [] }),
        "POST /api/contacts/ListContactFields": ok([empresa]),
      },
    });
    renderScreen(<ContactsPage />, { path: "/contact?new=new", route: "/contact" });
    const form = await screen.findByRole("form", { name: "Nuevo contacto" });
    expect(within(form).getByRole("textbox", { name: "Nombre" })).toHaveValue("");
    expect(within(form).getByRole("textbox", { name: "Empresa" })).toHaveValue("");
  });
});
