import { MESSAGES, PLATFORM_USER_MESSAGES, USER_MESSAGES } from "@consola/shared";
import {
  BUSINESSES,
  checkScreen,
  expect,
  fillLogin,
  screenSettled,
  signIn,
  test,
  USERS,
  waitForResetLink,
} from "./fixtures.js";

/**
 * /admin/user, end to end: a platform admin adds another platform admin, who chooses a password from the
 * welcome e-mail and signs in; the first deactivates them (their console says why it ended and sign-in is
 * refused); then the «Empresas» tab shows a demo business's people once it is picked.
 */
test.describe("platform users (/admin/user)", () => {
  test("a platform admin adds, and deactivates, another one; then looks at a business's people", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString().slice(-7);
    const name = "Marisol Quintero";
    const email = `marisol.${stamp}@consola.demo`;
    const password = `Plataforma-${stamp}-segura`;

    await signIn(page, USERS.platform);
    await page.goto("/admin/user");
    const rows = page.getByTestId("platform-user-row");
    await expect(rows.filter({ hasText: USERS.platform.email })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Plataforma" })).toHaveAttribute("aria-selected", "true");
    await checkScreen(page, "admin-user-01-list");

    // The form checks before sending; a VocomAdmin is not offered "Super".
    await page.getByRole("button", { name: "Nuevo usuario" }).click();
    const form = page.getByRole("form", { name: "Nuevo usuario de la plataforma" });
    const nameField = form.getByRole("textbox", { name: /^Nombre/ });
    await expect(nameField).toBeFocused();
    // By keyboard: Enter on the empty form gives the Spanish texts.
    await nameField.press("Enter");
    await expect(form.getByText(USER_MESSAGES.nameRequired)).toBeVisible();
    await expect(form.getByText(USER_MESSAGES.roleRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.emailRequired)).toBeVisible();
    await nameField.fill(name);
    await form.getByRole("textbox", { name: /^Correo/ }).fill(email);
    await form.getByRole("combobox", { name: "Rol" }).click();
    await expect(page.getByRole("option", { name: "Administrador de plataforma" })).toBeVisible();
    await expect(page.getByRole("option", { name: "Super", exact: true })).toHaveCount(0);
    await page.getByRole("option", { name: "Administrador de plataforma" }).click();
    await checkScreen(page, "admin-user-02-form");
    await form.getByRole("button", { name: "Guardar usuario" }).click();
    await expect(page.getByText(PLATFORM_USER_MESSAGES.created)).toBeVisible();
    await expect(form).toBeHidden();

    // Found by a search kept in the URL.
    await page.getByRole("searchbox", { name: "Buscar usuarios de la plataforma" }).fill(`marisol.${stamp}`);
    await expect(page).toHaveURL(/[?&]q=marisol/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Administrador de plataforma");
    await expect(rows.first()).toContainText("Activo");

    // The new admin chooses a password from the welcome e-mail and signs in.
    const link = await waitForResetLink(email, Date.now() - 120_000);
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto(link);
    await other.getByLabel("Nueva contraseña", { exact: true }).fill(password);
    await other.getByLabel("Confirma la nueva contraseña").fill(password);
    await other.getByRole("button", { name: "Guardar contraseña" }).click();
    // Setting a password hashes it (deliberately slow), which a busy machine stretches past the usual wait.
    await expect(other).toHaveURL(/\/auth\/login\?reset=1$/, { timeout: 30_000 });
    await fillLogin(other, email, password);
    await expect(other).toHaveURL(/\/admin\/report/);
    await expect(other.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");

    // Deactivate after a confirmation: their console says why it ended, and sign-in is refused.
    await page.getByRole("button", { name: `Más acciones para ${name}` }).click();
    await page.getByRole("menuitem", { name: "Desactivar" }).click();
    const confirm = page.getByRole("dialog", { name: "Desactivar usuario" });
    await expect(confirm.getByText(`¿Desactivar a ${name}?`)).toBeVisible();
    await expect(page.getByRole("menu")).toHaveCount(0);
    await checkScreen(page, "admin-user-03-deactivate");
    await confirm.getByRole("button", { name: "Desactivar" }).click();
    await expect(page.getByText(PLATFORM_USER_MESSAGES.deactivated)).toBeVisible();
    await expect(rows.first()).toContainText("Inactivo");
    const ended = other.getByRole("dialog", { name: "Tu sesión terminó" });
    await expect(ended).toBeVisible({ timeout: 15_000 });
    await expect(ended).toContainText(MESSAGES.sessionDeactivated);
    await other.goto("/auth/login");
    await fillLogin(other, email, password);
    await expect(other.getByRole("alert")).toContainText(MESSAGES.loginUserInactive);
    await otherContext.close();

    // «Empresas»: pick a demo business and see its people, as its own admin does.
    await page.getByRole("tab", { name: "Empresas" }).click();
    await expect(page).toHaveURL(/[?&]tab=empresa/);
    await expect(page.getByText("Elige una empresa", { exact: true })).toBeVisible();
    await page.getByRole("combobox", { name: "Empresa" }).fill("Norte");
    // The server's answer to the search is in once the other demo business has left the options.
    await expect(page.getByRole("option", { name: new RegExp(BUSINESSES.andino.name) })).toHaveCount(0);
    await page.getByRole("option", { name: new RegExp(BUSINESSES.norte.name) }).click();
    await expect(page).toHaveURL(/[?&]business_id=\d+/);
    const people = page.getByTestId("user-row");
    await expect(people.filter({ hasText: USERS.norteAdmin.email })).toBeVisible();
    await expect(people.filter({ hasText: USERS.norteAgent1.email })).toBeVisible();
    await screenSettled(page);
    await checkScreen(page, "admin-user-04-business");
  });

  test("business people cannot open it", async ({ page }) => {
    await signIn(page, USERS.norteAdmin);
    await page.goto("/admin/user");
    await expect(page).toHaveURL(/\/home$/);
  });
});
