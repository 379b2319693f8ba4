import { CONTACT_FIELD_MESSAGES, CONTACT_MESSAGES, type ContactField } from "@consola/shared";
import type { Locator, Page } from "@playwright/test";
import { checkScreen, expect, screenSettled, signIn, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, contactWrites, newPhone, pageToken, settled } from "./helpers-workspace.js";

/** Presses ArrowDown in an open select until `option` is the one Enter would choose, then chooses it. */
async function chooseByKeyboard(page: Page, select: Locator, option: string): Promise<void> {
  await select.press("ArrowDown");
  const target = page.getByRole("option", { name: option, exact: true });
  await expect(async () => {
    if ((await target.getAttribute("data-combobox-selected")) === null)
      await page.keyboard.press("ArrowDown");
    await expect(target).toHaveAttribute("data-combobox-selected", "true", { timeout: 300 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press("Enter");
  await expect(select).toHaveValue(option);
}

test.describe("custom contact fields (/config/contactFields)", () => {
  test("an admin defines a list and a date field by keyboard and reorders them; a contact gets values the agent sees", async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    // A contact's name takes letters only: the stamp's digits become letters, or the edit would be refused.
    const contactName = `Campos Prueba ${stamp.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "a")}`;
    const phone = newPhone();

    // The contact writes, and an agent takes the chat: the agent will read the values in the workspace.
    const adminToken = await apiToken(request, USERS.norteAdmin);
    const written = await contactWrites(request, adminToken, {
      phoneNumber: phone.e164,
      name: contactName,
      message: "Hola, quiero actualizar mis datos",
    });
    const agentToken = await apiToken(request, USERS.norteAgent2);
    await apiPost(request, agentToken, "/api/wp/TakePendient", { id: written.conversationId, agentId: 0 });

    // The configuration menu leads to the screen.
    await signIn(page, USERS.norteAdmin, { at: "/config" });
    await page
      .getByRole("main")
      .getByRole("link", { name: /Campos de contacto/ })
      .click();
    await expect(page).toHaveURL(/\/config\/contactFields$/);
    await expect(page.getByRole("heading", { name: "Campos de contacto" })).toBeVisible();
    await expect(page.getByTestId("contact-fields-count")).toBeVisible();
    await screenSettled(page);
    await checkScreen(page, "contact-fields-01-list");

    // A list field by keyboard: Enter on the empty form gives the schema's words.
    const newButton = page.getByRole("button", { name: "Nuevo campo" });
    await newButton.focus();
    await page.keyboard.press("Enter");
    const form = page.getByRole("dialog", { name: "Nuevo campo de contacto" });
    const nameField = form.getByRole("textbox", { name: "Nombre" });
    await expect(nameField).toBeFocused();
    await nameField.press("Enter");
    await expect(form.getByText(CONTACT_FIELD_MESSAGES.nameRequired)).toBeVisible();
    await page.keyboard.type("Nivel");
    await page.keyboard.press("Tab");
    const key = form.getByRole("textbox", { name: /^Clave/ });
    await expect(key).toBeFocused();
    await expect(key).toHaveValue("nivel");
    await page.keyboard.press("Tab");
    const type = form.getByRole("combobox", { name: /^Tipo de dato/ });
    await expect(type).toBeFocused();
    await chooseByKeyboard(page, type, "Lista de valores");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("textbox", { name: "Valor 1" })).toBeFocused();
    // Enter on the last value opens the next one.
    await page.keyboard.type("Oro");
    await page.keyboard.press("Enter");
    await expect(form.getByRole("textbox", { name: "Valor 2" })).toBeFocused();
    await page.keyboard.type("Plata");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Bronce");
    await form.getByRole("switch", { name: /^Obligatorio/ }).focus();
    await page.keyboard.press("Space");
    await expect(form.getByRole("switch", { name: /^Obligatorio/ })).toBeChecked();
    await settled(form);
    await checkScreen(page, "contact-fields-02-list-form");
    await nameField.press("Enter");
    await expect(form).toBeHidden();
    await expect(page.getByText(CONTACT_FIELD_MESSAGES.saved).first()).toBeVisible();
    const rows = page.getByTestId("contact-field-row");
    const nivel = rows.filter({ has: page.getByRole("cell", { name: "nivel", exact: true }) });
    await expect(nivel).toContainText("Oro, Plata, Bronce");
    await expect(nivel).toContainText("Lista de valores");
    await expect(nivel).toContainText("Sí");

    // A date field, the same way.
    await newButton.focus();
    await page.keyboard.press("Enter");
    await expect(nameField).toBeFocused();
    await page.keyboard.type("Fecha de alta");
    await expect(key).toHaveValue("fecha_de_alta");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await chooseByKeyboard(page, type, "Fecha");
    await nameField.press("Enter");
    await expect(form).toBeHidden();
    const alta = rows.filter({ hasText: "fecha_de_alta" });
    await expect(alta).toContainText("Fecha");

    // The date goes up one place: before Nivel, the focus staying on the button it was moved with.
    const count = await rows.count();
    await expect(rows.nth(count - 1)).toContainText("Fecha de alta");
    const up = page.getByRole("button", { name: "Subir Fecha de alta" });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(CONTACT_FIELD_MESSAGES.reordered).first()).toBeVisible();
    await expect(rows.nth(count - 2)).toContainText("Fecha de alta");
    await expect(rows.nth(count - 1)).toContainText("Nivel");
    await expect(up).toBeFocused();
    await expect(page.getByTestId("contact-fields-announcement")).toHaveText(
      `Fecha de alta ahora es el campo ${count - 1} de ${count}.`,
    );
    await screenSettled(page);
    await checkScreen(page, "contact-fields-03-reordered");

    // The contact's form shows them in that order; a date that does not exist is told in Spanish.
    await page.goto(`/contact?tok=${written.contactId}`);
    const detail = page.getByTestId("contact-detail");
    await expect(detail).toContainText(contactName);
    await detail.getByRole("button", { name: "Editar" }).click();
    const edit = page.getByRole("form", { name: "Editar contacto" });
    const date = edit.getByRole("textbox", { name: "Fecha de alta" });
    await date.fill("2025-02-30");
    await edit.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(edit.getByText(CONTACT_FIELD_MESSAGES.dateInvalid("Fecha de alta"))).toBeVisible();
    await screenSettled(page);
    await checkScreen(page, "contact-fields-04-contact-date-error");
    await date.fill("2025-03-15");
    await edit.getByRole("combobox", { name: "Nivel", exact: true }).click();
    await page.getByRole("option", { name: "Oro", exact: true }).click();
    await edit.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(page.getByText(CONTACT_MESSAGES.updated).first()).toBeVisible();
    await page.reload();
    await expect(detail).toContainText("Oro");
    await expect(detail).toContainText("2025-03-15");
    await screenSettled(page);
    await checkScreen(page, "contact-fields-05-contact-detail");

    // The agent's drawer in the workspace shows the values under the fields' names.
    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    await signIn(agent, USERS.norteAgent2);
    await agent.getByTestId("chat-row").filter({ hasText: contactName }).click();
    const header = agent.getByTestId("conversation-header");
    await header.getByRole("button", { name: "Detalle del contacto" }).click();
    const drawer = agent.getByTestId("contact-detail");
    await expect(drawer).toContainText("Nivel");
    await expect(drawer).toContainText("Oro");
    await expect(drawer).toContainText("Fecha de alta");
    await expect(drawer).toContainText("2025-03-15");
    await checkScreen(agent, "contact-fields-06-agent-drawer");
    await agentContext.close();

    // Removing a field warns that its values go, and says how many contacts lost one.
    await page.goto("/config/contactFields");
    await page.getByRole("button", { name: "Eliminar Fecha de alta" }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar campo de contacto" });
    await expect(confirm).toContainText("¿Eliminar el campo «Fecha de alta»?");
    await expect(confirm).toContainText("Se borrará el valor que cada contacto tenga en este campo");
    await settled(confirm);
    await checkScreen(page, "contact-fields-07-confirm-remove");
    await confirm.getByRole("button", { name: "Eliminar campo" }).click();
    await expect(page.getByText(/Campo eliminado\. Se borró su valor en 1 contacto\./)).toBeVisible();
    await expect(rows.filter({ hasText: "fecha_de_alta" })).toHaveCount(0);

    // Leave the worker's business as it was: a required field would stop other journeys' new contacts.
    const token = await pageToken(page);
    const fields = await apiPost<ContactField[]>(request, token, "/api/contacts/ListContactFields");
    const mine = fields.find((field) => field.key === "nivel");
    if (mine) await apiPost(request, token, "/api/contacts/RemoveContactField", { id: mine.id });
  });
});
