import type { Page } from "@playwright/test";
import { BUSINESSES, expect, signIn, snap, test, USERS } from "./fixtures.js";

/** The page title shows whole: nothing of it runs past its box or its lines (no ellipsis). */
const titleWhole = (page: Page) =>
  page
    .getByTestId("page-title")
    .evaluate((title) => title.scrollWidth <= title.clientWidth && title.scrollHeight <= title.clientHeight);

const cssVariable = (name: string) => (variable: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || name;

test.describe("layout", () => {
  test("each business wears its own colours", async ({ page, browser }) => {
    await signIn(page, USERS.norteAdmin);
    const norte = await page.evaluate(cssVariable("none"), "--consola-primary");
    const norteBar = await page.evaluate(cssVariable("none"), "--consola-bar-first");
    await snap(page, "colors-norte");

    const other = await browser.newContext();
    const andinoPage = await other.newPage();
    await signIn(andinoPage, USERS.andinoAdmin);
    const andino = await andinoPage.evaluate(cssVariable("none"), "--consola-primary");
    const andinoBar = await andinoPage.evaluate(cssVariable("none"), "--consola-bar-first");
    await snap(andinoPage, "colors-andino");

    expect(norte).toMatch(/^#[0-9a-f]{6}$/i);
    expect(andino).toMatch(/^#[0-9a-f]{6}$/i);
    expect(norte).not.toBe(andino);
    expect(norteBar).not.toBe(andinoBar);
    // The sidebar paints itself with the bar colour.
    const sidebarBackground = (target: typeof page) =>
      target
        .locator("nav.mantine-AppShell-navbar, .mantine-AppShell-navbar")
        .first()
        .evaluate((element) => {
          return getComputedStyle(element).backgroundImage;
        });
    expect(await sidebarBackground(page)).not.toBe(await sidebarBackground(andinoPage));
    await other.close();
  });

  test("header shows business and phone; the phone hides at 768 px and the sidebar folds at 991 px", async ({
    page,
  }) => {
    await signIn(page, USERS.norteSupervisor);
    const header = page.getByRole("banner");
    await expect(header.getByTestId("header-business")).toContainText(BUSINESSES.norte.name);
    const phone = header.getByTestId("header-business-phone");
    await expect(phone).toBeVisible();
    await expect(page.getByTestId("page-title")).toHaveText("Conversaciones");

    // Folded away means moved out of the viewport (Mantine slides the navbar), not removed.
    await page.setViewportSize({ width: 991, height: 800 });
    await expect(page.getByTestId("sidebar-menu")).not.toBeInViewport();
    const burger = header.getByRole("button", { name: "Abrir menú" });
    await expect(burger).toBeVisible();
    await expect(phone).toBeVisible();
    await snap(page, "layout-991");
    await burger.click();
    await expect(page.getByTestId("sidebar-menu")).toBeInViewport();
    await snap(page, "layout-991-menu-open");
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Reportes" }).click();
    await expect(page).toHaveURL(/\/report$/);
    await expect(page.getByTestId("sidebar-menu")).not.toBeInViewport();

    await page.setViewportSize({ width: 768, height: 800 });
    await expect(phone).toBeHidden();
    await expect(header.getByTestId("header-business")).toBeVisible();
    await snap(page, "layout-768");

    await page.setViewportSize({ width: 769, height: 800 });
    await expect(phone).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, "layout-390");
  });

  test("an unknown route goes to the start page", async ({ page }) => {
    await signIn(page, USERS.andinoSupervisor);
    await page.goto("/esta/ruta/no-existe");
    await expect(page).toHaveURL(/\/home$/);
  });

  test("an unknown route goes to the platform start page for platform admins", async ({ page }) => {
    await signIn(page, USERS.platform);
    await page.goto("/no-existe");
    await expect(page).toHaveURL(/\/admin\/report(\?.*)?$/);
  });

  test("the header search opens the search page", async ({ page }) => {
    await signIn(page, USERS.norteAdmin);
    // The box shows from 1408 px; narrower headers have a button (e2e/search.spec.ts).
    await page.setViewportSize({ width: 1440, height: 820 });
    const search = page.getByRole("textbox", { name: "Buscar en la consola" });
    await search.fill("Juan Pérez");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Juan%20P%C3%A9rez$/);
    await expect(page.getByText("Resultados para «Juan Pérez»")).toBeVisible();
    await snap(page, "search");
  });

  test("every configuration page of the business is a built screen", async ({ page }) => {
    await signIn(page, USERS.norteAdmin);
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Configuración" }).click();
    await expect(page).toHaveURL(/\/config$/);
    const built = [
      ["/config/overallCompanySetup", "Configuración general"],
      ["/config/areasCompany", "Áreas"],
      ["/config/closingCategory", "Categorías de cierre"],
      ["/config/labels", "Etiquetas"],
      ["/config/quicklyAnswers", "Respuestas rápidas"],
      ["/config/companyUsers", "Usuarios de la empresa"],
      ["/config/company-assing-agent", "Asignación automática"],
      ["/config/surveys", "Encuestas"],
      ["/config/outOfTime", "Mensaje fuera de horario"],
      ["/config/smsConfig", "Configuración de SMS y MMS"],
      ["/config/WelcomeMessageChatBot", "Bot de bienvenida"],
      ["/config/configBusinessNameChatBot", "Bot de cambio de nombre"],
      ["/config/SelectorAreaChatBot", "Bot selector de área"],
    ] as const;
    const widths = [
      { width: 1366, height: 820 },
      { width: 390, height: 844 },
    ];
    for (const [path, title] of [
      ...built,
      ["/home", "Conversaciones"],
      ["/chat-pendient", "Chats pendientes"],
    ]) {
      await page.goto(path);
      await expect(page.getByTestId("page-title")).toHaveText(title);
      // Whole at a desktop's width and at a phone's, where it takes a row of its own under the icons.
      for (const size of widths) {
        await page.setViewportSize(size);
        // Polled: the header's own parts (the search box or its button) follow the width a render later.
        await expect.poll(() => titleWhole(page), { message: `${title} at ${size.width} px` }).toBe(true);
      }
      await page.setViewportSize(widths[0] ?? { width: 1366, height: 820 });
    }
  });

  test("the business panel pages are registered for platform admins", async ({ page }) => {
    await signIn(page, USERS.super);
    await page.goto("/admin/business/panel/chatbot/welcome");
    await expect(page.getByTestId("page-title")).toHaveText("Bot de bienvenida");
    await snap(page, "admin-panel-welcome-bot");
  });
});
