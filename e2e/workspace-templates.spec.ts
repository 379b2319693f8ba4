import { CHAT_MESSAGES } from "@consola/shared";
import { expect, signIn, snap, test, USERS } from "./fixtures.js";
import { newPhone } from "./helpers-workspace.js";

test.describe("conversations workspace: templates", () => {
  test("a chat started by template has a closed window: the composer offers only templates", async ({
    page,
  }) => {
    const contact = newPhone();
    await signIn(page, USERS.norteAgent2);
    await page.getByRole("button", { name: "Nuevo chat" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo chat" });
    await expect(dialog.getByRole("radio", { name: /WhatsApp/ })).toBeChecked();

    // Both the number and the template are required.
    await dialog.getByRole("button", { name: "Iniciar chat" }).click();
    await expect(dialog).toContainText(CHAT_MESSAGES.phoneRequired);
    await expect(dialog).toContainText(CHAT_MESSAGES.templateRequired);

    await dialog.getByLabel("Número del contacto").fill(contact.typed);
    await dialog.getByLabel("Nombre (opcional)").fill("Ramiro Castillo");
    await dialog.getByRole("combobox", { name: "Plantilla" }).click();
    await page.getByRole("option", { name: "bienvenida" }).click();
    await dialog.getByRole("button", { name: "Iniciar chat" }).click();
    await expect(dialog).toContainText(CHAT_MESSAGES.templateParamsMismatch);
    await dialog.getByLabel("Valor 1").fill("Ramiro");
    await dialog.getByLabel("Valor 2").fill("Refaccionaria del Norte");
    await expect(dialog.getByTestId("template-preview")).toHaveText(
      "Hola Ramiro, gracias por escribir a Refaccionaria del Norte. ¿En qué podemos ayudarte?",
    );
    await snap(page, "templates-01-new-chat");
    await dialog.getByRole("button", { name: "Iniciar chat" }).click();
    await expect(dialog).toBeHidden();

    // The new chat opens; the contact never wrote, so free text is not allowed.
    await expect(page.getByTestId("conversation-contact")).toHaveText("Ramiro Castillo");
    const closed = page.getByTestId("window-closed-composer");
    await expect(closed).toContainText(CHAT_MESSAGES.windowClosed);
    await expect(page.getByLabel("Mensaje", { exact: true })).toHaveCount(0);
    const first = page.getByTestId("message").filter({ hasText: "Hola Ramiro, gracias por escribir" });
    await expect(first.getByTestId("template-mark")).toContainText("Plantilla · bienvenida");

    // Another template from the picker that replaced the composer.
    await closed.getByRole("combobox", { name: "Plantilla" }).click();
    await page.getByRole("option", { name: "recordatorio_cita" }).click();
    await closed.getByLabel("Valor 1").fill("Ramiro");
    await closed.getByLabel("Valor 2").fill("lunes 24");
    await closed.getByLabel("Valor 3").fill("10:00");
    await closed.getByRole("button", { name: "Enviar plantilla" }).click();
    const reminder = page
      .getByTestId("message")
      .filter({ hasText: "te recordamos tu cita del lunes 24 a las 10:00" });
    await expect(reminder.getByTestId("template-mark")).toBeVisible();
    await expect(reminder.getByTestId("delivery-status")).toHaveAttribute(
      "data-status",
      /sent|delivered|read/,
    );
    await snap(page, "templates-02-window-closed");

    // Phones: one column at a time, with a way back to the list.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("chat-list")).toBeHidden();
    await expect(page.getByTestId("conversation-contact")).toBeVisible();
    await snap(page, "templates-03-phone-conversation");
    await page.getByRole("button", { name: "Volver a la lista" }).click();
    await expect(page.getByTestId("chat-list")).toBeVisible();
    await snap(page, "templates-04-phone-list");
  });
});
