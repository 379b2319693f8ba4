import { CLOSING_CATEGORY_MESSAGES, type ClosingCategory, MESSAGES } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesOf, openAsAdmin } from "../../../test/admin-screen";
import { type FakeReply, fail, ok } from "../../../test/fake-fetch";
import { ClosingCategoriesPage } from "./closing-categories-page";

const resuelto: ClosingCategory = {
  id: 1,
  name: "Resuelto",
  description: "Quedó resuelto",
  status: "active",
};
const vieja: ClosingCategory = {
  id: 2,
  name: "Pieza descontinuada",
  description: "Ya no se surte",
  status: "inactive",
};

function open(routes: Record<string, FakeReply> = {}) {
  return openAsAdmin(<ClosingCategoriesPage />, "/config/closingCategory", {
    "POST /api/business/ListCategoryClose": ok([vieja, resuelto]),
    ...routes,
  });
}

/** jsdom matches no media query, so the screen shows its table, not the phone cards. */
const table = () => screen.findByTestId("categories-table");

describe("closing categories screen", () => {
  it("asks for every category, searches name and description ignoring accents", async () => {
    const { events, calls } = open();
    expect(await bodiesOf(calls, "/api/business/ListCategoryClose")).toEqual([{ status: "all" }]);
    const rows = within(await table());
    expect(rows.getByRole("switch", { name: "Pieza descontinuada activa" })).not.toBeChecked();
    await events.type(screen.getByRole("searchbox", { name: "Buscar categorías" }), "surte");
    expect(rows.queryByText("Resuelto")).not.toBeInTheDocument();
    expect(rows.getByText("Pieza descontinuada")).toBeInTheDocument();
  });

  it("requires name and description, then saves a new category active", async () => {
    const { events, calls } = open({
      "POST /api/business/AddCategoryClose": ok(
        { ...resuelto, id: 7, name: "Devolución" },
        CLOSING_CATEGORY_MESSAGES.saved,
      ),
    });
    await events.click(await screen.findByRole("button", { name: "Nueva categoría" }));
    const dialog = await screen.findByRole("dialog", { name: "Nueva categoría de cierre" });
    await events.type(within(dialog).getByRole("textbox", { name: "Nombre" }), "{Enter}");
    expect(within(dialog).getAllByText(MESSAGES.closingCategoryRequired)).toHaveLength(2);
    await events.type(within(dialog).getByRole("textbox", { name: "Nombre" }), " Devolución ");
    await events.type(within(dialog).getByRole("textbox", { name: "Descripción" }), "Se aceptó{Enter}");
    expect(await screen.findByText(CLOSING_CATEGORY_MESSAGES.saved)).toBeInTheDocument();
    expect(await bodiesOf(calls, "/api/business/AddCategoryClose")).toEqual([
      { name: "Devolución", description: "Se aceptó", status: "active" },
    ]);
  });

  it("switches a category on with its other fields unchanged, and says why a save failed", async () => {
    const { events, calls } = open({
      "POST /api/business/AddCategoryClose": fail(500, null, MESSAGES.internalError),
    });
    await events.click(within(await table()).getByRole("switch", { name: "Pieza descontinuada activa" }));
    expect(await screen.findByText(MESSAGES.actionNotCompleted)).toBeInTheDocument();
    expect(await bodiesOf(calls, "/api/business/AddCategoryClose")).toEqual([
      { id: 2, name: "Pieza descontinuada", description: "Ya no se surte", status: "active" },
    ]);
  });

  it("removes only after a confirmation, and shows the server's word on what happened", async () => {
    const { events, calls } = open({
      "POST /api/business/RemoveCategoryClose": ok(null, CLOSING_CATEGORY_MESSAGES.deactivatedInUse),
    });
    await events.click(within(await table()).getByRole("button", { name: "Eliminar Resuelto" }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminar categoría de cierre" });
    expect(within(dialog).getByText("¿Eliminar la categoría «Resuelto»?")).toBeInTheDocument();
    await events.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(calls.some((request) => request.url.endsWith("/RemoveCategoryClose"))).toBe(false);
    await events.click(within(await table()).getByRole("button", { name: "Eliminar Resuelto" }));
    await events.click(
      within(await screen.findByRole("dialog", { name: "Eliminar categoría de cierre" })).getByRole(
        "button",
        {
          name: "Eliminar",
        },
      ),
    );
    expect(await screen.findByText(CLOSING_CATEGORY_MESSAGES.deactivatedInUse)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await bodiesOf(calls, "/api/business/RemoveCategoryClose")).toEqual([{ id: 1 }]),
    );
  });
});
