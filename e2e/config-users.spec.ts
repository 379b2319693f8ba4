import { MESSAGES, USER_MESSAGES } from "@consola/shared";
import {
  checkScreen,
  DATABASE_PASS,
  expect,
  fillLogin,
  signIn,
  test,
  USERS,
  waitForResetLink,
} from "./fixtures.js";
import { apiPost, contactWrites, newPhone, pageToken } from "./helpers-workspace.js";

test.describe("company users (/config/companyUsers)", { tag: DATABASE_PASS }, () => {
  test("an admin adds a person who sets their own password, then deactivates them: session ended, chat back to pending", async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    const name = `Renata O'Brien-Núñez ${String.fromCharCode(65 + (Number(stamp) % 26))}`;
    const email = `renata.${stamp}@norte.demo`;
    const password = `Renata-${stamp}-clave-segura`;
    const contactName = `Cliente Baja ${stamp}`;

    await signIn(page, USERS.norteAdmin);
    await page.goto("/config/companyUsers");
    const rows = page.getByTestId("user-row");
    await expect(rows.filter({ hasText: "agente1@norte.demo" })).toBeVisible();
    await checkScreen(page, "config-users-01-list");

    // Search by name or e-mail (the server's), and the empty state.
    const search = page.getByRole("searchbox", { name: "Buscar usuarios" });
    await search.fill("supervisor@norte");
    await expect(rows).toHaveCount(1);
    await search.fill("zzz-nadie");
    await expect(page.getByText("Ningún usuario coincide con «zzz-nadie»")).toBeVisible();
    await checkScreen(page, "config-users-02-no-results");
    await search.fill("");

    // The first click on Guardar, straight from the empty name field, submits and shows every error at once
    // (leaving the field for the button does not move the button from under the pointer first).
    await page.getByRole("button", { name: "Nuevo usuario" }).click();
    const form = page.getByRole("dialog", { name: "Nuevo usuario" });
    const nameField = form.getByRole("textbox", { name: "Nombre" });
    await expect(nameField).toBeFocused();
    await form.getByRole("button", { name: "Guardar usuario" }).click();
    await expect(form.getByText(USER_MESSAGES.nameRequired)).toBeVisible();
    await expect(form.getByText(USER_MESSAGES.roleRequired)).toBeVisible();
    // By keyboard: Enter in the empty form gives the same Spanish texts.
    await nameField.press("Enter");
    await expect(form.getByText(USER_MESSAGES.nameRequired)).toBeVisible();
    await expect(form.getByText(USER_MESSAGES.roleRequired)).toBeVisible();
    await expect(form.getByText(USER_MESSAGES.phoneRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.emailRequired)).toBeVisible();
    await checkScreen(page, "config-users-03-required");

    // A refused character is left out, the rest stays; Tab moves on.
    await nameField.pressSequentially(`${name}7`);
    await expect(nameField).toHaveValue(name);
    await page.keyboard.press("Tab");
    await expect(form.getByRole("textbox", { name: "Apodo" })).toBeFocused();
    await form.getByRole("combobox", { name: "Rol" }).click();
    await page.getByRole("option", { name: "Agente" }).click();
    // The e-mail is checked while typing: a demo agent's is taken.
    const emailField = form.getByRole("textbox", { name: /Correo/ });
    await emailField.fill("agente1@norte.demo");
    await expect(form.getByText(USER_MESSAGES.emailTaken)).toBeVisible();
    await checkScreen(page, "config-users-04-email-taken");
    await emailField.fill(email);
    await expect(form.getByText("Correo disponible")).toBeVisible();
    const phone = form.getByRole("textbox", { name: "Teléfono" });
    await phone.fill(newPhone().typed);
    await phone.press("Enter");
    await expect(form).toBeHidden();
    await expect(page.getByText(USER_MESSAGES.created).first()).toBeVisible();
    await search.fill(`renata.${stamp}`);
    const row = rows.filter({ hasText: email });
    await expect(row).toContainText("Agente");
    await expect(row).toContainText("Activo");
    await search.fill("");

    // Edit: the area and the capacity.
    await page.getByRole("button", { name: `Editar a ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar usuario" });
    await edit.getByRole("combobox", { name: "Área" }).click();
    await page.getByRole("option", { name: "Ventas" }).click();
    await edit.getByRole("textbox", { name: "Chats a la vez" }).fill("3");
    await checkScreen(page, "config-users-05-edit");
    await edit.getByRole("button", { name: "Guardar usuario" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(USER_MESSAGES.updated).first()).toBeVisible();
    await expect(rows.filter({ hasText: email })).toContainText("Ventas");

    // The welcome e-mail: they choose their password and sign in; no password was ever shown.
    const link = await waitForResetLink(email, Date.now() - 120_000);
    const personContext = await browser.newContext();
    const person = await personContext.newPage();
    await person.goto(link);
    await person.getByLabel("Nueva contraseña", { exact: true }).fill(password);
    await person.getByLabel("Confirma la nueva contraseña").fill(password);
    await person.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(person).toHaveURL(/\/auth\/login\?reset=1$/);
    await fillLogin(person, email, password);
    await expect(person).toHaveURL(/\/home$/);
    await expect(person.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");

    // They take a chat.
    const written = await contactWrites(request, await pageToken(page), {
      phoneNumber: newPhone().e164,
      name: contactName,
      message: "Necesito una cotización",
    });
    await apiPost(request, await pageToken(person), "/api/wp/TakePendient", {
      id: written.conversationId,
      agentId: 0,
    });

    // Deactivate: a confirmation first; the toast says how many chats went back.
    await rows
      .filter({ hasText: email })
      .getByRole("button", { name: `Más acciones para ${name}` })
      .click();
    await page.getByRole("menuitem", { name: "Desactivar" }).click();
    const confirm = page.getByRole("dialog", { name: "Desactivar usuario" });
    await expect(confirm.getByText(`¿Desactivar a ${name}?`)).toBeVisible();
    await expect(page.getByRole("menu")).toHaveCount(0);
    await checkScreen(page, "config-users-06-deactivate-confirm");
    await confirm.getByRole("button", { name: "Desactivar" }).click();
    await expect(page.getByText(USER_MESSAGES.deactivated(1)).first()).toBeVisible();
    await expect(rows.filter({ hasText: email })).toContainText("Inactivo");

    // Their console is told at once; they cannot sign in again.
    const ended = person.getByRole("dialog", { name: "Tu sesión terminó" });
    await expect(ended).toBeVisible({ timeout: 15_000 });
    await expect(ended).toContainText(MESSAGES.sessionDeactivated);
    await person.goto("/auth/login");
    await fillLogin(person, email, password);
    await expect(person.getByRole("alert")).toContainText(MESSAGES.loginUserInactive);

    // The chat is pending again for the rest of the business.
    await page.goto("/chat-pendient");
    await expect(page.getByText(contactName).first()).toBeVisible();

    // The last admin cannot be deactivated: the refusal shows in the confirmation.
    await page.goto("/config/companyUsers");
    await search.fill("admin@norte.demo");
    // Wait for the server's answer to the search: until then the rows are the whole list.
    await expect(rows).toHaveCount(1);
    await rows
      .filter({ hasText: "admin@norte.demo" })
      .getByRole("button", { name: /Más acciones para/ })
      .click();
    await page.getByRole("menuitem", { name: "Desactivar" }).click();
    await confirm.getByRole("button", { name: "Desactivar" }).click();
    await expect(confirm.getByText(USER_MESSAGES.lastAdmin)).toBeVisible();
    await confirm.getByRole("button", { name: "Cancelar" }).click();

    // Activate again by mouse, with its own toast.
    await search.fill(`renata.${stamp}`);
    await expect(rows).toHaveCount(1);
    await rows
      .filter({ hasText: email })
      .getByRole("button", { name: `Más acciones para ${name}` })
      .click();
    await page.getByRole("menuitem", { name: "Activar" }).click();
    await expect(page.getByText(USER_MESSAGES.activated).first()).toBeVisible();
    await personContext.close();
  });
});
