import { AREA_MESSAGES } from "@consola/shared";
import { checkScreen, expect, signIn, test, USERS } from "./fixtures.js";
import { apiPost, newPhone, pageToken } from "./helpers-workspace.js";

test.describe("areas (/config/areasCompany)", () => {
  test("an admin creates an area with its people, renames it and removes it, choosing where they go", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    const areaName = `Garantías ${stamp}`;
    const renamed = `Garantías y devoluciones ${stamp}`;
    const personName = `Tomás Área ${String.fromCharCode(65 + (Number(stamp) % 26))}`;

    await signIn(page, USERS.norteAdmin);
    // A person of our own to move between areas (the demo people stay where they are).
    const personBody = {
      name: personName,
      role: "ProviderAgent",
      phone: newPhone().typed,
      email: `tomas.${stamp}@norte.demo`,
    };
    const person = await apiPost<{ id: number }>(
      request,
      await pageToken(page),
      "/api/admin/AddUser",
      personBody,
    );

    await page.goto("/config/areasCompany");
    const rows = page.getByTestId("area-row");
    await expect(rows.filter({ hasText: "Ventas" })).toBeVisible();
    await checkScreen(page, "config-areas-01-list");

    const search = page.getByRole("searchbox", { name: "Buscar áreas" });
    await search.fill("zzz");
    await expect(page.getByText("Ninguna área coincide con «zzz»")).toBeVisible();
    await checkScreen(page, "config-areas-02-no-results");
    await search.fill("");

    // Create by keyboard: Enter on the empty form gives the Spanish text, then the name already taken.
    await page.getByRole("button", { name: "Nueva área" }).click();
    const form = page.getByRole("dialog", { name: "Nueva área" });
    const nameField = form.getByRole("textbox", { name: "Nombre" });
    await expect(nameField).toBeFocused();
    await nameField.press("Enter");
    await expect(form.getByText(AREA_MESSAGES.nameRequired)).toBeVisible();
    await nameField.fill("ventas");
    await nameField.press("Enter");
    await expect(form.getByRole("alert")).toContainText(AREA_MESSAGES.nameTaken);
    await nameField.fill(areaName);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Reclamos de piezas");
    // The member picker searches the business's people as you type.
    const members = form.getByLabel("Personas del área");
    await members.click();
    await members.pressSequentially(personName.slice(0, 9));
    await page.getByRole("option", { name: personName }).click();
    // Tab leaves the picker (its list closes) for the form's buttons.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("option", { name: personName })).toBeHidden();
    await checkScreen(page, "config-areas-03-form");
    await form.getByRole("button", { name: "Guardar área" }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(AREA_MESSAGES.created).first()).toBeVisible();
    const row = rows.filter({ hasText: areaName });
    await expect(row).toContainText(personName);

    // The users screen shows the person's new area.
    await page.goto("/config/companyUsers");
    await page.getByRole("searchbox", { name: "Buscar usuarios" }).fill(`tomas.${stamp}`);
    await expect(page.getByTestId("user-row").first()).toContainText(areaName);
    await page.goto("/config/areasCompany");

    // Rename.
    await page.getByRole("button", { name: `Editar ${areaName}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar área" });
    await edit.getByRole("textbox", { name: "Nombre" }).fill(renamed);
    await edit.getByRole("button", { name: "Guardar área" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(AREA_MESSAGES.updated).first()).toBeVisible();

    // Remove: it has a person, so it asks where they go; nothing is sent until one is chosen.
    await page.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    const dialog = page.getByRole("dialog", { name: "Eliminar área" });
    await expect(dialog.getByText(/1 persona/)).toBeVisible();
    await dialog.getByRole("button", { name: "Eliminar área" }).click();
    await expect(dialog.getByText("Elige a dónde mover las personas y los chats")).toBeVisible();
    await checkScreen(page, "config-areas-04-remove");
    await dialog.getByRole("combobox", { name: "Mover a" }).click();
    await page.getByRole("option", { name: "Ventas" }).click();
    await dialog.getByRole("button", { name: "Eliminar área" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(AREA_MESSAGES.removed).first()).toBeVisible();
    await expect(rows.filter({ hasText: renamed })).toHaveCount(0);
    await expect(rows.filter({ hasText: "Ventas" })).toContainText(personName);

    // Leave the demo as it was: the person leaves Ventas and is deactivated.
    const token = await pageToken(page);
    await apiPost(request, token, "/api/admin/AddUser", { ...personBody, id: person.id, areaId: null });
    await apiPost(request, token, "/api/admin/ActiveUser", { id: person.id, active: false });
  });
});
