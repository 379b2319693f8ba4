import { type ContactPage, LABEL_MESSAGES, type Label } from "@consola/shared";
import { checkScreen, expect, screenSettled, signIn, test, USERS } from "./fixtures.js";
import { apiPost, pageToken, settled } from "./helpers-workspace.js";

test.describe("labels (/config/labels)", () => {
  test("an admin creates a label by keyboard, edits it, and removes it: deactivated while in use, then deleted", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    const name = `Cliente frecuente ${stamp}`;
    const renamed = `Cliente preferente ${stamp}`;

    // The configuration menu leads to the screen.
    await signIn(page, USERS.norteAdmin, { at: "/config" });
    await page
      .getByRole("main")
      .getByRole("link", { name: /Etiquetas/ })
      .click();
    await expect(page).toHaveURL(/\/config\/labels$/);
    await expect(page.getByRole("heading", { name: "Etiquetas" })).toBeVisible();
    // The count shows once the list has come, empty or not (other journeys of the worker may add labels).
    await expect(page.getByTestId("labels-count")).toBeVisible();
    await screenSettled(page);
    await checkScreen(page, "labels-config-01-list");

    // Create by keyboard: Enter on the empty form gives the schema's text.
    await page.getByRole("button", { name: "Nueva etiqueta" }).click();
    const form = page.getByRole("dialog", { name: "Nueva etiqueta" });
    const nameField = form.getByRole("textbox", { name: "Nombre" });
    await expect(nameField).toBeFocused();
    await nameField.press("Enter");
    await expect(form.getByText(LABEL_MESSAGES.nameRequired)).toBeVisible();
    await settled(form);
    await checkScreen(page, "labels-config-02-required");

    // Tab reaches the colour picked; the arrows move through the palette as in any radio group.
    await nameField.fill(name);
    await page.keyboard.press("Tab");
    const colors = form.getByRole("radiogroup", { name: "Color" });
    const picked = colors.getByRole("radio", { checked: true });
    await expect(picked).toBeFocused();
    const first = (await picked.getAttribute("value")) ?? "";
    await page.keyboard.press("ArrowRight");
    await expect(colors.getByRole("radio", { checked: true })).not.toHaveAttribute("value", first);
    await expect(colors.getByRole("radio", { checked: true })).toBeFocused();
    await colors.getByRole("radio", { name: "Violeta" }).press("Space");
    await expect(colors.getByRole("radio", { name: "Violeta" })).toBeChecked();
    await expect(form.getByTestId("label-preview")).toContainText(name);
    await form.getByRole("textbox", { name: "Descripción" }).fill("Compra cada mes");
    await settled(form);
    await checkScreen(page, "labels-config-03-form");
    await nameField.press("Enter");
    await expect(form).toBeHidden();
    await expect(page.getByText(LABEL_MESSAGES.saved).first()).toBeVisible();
    const rows = page.getByTestId("label-row");
    const row = rows.filter({ hasText: name });
    await expect(row).toContainText("Compra cada mes");
    await expect(row.getByTestId("label-status")).toHaveText("Activa");

    // The same name again: the server's word shows on the form, which stays open.
    await page.getByRole("button", { name: "Nueva etiqueta" }).click();
    await nameField.fill(name);
    await form.getByRole("button", { name: "Guardar etiqueta" }).click();
    await expect(form.getByRole("alert").filter({ hasText: LABEL_MESSAGES.nameTaken })).toBeVisible();
    await form.getByRole("button", { name: "Cancelar" }).click();
    await expect(form).toBeHidden();

    // Edit: its values are in place; a new name and colour.
    await page.getByRole("button", { name: `Editar ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar etiqueta" });
    await expect(edit.getByRole("radio", { name: "Violeta" })).toBeChecked();
    await edit.getByRole("textbox", { name: "Nombre" }).fill(renamed);
    await edit.getByText("Verde", { exact: true }).click();
    await expect(edit.getByRole("radio", { name: "Verde", exact: true })).toBeChecked();
    await edit.getByRole("button", { name: "Guardar etiqueta" }).click();
    await expect(edit).toBeHidden();
    const renamedRow = rows.filter({ hasText: renamed });
    await expect(renamedRow).toBeVisible();
    await expect(rows.filter({ hasText: name })).toHaveCount(0);

    // A contact carries it (an agent would put it from the contact's screen).
    const token = await pageToken(page);
    const labels = await apiPost<Label[]>(request, token, "/api/labels/ListLabels");
    const label = labels.find((candidate) => candidate.name === renamed);
    expect(label?.color).toBe("green");
    const contacts = await apiPost<ContactPage>(request, token, "/api/admin/ListAllContact", {});
    const contactId = contacts.items[0]?.id ?? 0;
    await apiPost(request, token, "/api/labels/LabelContact", { contactId, add: [label?.id] });

    // Removing it asks first, then only deactivates it, and says so.
    await page.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar etiqueta" });
    await expect(confirm).toContainText(`¿Eliminar la etiqueta «${renamed}»?`);
    await expect(confirm).toContainText("se desactiva");
    await settled(confirm);
    await checkScreen(page, "labels-config-04-confirm-remove");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText(LABEL_MESSAGES.deactivatedInUse)).toBeVisible();
    await expect(renamedRow.getByTestId("label-status")).toHaveText("Inactiva");
    await checkScreen(page, "labels-config-05-deactivated");

    // Nobody carries it any more: removing it now deletes it.
    await apiPost(request, token, "/api/labels/LabelContact", { contactId, remove: [label?.id] });
    await page.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText(LABEL_MESSAGES.removed).first()).toBeVisible();
    await expect(renamedRow).toHaveCount(0);
    await expect(confirm).toBeHidden();
    await screenSettled(page);
    await checkScreen(page, "labels-config-06-after-remove");
  });
});
