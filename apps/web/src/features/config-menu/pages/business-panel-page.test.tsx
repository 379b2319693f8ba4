import type { ClosingCategory } from "@consola/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ok } from "../../../test/fake-fetch";
import { buildBusinessListItem } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { signedInAs } from "../../../test/session";

const cafe = buildBusinessListItem();
const garantia: ClosingCategory = { id: 9, name: "Garantía", description: "", status: "active" };

const pathOf = (router: ReturnType<typeof renderApp>["router"]) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function asPlatformAdmin() {
  return signedInAs("VocomAdmin", {
    routes: {
      "POST /api/admin/ListBusiness": ok({ items: [cafe], next: null }),
      "POST /api/business/ListCategoryClose": ok([garantia]),
    },
  });
}

describe("business panel", () => {
  it("asks for a business first, then offers every configuration page of it", async () => {
    asPlatformAdmin();
    const { router } = renderApp("/admin/business/panel");
    expect(await screen.findByText("Elige una empresa")).toBeInTheDocument();
    const events = userEvent.setup();
    await events.click(screen.getByRole("combobox", { name: "Empresa" }));
    await events.click(await screen.findByRole("option", { name: /Café Andino/, hidden: true }));
    await waitFor(() => expect(pathOf(router)).toBe("/admin/business/panel?business_id=2"));
    const cards = await screen.findAllByRole("link", { name: /./ });
    const panelLinks = cards
      .map((card) => card.getAttribute("href") ?? "")
      .filter((href) => href.startsWith("/admin/business/panel/"));
    expect(panelLinks).toHaveLength(16);
    expect(panelLinks).toContain("/admin/business/panel/category?business_id=2");
    expect(panelLinks).toContain("/admin/business/panel/keys?business_id=2");
  });

  it("shows a /config screen about the chosen business, naming it on every call", async () => {
    const { calls } = asPlatformAdmin();
    renderApp("/admin/business/panel/category?business_id=2");
    expect(await screen.findByText("Garantía")).toBeInTheDocument();
    const listed = calls.filter((call) => new URL(call.url).pathname === "/api/business/ListCategoryClose");
    expect(listed.length).toBeGreaterThan(0);
    for (const call of listed) expect(new URL(call.url).searchParams.get("business_id")).toBe("2");
    const back = screen.getByRole("link", { name: /Todas las opciones de configuración/ });
    expect(back).toHaveAttribute("href", "/admin/business/panel?business_id=2");
  });

  it("a panel page without a business asks for one instead of loading", async () => {
    const { calls } = asPlatformAdmin();
    renderApp("/admin/business/panel/category");
    expect(await screen.findByText("Elige una empresa")).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes("ListCategoryClose"))).toBe(false);
  });
});
