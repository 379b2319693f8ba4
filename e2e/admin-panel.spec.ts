import { CLOSING_CATEGORY_MESSAGES, PANEL_PAGES } from "@consola/shared";
import type { Page } from "@playwright/test";
import {
  BUSINESSES,
  checkScreen,
  expect,
  expectAccessible,
  screenSettled,
  signIn,
  test,
  USERS,
} from "./fixtures.js";

/** Signs in as the platform admin and picks Café Andino in the panel by keyboard; returns its id. */
async function openAndinoPanel(page: Page): Promise<string> {
  await signIn(page, USERS.platform);
  await page.getByTestId("sidebar-menu").getByRole("link", { name: "Configuración" }).click();
  await expect(page).toHaveURL(/\/admin\/business\/panel$/);
  await expect(page.getByText("Elige una empresa", { exact: true })).toBeVisible();

  // By keyboard: type in the picker, arrow to the business, Enter.
  const picker = page.getByRole("combobox", { name: "Empresa" });
  await picker.fill("Andino");
  await expect(page.getByRole("option", { name: new RegExp(BUSINESSES.norte.name) })).toHaveCount(0);
  await expect(page.getByRole("option", { name: new RegExp(BUSINESSES.andino.name) })).toBeVisible();
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await expect(page).toHaveURL(/\/admin\/business\/panel\?business_id=\d+$/);
  const businessId = new URL(page.url()).searchParams.get("business_id");
  if (!businessId) throw new Error("the panel's URL names no business");
  return businessId;
}

/**
 * The panel's pages in a few groups, each its own test so the workers share them: seventeen pages opened and
 * read by axe one after another ran past four minutes when CI's journeys shared two cores.
 */
const PAGE_GROUPS = [0, 1, 2, 3].map((group) => PANEL_PAGES.filter((_, index) => index % 4 === group));

/**
 * /admin/business/panel, end to end: a platform admin picks a business, finds every configuration page of
 * it, adds a closing category through the same screen the business's admin uses, and that admin sees it;
 * every page of the panel opens about that business, none under construction or failing to load.
 */
test.describe("business panel (/admin/business/panel)", () => {
  // The tests share nothing but the seeded business: spread over the workers.
  test.describe.configure({ mode: "parallel" });

  test("a platform admin configures a business through the screens its own admin uses", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    const category = `Cortesía ${stamp}`;

    const businessId = await openAndinoPanel(page);
    const cards = page.locator('main a[href^="/admin/business/panel/"]');
    // The survey editor's pages are opened from the survey list, not from a card.
    await expect(cards).toHaveCount(PANEL_PAGES.filter((panelPage) => !panelPage.partOf).length);
    await screenSettled(page);
    await checkScreen(page, "admin-panel-01-menu");

    // The business's closing categories, on the same screen its admin has.
    await page.getByRole("link", { name: /Categorías de cierre/ }).click();
    await expect(page).toHaveURL(`/admin/business/panel/category?business_id=${businessId}`);
    const rows = page.getByTestId("category-row");
    await expect(rows.first()).toBeVisible();
    await page.getByRole("button", { name: "Nueva categoría" }).click();
    const form = page.getByRole("dialog", { name: "Nueva categoría de cierre" });
    await form.getByRole("textbox", { name: "Nombre" }).fill(category);
    await form.getByRole("textbox", { name: "Descripción" }).fill("Atención sin costo");
    await form.getByRole("textbox", { name: "Descripción" }).press("Enter");
    await expect(form).toBeHidden();
    await expect(page.getByText(CLOSING_CATEGORY_MESSAGES.saved).first()).toBeVisible();
    await expect(rows.filter({ hasText: category })).toBeVisible();
    await checkScreen(page, "admin-panel-02-category");

    // The business's own admin finds it; the other business does not.
    const andinoContext = await browser.newContext();
    const andino = await andinoContext.newPage();
    await signIn(andino, USERS.andinoAdmin);
    await andino.goto("/config/closingCategory");
    await expect(andino.getByTestId("category-row").filter({ hasText: category })).toBeVisible();
    await andinoContext.close();
    const norteContext = await browser.newContext();
    const norte = await norteContext.newPage();
    await signIn(norte, USERS.norteAdmin);
    await norte.goto("/config/closingCategory");
    await expect(norte.getByTestId("category-row").first()).toBeVisible();
    await expect(norte.getByTestId("category-row").filter({ hasText: category })).toHaveCount(0);
    await norteContext.close();

    await page.goto(`/admin/business/panel/setup?business_id=${businessId}`);
    await expect(page.getByRole("textbox", { name: /Nombre de la empresa/ })).toHaveValue(
      BUSINESSES.andino.name,
    );
    await checkScreen(page, "admin-panel-03-setup");

    // The business's retention period: kept for ever by default; a period saved is read back after a reload.
    const retention = page.getByRole("form", { name: "Conservación de mensajes" });
    await expect(retention.getByRole("radio", { name: "Conservarlos siempre" })).toBeChecked();
    await retention.getByRole("radio", { name: "Borrarlos después de un plazo" }).check();
    const days = retention.getByRole("textbox", { name: /Días de conservación/ });
    await days.fill("400");
    await retention.getByRole("button", { name: "Guardar conservación" }).click();
    await expect(page.getByText("Configuración guardada").first()).toBeVisible();
    await page.reload();
    await expect(retention.getByRole("textbox", { name: /Días de conservación/ })).toHaveValue("400");
    await retention.getByRole("radio", { name: "Conservarlos siempre" }).check();
    await retention.getByRole("button", { name: "Guardar conservación" }).click();
    await expect(page.getByText("Configuración guardada").first()).toBeVisible();
    await page.goto(`/admin/business/panel/keys?business_id=${businessId}`);
    await screenSettled(page);
    await checkScreen(page, "admin-panel-04-keys");
  });

  for (const [group, pages] of PAGE_GROUPS.entries()) {
    // Every page of the panel opens about the chosen business: built, loaded, accessible.
    test(`the panel's pages open about the chosen business (group ${group + 1} of ${PAGE_GROUPS.length})`, async ({
      page,
    }) => {
      const businessId = await openAndinoPanel(page);
      for (const { sub, title } of pages) {
        await page.goto(`/admin/business/panel${sub}?business_id=${businessId}`);
        await expect(page.getByTestId("page-title")).toHaveText(title);
        await expect(page.getByRole("link", { name: /Todas las opciones de configuración/ })).toBeVisible();
        await screenSettled(page);
        await expect(page.getByText(/^No se pudo|^No se pudieron/)).toHaveCount(0);
        await expectAccessible(page, `panel ${sub}`);
      }
    });
  }

  test("business people cannot open it", async ({ page }) => {
    await signIn(page, USERS.norteAdmin);
    await page.goto("/admin/business/panel/area");
    await expect(page).toHaveURL(/\/home$/);
  });
});
