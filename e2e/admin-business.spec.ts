import { MESSAGES, nitCheckDigit, PLATFORM_BUSINESS_TEXTS } from "@consola/shared";
import { checkScreen, expect, fillLogin, signIn, test, USERS, waitForResetLink } from "./fixtures.js";

/**
 * /admin/business, end to end: a platform admin signs a Colombian business up with its first admin, who
 * chooses a password from the welcome e-mail and signs in; the platform edits the business, deactivates it
 * (that admin's console says why it ended and sign-in is refused), reads its history, and removes it.
 */
test.describe("platform businesses (/admin/business)", () => {
  test("a platform admin creates, edits, deactivates and removes a business", async ({ page, browser }) => {
    const stamp = Date.now().toString().slice(-7);
    const name = `Panadería Prueba ${stamp}`;
    const digits = `9${stamp}1`;
    const nit = `${digits}-${nitCheckDigit(digits)}`;
    // As Colombians write it: dots between the thousands ("912.345.671-…").
    const dottedNit = `${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".")}-${nitCheckDigit(digits)}`;
    const adminEmail = `gerente.${stamp}@panaderia.demo`;
    const password = `Panaderia-${stamp}-segura`;

    await signIn(page, USERS.platform);
    await page.goto("/admin/business");
    const rows = page.getByTestId("business-row");
    await expect(rows.filter({ hasText: "Refaccionaria del Norte" })).toBeVisible();
    await checkScreen(page, "admin-business-01-list");

    // The form checks before sending, in the spec's Spanish.
    await page.getByRole("button", { name: "Nueva empresa" }).click();
    const form = page.getByRole("form", { name: "Nueva empresa" });
    await expect(form.getByRole("textbox", { name: /^Nombre de la empresa/ })).toBeFocused();
    await form.getByRole("button", { name: "Guardar empresa" }).click();
    await expect(form.getByText(MESSAGES.emailRequired).first()).toBeVisible();
    await checkScreen(page, "admin-business-02-form-errors");

    await form.getByRole("textbox", { name: /^Nombre de la empresa/ }).fill(name);
    // A newcomer types the phone and the NIT before noticing the country: both follow it once chosen, and so
    // does the clock.
    await form.getByLabel(/^Teléfono/).fill("3012345678");
    await form.getByRole("textbox", { name: /^RFC o NIT/ }).fill(dottedNit);
    await form.getByRole("combobox", { name: /^País de la empresa/ }).click();
    await page.getByRole("option", { name: "Colombia" }).click();
    await expect(form.getByLabel(/^Teléfono/)).toHaveValue(/^\+57 301/);
    await expect(form.getByRole("combobox", { name: /^Zona horaria/ })).toHaveValue(/Bogotá/);
    await form.getByRole("textbox", { name: /^Código postal/ }).fill("110111");
    await form.getByRole("textbox", { name: /^Correo de contacto/ }).fill(`hola.${stamp}@panaderia.demo`);
    await form.getByRole("textbox", { name: /^Dirección/ }).fill("Calle 45 # 12-30, Bogotá");
    await form.getByRole("textbox", { name: /^Nombre del administrador/ }).fill("Camila Restrepo");
    await form.getByRole("textbox", { name: /^Correo del administrador/ }).fill(adminEmail);
    await form.getByRole("button", { name: "Guardar empresa" }).click();
    await expect(page.getByText(PLATFORM_BUSINESS_TEXTS.created)).toBeVisible();
    await expect(form).toBeHidden();

    // Found by a search that ignores accents and case; the search lives in the URL.
    const search = page.getByRole("searchbox", { name: "Buscar empresas" });
    await search.fill(`panaderia prueba ${stamp}`);
    await expect(page).toHaveURL(/[?&]q=panaderia/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText("Colombia");

    // The first admin chooses a password from the welcome e-mail and signs in.
    const link = await waitForResetLink(adminEmail, Date.now() - 120_000);
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto(link);
    await admin.getByLabel("Nueva contraseña", { exact: true }).fill(password);
    await admin.getByLabel("Confirma la nueva contraseña").fill(password);
    await admin.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(admin).toHaveURL(/\/auth\/login\?reset=1$/);
    await fillLogin(admin, adminEmail, password);
    await expect(admin).toHaveURL(/\/home$/);
    await expect(admin.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");

    // Edit: the drawer starts from GetBusiness.
    await page.getByRole("button", { name: `Editar ${name}` }).click();
    const edit = page.getByRole("form", { name: "Editar empresa" });
    const nameField = edit.getByRole("textbox", { name: /^Nombre de la empresa/ });
    await expect(nameField).toHaveValue(name);
    await expect(edit.getByRole("textbox", { name: /^RFC o NIT/ })).toHaveValue(nit);
    await nameField.fill(`${name} SAS`);
    await edit.getByRole("button", { name: "Guardar empresa" }).click();
    await expect(page.getByText(PLATFORM_BUSINESS_TEXTS.updated)).toBeVisible();
    await expect(rows.first()).toContainText(`${name} SAS`);

    // Deactivate: its admin's console says why the session ended, and sign-in is refused.
    await page.getByRole("button", { name: `Más acciones para ${name} SAS` }).click();
    await page.getByRole("menuitem", { name: "Desactivar" }).click();
    const deactivate = page.getByRole("dialog", { name: "Desactivar empresa" });
    await expect(deactivate).toContainText("Se cerrará la sesión de todos sus usuarios");
    await checkScreen(page, "admin-business-03-deactivate");
    await deactivate.getByRole("button", { name: "Desactivar" }).click();
    await expect(page.getByText(PLATFORM_BUSINESS_TEXTS.deactivated(1))).toBeVisible();
    await expect(rows.first()).toContainText("Inactiva");
    await expect(admin.getByText(MESSAGES.sessionBusinessInactive)).toBeVisible();
    await admin.goto("/auth/login");
    await fillLogin(admin, adminEmail, password);
    await expect(admin.getByText(MESSAGES.loginBusinessInactive)).toBeVisible();
    await adminContext.close();

    // Its history: created, changed, deactivated, with who did it.
    await page.getByRole("button", { name: `Más acciones para ${name} SAS` }).click();
    await page.getByRole("menuitem", { name: "Ver historial" }).click();
    const history = page.getByTestId("business-history");
    await expect(history).toContainText("Empresa desactivada");
    await expect(history).toContainText("Datos de la empresa cambiados por la plataforma");
    await expect(history).toContainText("Cambió: nombre");
    await expect(history).toContainText("Contraseña elegida con el enlace del correo");
    await expect(history).toContainText("Empresa creada");
    await checkScreen(page, "admin-business-04-history");
    await page.keyboard.press("Escape");
    await expect(history).toBeHidden();

    // Remove: only once its name is typed again.
    await page.getByRole("button", { name: `Más acciones para ${name} SAS` }).click();
    await page.getByRole("menuitem", { name: "Eliminar" }).click();
    const remove = page.getByRole("dialog", { name: "Eliminar empresa" });
    await remove.getByRole("textbox", { name: /Escribe el nombre/ }).fill(name);
    await remove.getByRole("button", { name: "Eliminar empresa" }).click();
    await expect(remove.getByText("El nombre no coincide")).toBeVisible();
    await remove.getByRole("textbox", { name: /Escribe el nombre/ }).fill(`${name} SAS`);
    await remove.getByRole("button", { name: "Eliminar empresa" }).click();
    await expect(page.getByText(PLATFORM_BUSINESS_TEXTS.removed)).toBeVisible();
    await expect(page.getByText(`Ninguna empresa coincide con «panaderia prueba ${stamp}»`)).toBeVisible();
  });

  test("business people cannot open it", async ({ page }) => {
    await signIn(page, USERS.norteAdmin);
    await page.goto("/admin/business");
    await expect(page).toHaveURL(/\/home$/);
  });
});
