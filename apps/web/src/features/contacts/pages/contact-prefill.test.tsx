import { CONTACT_MESSAGES, type ContactDetail } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MessageList } from "../../../components/messages/message-list";
import { staticHistory } from "../../../components/messages/testing/static-history";
import { buildMessage } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
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

const body = async (calls: Request[], path: string) =>
  (await calls
    .filter((request) => request.url.endsWith(path))
    .at(-1)
    ?.clone()
    .json()) as Record<string, unknown>;

describe("a shared contact card saved as a contact", () => {
  it("opens the new-contact form filled with the card; saving sends its values", async () => {
    const created: ContactDetail = {
      id: 12,
      name: "Laura Garza",
      phoneNumber: "+528112345678",
      address: "",
      dateRegister: "2026-11-20T15:00:00.000Z",
      typeRegister: "manual",
      optIn: true,
      email: "laura@garza.mx",
      fullName: "",
      channelPhone: "",
      brokerId: "",
      lineOfBusiness: "",
      commercialZone: "",
      profile: "",
      commercialReason: "",
      company: "Refacciones Garza",
      classification: "",
      comments: "",
      optChangedAt: null,
      updatedAt: "2026-11-20T15:00:00.000Z",
    };
    const { calls } = signedInAs("ProviderAgent", {
      routes: {
        "POST /api/admin/ListAllContact": ok({ total: 0, items: [] }),
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
    await events.click(screen.getByRole("link", { name: "Guardar como contacto: Laura Garza" }));

    const form = await screen.findByRole("form", { name: "Nuevo contacto" });
    expect(within(form).getByRole("textbox", { name: "Nombre" })).toHaveValue("Laura Garza");
    expect(within(form).getByRole("textbox", { name: "Teléfono" })).toHaveValue("+52 81 1234 5678");
    expect(within(form).getByRole("textbox", { name: "Correo" })).toHaveValue("laura@garza.mx");
    expect(within(form).getByRole("textbox", { name: "Empresa" })).toHaveValue("Refacciones Garza");
    // The card's values never reach the address.
    expect(router.state.location.search).toBe("?new=new");

    await events.click(within(form).getByRole("button", { name: "Guardar contacto" }));
    expect(await body(calls, "/api/admin/AddContact")).toMatchObject({
      name: "Laura Garza",
      phoneNumber: "+528112345678",
      email: "laura@garza.mx",
      company: "Refacciones Garza",
    });
    await waitFor(() => expect(router.state.location.search).toBe("?tok=12"));
  });

  it("a plain new contact (no state) still starts empty", async () => {
    signedInAs("ProviderAgent", {
      routes: { "POST /api/admin/ListAllContact": ok({ total: 0, items: [] }) },
    });
    renderScreen(<ContactsPage />, { path: "/contact?new=new", route: "/contact" });
    const form = await screen.findByRole("form", { name: "Nuevo contacto" });
    expect(within(form).getByRole("textbox", { name: "Nombre" })).toHaveValue("");
    expect(within(form).getByRole("textbox", { name: "Empresa" })).toHaveValue("");
  });
});
