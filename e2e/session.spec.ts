import { MESSAGES } from "@consola/shared";
import { DATABASE_PASS, expect, signIn, signInThroughForm, snap, test, USERS } from "./fixtures.js";

test.describe("session", { tag: DATABASE_PASS }, () => {
  test("a second sign-in elsewhere ends the first session with one dialog", async ({ page, browser }) => {
    const user = USERS.norteAgent2;
    await signIn(page, user);

    const elsewhere = await browser.newContext();
    const secondPage = await elsewhere.newPage();
    await signIn(secondPage, user);
    await snap(secondPage, "session-second-browser");

    // The first browser is told at once through the hub (Account_Exit), without making any call.
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(MESSAGES.sessionEnded);
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await snap(page, "session-ended-dialog");

    await dialog.getByRole("button", { name: "Ir a iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/auth\/login$/);

    // The newer session is unaffected.
    await secondPage.reload();
    await expect(secondPage).toHaveURL(/\/home$/);
    await expect(secondPage.getByTestId("sidebar-menu")).toBeVisible();
    await elsewhere.close();
  });

  test("without the hub, the first session learns it on its next call to the server", async ({
    page,
    browser,
  }) => {
    const user = USERS.norteAgent1;
    // Hub connections are refused for this browser only: the API's 401 must still end the session.
    await page.route("**/hub/**", (route) => route.abort());
    await page.routeWebSocket(/\/hub\//, (socket) => socket.close());
    await signIn(page, user);
    const elsewhere = await browser.newContext();
    await signIn(await elsewhere.newPage(), user);
    // Its next call to the server learns it: the one this click makes, or a background one that came first
    // (then the dialog is already over the menu and there is nothing to click).
    const dialog = page.getByRole("dialog");
    const contacts = page.getByTestId("sidebar-menu").getByRole("link", { name: "Contactos" });
    await expect(async () => {
      if (!(await dialog.isVisible())) await contacts.click({ timeout: 1_000 });
      await expect(dialog).toContainText(MESSAGES.sessionEnded, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "Ir a iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await elsewhere.close();
  });

  test("a reload keeps the session, its menu and its colours", async ({ page }) => {
    // The form's sign-in stores the business's colours before the start page: a reload must keep them.
    await signInThroughForm(page, USERS.andinoSupervisor);
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--consola-primary").trim(),
      );
    const before = await primary();
    await page.goto("/chat-active");
    await page.reload();
    await expect(page).toHaveURL(/\/chat-active$/);
    await expect(page.getByTestId("page-title")).toHaveText("Chats activos");
    await expect(
      page.getByTestId("sidebar-menu").getByRole("link", { name: "Chats activos" }),
    ).toHaveAttribute("aria-current", "page");
    expect(await primary()).toBe(before);
  });

  test("sign-out ends the session and shows the sign-in with a confirmation", async ({ page }) => {
    await signIn(page, USERS.andinoAgent1);
    await page.getByTestId("user-menu").click();
    await expect(page.getByRole("menu")).toContainText(USERS.andinoAgent1.email);
    // Café Andino keeps Bogotá time.
    await expect(page.getByTestId("business-time")).toContainText("(Colombia)");
    await snap(page, "user-menu-open");
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?logout=1$/);
    await expect(page.getByText("Cerraste sesión correctamente.")).toBeVisible();
    await snap(page, "logged-out");
    await page.goto("/home");
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
