import type { MessageView, Role } from "@consola/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildMessage } from "../../test/chats";
import { renderScreen } from "../../test/render-screen";
import { signedInAs } from "../../test/session";
import { MessageList } from "./message-list";
import { staticHistory } from "./testing/static-history";

const shared = (): MessageView =>
  buildMessage({
    id: 1,
    type: "contacts",
    body: "Laura Garza +5218112345678\nTaller Ríos",
    details: {
      kind: "contacts",
      cards: [
        {
          name: "Laura Garza",
          phones: [{ phone: "+52 1 81 1234 5678", type: "CELL", waId: "5218112345678" }],
          emails: [{ email: "laura@garza.mx", type: "WORK" }],
          organization: { company: "Refacciones Garza", title: "Compras" },
        },
        { name: "Taller Ríos", phones: [{ phone: "n/d" }], emails: [] },
      ],
    },
  });

function showCards(role: Role, { offerContactSave = true } = {}) {
  signedInAs(role);
  return renderScreen(
    <MessageList history={staticHistory([shared()])} offerContactSave={offerContactSave} />,
    { path: "/home", route: "/home", others: { "/contact": <div data-testid="contacts-screen" /> } },
  );
}

describe("shared contact cards", () => {
  it("show each card's name, numbers, e-mails and organisation instead of the stored body", async () => {
    showCards("ProviderAgent");
    // The cards are their own chunk, loaded with the first one shown.
    const laura = await screen.findByRole("group", { name: "Contacto compartido: Laura Garza" });
    // WhatsApp's old Mexican mobile form (521…) is shown and dialled as 52.
    const phone = within(laura).getByRole("link", { name: "Llamar a +52 81 1234 5678" });
    expect(phone).toHaveAttribute("href", "tel:+528112345678");
    expect(within(laura).getByText("Celular")).toBeInTheDocument();
    expect(within(laura).getByRole("link", { name: "Escribir a laura@garza.mx" })).toHaveAttribute(
      "href",
      "mailto:laura@garza.mx",
    );
    expect(within(laura).getByText("Trabajo")).toBeInTheDocument();
    expect(within(laura).getByText("Compras · Refacciones Garza")).toBeInTheDocument();
    // A number nobody can dial is shown as written, not as a link.
    const rios = screen.getByRole("group", { name: "Contacto compartido: Taller Ríos" });
    expect(within(rios).getByText("n/d")).toBeInTheDocument();
    expect(within(rios).queryByRole("link", { name: /Llamar/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/\+5218112345678/)).not.toBeInTheDocument();
  });

  it("«Guardar como contacto» opens the new-contact form with the card's values in the router state", async () => {
    const { router } = showCards("ProviderAgent");
    const laura = await screen.findByRole("group", { name: "Contacto compartido: Laura Garza" });
    await userEvent.click(within(laura).getByRole("link", { name: "Guardar como contacto: Laura Garza" }));
    expect(await screen.findByTestId("contacts-screen")).toBeInTheDocument();
    const { pathname, search, state } = router.state.location;
    expect(`${pathname}${search}`).toBe("/contact?new=new");
    expect(state).toEqual({
      contactPrefill: {
        name: "Laura Garza",
        phoneNumber: "+528112345678",
        email: "laura@garza.mx",
        company: "Refacciones Garza",
      },
    });
  });

  it("offer no save to people who cannot open the contacts screen, nor on the contact's own phone", async () => {
    const platform = showCards("VocomAdmin");
    expect(await screen.findAllByTestId("contact-card")).toHaveLength(2);
    expect(screen.queryByTestId("save-contact")).not.toBeInTheDocument();
    platform.unmount();

    showCards("ProviderAdmin", { offerContactSave: false });
    expect(await screen.findAllByTestId("contact-card")).toHaveLength(2);
    expect(screen.queryByTestId("save-contact")).not.toBeInTheDocument();
  });
});
