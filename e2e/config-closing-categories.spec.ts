import { CLOSING_CATEGORY_MESSAGES, MESSAGES } from "@consola/shared";
import type { Locator, Page } from "@playwright/test";
import { checkScreen, expect, test } from "./fixtures.js";
import { adminAndAgentOnNewChat, settled } from "./helpers-workspace.js";

/** The options the close dialog's category select offers right now (opens and closes its list). */
async function offeredCategories(agent: Page, dialog: Locator): Promise<string[]> {
  await dialog.getByRole("combobox", { name: "Categoría de cierre" }).click();
  const listbox = agent.getByRole("listbox", { name: "Categoría de cierre" });
  await expect(listbox).toBeVisible();
  const names = await listbox.getByRole("option").allTextContents();
  await dialog.getByRole("heading", { name: "Cerrar chat" }).click();
  await expect(listbox).toBeHidden();
  return names;
}

test.describe("closing categories (/config/closingCategory)", () => {
  test("an admin keeps the categories while an agent's open close dialog follows them without a reload", async ({
    browser,
    request,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    const name = `Devolución ${stamp}`;
    const renamed = `Devolución aceptada ${stamp}`;
    const contactName = `Cliente Cierre ${stamp}`;

    // The admin, in one browser, plays a contact who writes; the agent, in another, takes the chat.
    const { admin, agent } = await adminAndAgentOnNewChat(browser, request, {
      name: contactName,
      message: "Quiero devolver una pieza",
    });
    await agent.getByRole("button", { name: "Acciones del chat" }).click();
    await agent.getByRole("menuitem", { name: "Cerrar chat" }).click();
    const closeDialog = agent.getByRole("dialog", { name: "Cerrar chat" });
    await expect(closeDialog.getByRole("combobox", { name: "Categoría de cierre" })).toBeEnabled();
    const before = await offeredCategories(agent, closeDialog);
    expect(before).toContain("Resuelto");
    expect(before).not.toContain("Pieza descontinuada");
    expect(before).not.toContain(name);

    // The screen: the demo's categories, active and inactive.
    await admin.goto("/config/closingCategory");
    const rows = admin.getByTestId("category-row");
    // Other journeys add categories named "Resuelto …": the demo's is the one named exactly so.
    await expect(rows.filter({ has: admin.getByText("Resuelto", { exact: true }) })).toBeVisible();
    await expect(rows.filter({ hasText: "Pieza descontinuada" }).getByRole("switch")).not.toBeChecked();
    await checkScreen(admin, "config-closing-categories-01-list");

    // Search by name or description, ignoring accents; nothing found says so.
    const search = admin.getByRole("searchbox", { name: "Buscar categorías" });
    await search.fill("garantia");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Garantía en trámite");
    await search.fill("zzz");
    await expect(admin.getByText("Ninguna categoría coincide con «zzz»")).toBeVisible();
    await checkScreen(admin, "config-closing-categories-02-no-results");
    await search.fill("");

    // Create by keyboard: Enter on the empty form gives the spec's text; Tab to the next field, Enter saves.
    await admin.getByRole("button", { name: "Nueva categoría" }).click();
    const form = admin.getByRole("dialog", { name: "Nueva categoría de cierre" });
    const nameField = form.getByRole("textbox", { name: "Nombre" });
    await expect(nameField).toBeFocused();
    await nameField.press("Enter");
    await expect(form.getByText(MESSAGES.closingCategoryRequired)).toHaveCount(2);
    await settled(form);
    await checkScreen(admin, "config-closing-categories-03-required");
    await nameField.fill("resuelto");
    await admin.keyboard.press("Tab");
    await expect(form.getByRole("textbox", { name: "Descripción" })).toBeFocused();
    await admin.keyboard.type("Otra vez");
    await admin.keyboard.press("Enter");
    await expect(form.getByRole("alert")).toContainText(CLOSING_CATEGORY_MESSAGES.nameTaken);
    await nameField.fill(name);
    await form.getByRole("textbox", { name: "Descripción" }).press("Enter");
    await expect(form).toBeHidden();
    await expect(admin.getByText(CLOSING_CATEGORY_MESSAGES.saved).first()).toBeVisible();
    await expect(rows.filter({ hasText: name })).toBeVisible();

    // The agent's dialog, still open, offers it now: no reload.
    await expect(async () => expect(await offeredCategories(agent, closeDialog)).toContain(name)).toPass({
      timeout: 15_000,
    });

    // Edit: the new name reaches the agent too.
    await admin.getByRole("button", { name: `Editar ${name}` }).click();
    const edit = admin.getByRole("dialog", { name: "Editar categoría de cierre" });
    await edit.getByRole("textbox", { name: "Nombre" }).fill(renamed);
    await edit.getByRole("button", { name: "Guardar categoría" }).click();
    await expect(edit).toBeHidden();
    await expect(async () => {
      const offered = await offeredCategories(agent, closeDialog);
      expect(offered).toContain(renamed);
      expect(offered).not.toContain(name);
    }).toPass({ timeout: 15_000 });

    // Deactivated, the dialog stops offering it; activated again, it comes back.
    const row = rows.filter({ hasText: renamed });
    await row.getByRole("switch", { name: `${renamed} activa` }).click();
    await expect(row.getByRole("switch")).not.toBeChecked();
    await expect(async () =>
      expect(await offeredCategories(agent, closeDialog)).not.toContain(renamed),
    ).toPass({ timeout: 15_000 });
    await row.getByRole("switch", { name: `${renamed} activa` }).click();
    await expect(row.getByRole("switch")).toBeChecked();
    await expect(async () => expect(await offeredCategories(agent, closeDialog)).toContain(renamed)).toPass({
      timeout: 15_000,
    });

    // The agent closes the chat with it.
    await closeDialog.getByLabel("Estatus").click();
    await agent.getByRole("option", { name: "Normal" }).click();
    await closeDialog.getByRole("combobox", { name: "Categoría de cierre" }).click();
    await agent.getByRole("option", { name: renamed }).click();
    await closeDialog.getByLabel("Comentarios").fill("Se aceptó la devolución");
    // The dialog may leave before the server answers: removing next must find the chat closed with it.
    const closed = agent.waitForResponse((response) => response.url().endsWith("/api/wp/CloseMessage"));
    await closeDialog.getByRole("button", { name: "Cerrar chat" }).click();
    const answer = await closed;
    expect(answer.ok(), await answer.text()).toBe(true);
    await expect(closeDialog).toBeHidden();

    // Removing a category that closed a chat asks first, then only deactivates it, and says so.
    await admin.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    const confirm = admin.getByRole("dialog", { name: "Eliminar categoría de cierre" });
    await expect(confirm).toContainText(`¿Eliminar la categoría «${renamed}»?`);
    await settled(confirm);
    await checkScreen(admin, "config-closing-categories-04-confirm-remove");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(row).toBeVisible();
    await admin.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(admin.getByText(CLOSING_CATEGORY_MESSAGES.deactivatedInUse)).toBeVisible();
    await expect(row.getByRole("switch")).not.toBeChecked();

    // One nobody used is deleted outright.
    const unused = `Sin uso ${stamp}`;
    await admin.getByRole("button", { name: "Nueva categoría" }).click();
    await form.getByRole("textbox", { name: "Nombre" }).fill(unused);
    await form.getByRole("textbox", { name: "Descripción" }).fill("Se borra en la prueba");
    await form.getByRole("button", { name: "Guardar categoría" }).click();
    await expect(rows.filter({ hasText: unused })).toBeVisible();
    await admin.getByRole("button", { name: `Eliminar ${unused}` }).click();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(admin.getByText(CLOSING_CATEGORY_MESSAGES.removed).first()).toBeVisible();
    await expect(rows.filter({ hasText: unused })).toHaveCount(0);
    await expect(confirm).toBeHidden();
    await checkScreen(admin, "config-closing-categories-05-after-remove");

    await admin.context().close();
    await agent.context().close();
  });
});
