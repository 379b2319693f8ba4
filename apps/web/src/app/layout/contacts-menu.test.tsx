import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../../features/conversations/testing/render-feature";
import { ok } from "../../test/fake-fetch";
import { buildContact } from "../../test/fixtures";
import { signedInAs } from "../../test/session";
import { ContactsMenu } from "./contacts-menu";

describe("ContactsMenu", () => {
  it("lists the recent contacts with their labels' chips", async () => {
    const recent = (id: number, name: string, labelIds: number[]) => ({
      ...buildContact({ id, name, labelIds }),
      lastMessageAt: "2026-12-01T15:00:00.000Z",
    });
    signedInAs("ProviderAgent", {
      routes: {
        "POST /api/admin/ListContact": ok({
          total: 2,
          totalCapped: false,
          items: [recent(1, "Ana Núñez", [6]), recent(2, "Beto Peña", [])],
        }),
        "POST /api/labels/ListLabels": ok([
          { id: 6, name: "Garantía", color: "orange", description: "", active: true },
        ]),
      },
    });
    renderFeature(<ContactsMenu />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Contactos" }));
    const panel = await screen.findByTestId("contacts-panel");
    const ana = (await within(panel).findByText("Ana Núñez")).closest("a") as HTMLElement;
    expect(await within(ana).findByText("Garantía")).toBeInTheDocument();
    const beto = within(panel).getByText("Beto Peña").closest("a") as HTMLElement;
    expect(within(beto).queryByText("Garantía")).not.toBeInTheDocument();
  });
});
