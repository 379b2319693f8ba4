import { MESSAGES } from "@consola/shared";
import {
  expect,
  expectedFor,
  sidebarLabels,
  signIn,
  signInThroughForm,
  snap,
  startUrl,
  test,
  USERS,
} from "./fixtures.js";

const JOURNEYS = [USERS.super, USERS.platform, USERS.norteAdmin, USERS.norteSupervisor, USERS.norteAgent1];

test.describe("each role signs in to its own console", () => {
  for (const user of JOURNEYS) {
    test(`${user.role} lands on its start page with its menu`, async ({ page }) => {
      await signInThroughForm(page, user);
      const expected = expectedFor(user.role);
      await expect(page).toHaveURL(startUrl(user.role));
      await expect(sidebarLabels(page)).toHaveText(expected.menu);
      // Business roles start on the conversations workspace; platform admins on the platform's reports.
      if (user.business) await expect(page.getByTestId("workspace")).toBeVisible();
      else await expect(page.getByTestId("master-reports-page")).toBeVisible();

      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Agentes conectados" })).toBeVisible();
      const businessControls = ["Mensajes nuevos", "Contactos", "Notificaciones"];
      for (const name of businessControls) {
        const control = header.getByRole("button", { name });
        if (user.business) await expect(control).toBeVisible();
        else await expect(control).toHaveCount(0);
      }
      await snap(page, `role-${user.role}-start`);
    });
  }

  test("the business dropdowns open: notifications and messages empty, the demo's recent contacts", async ({
    page,
  }) => {
    await signIn(page, USERS.norteSupervisor);
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Notificaciones" }).click();
    // The bell opens on a tab with something to read: the general one when other journeys of this worker
    // brought new contacts. The supervisor's own tab is empty.
    const panel = page.getByTestId("notifications-panel");
    await panel.getByRole("tab", { name: /Personales/ }).click();
    await expect(panel.getByRole("tabpanel")).toContainText("Sin notificaciones");
    await snap(page, "header-notifications-open");
    await page.keyboard.press("Escape");

    await header.getByRole("button", { name: "Mensajes nuevos" }).click();
    await expect(page.getByText("Sin mensajes nuevos")).toBeVisible();
    await snap(page, "header-new-messages-open");
    await page.keyboard.press("Escape");

    await header.getByRole("button", { name: "Contactos" }).click();
    // The demo business has contacts (seeded; other journeys add more), so the dropdown lists some.
    await expect(page.getByTestId("contacts-panel").getByRole("menuitem").first()).toBeVisible();
    await snap(page, "header-contacts-open");
    await page.getByRole("menuitem", { name: "Ver todos los contactos" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // The contacts shortcut hides on the contacts pages.
    await expect(header.getByRole("button", { name: "Contactos" })).toHaveCount(0);
  });

  test("a route the role may not open sends it back to its start page", async ({ page }) => {
    await signIn(page, USERS.norteAgent1);
    await page.goto("/config/companyUsers");
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/admin/business");
    await expect(page).toHaveURL(/\/home$/);
    expect(MESSAGES.routeNotFound).toBe("The route does not exist");
  });
});
