import { MESSAGES, QUICK_ANSWER_MESSAGES } from "@consola/shared";
import { checkScreen, expect, test } from "./fixtures.js";
import { adminAndAgentOnNewChat, settled } from "./helpers-workspace.js";

test.describe("quick answers (/config/quicklyAnswers) and the composer's / picker", () => {
  test("an admin keeps the answers; an agent's / picker follows them live, limited to the agent's area", async ({
    browser,
    request,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    const shortcut = `envio${stamp}`;
    const message = `El envío a domicilio tarda de 2 a 3 días hábiles (${stamp}).`;
    const contactName = `Cliente Respuestas ${stamp}`;

    // The admin, in one browser, plays a contact who writes; the agent (area Refacciones), in another, takes it.
    const { admin, agent } = await adminAndAgentOnNewChat(browser, request, {
      name: contactName,
      message: "¿Cuánto tarda el envío?",
    });

    // "/" at the start of a word opens the picker: the general answers, not those of the Ventas area.
    const composer = agent.getByRole("textbox", { name: "Mensaje", exact: true });
    const picker = agent.getByTestId("quick-answer-picker");
    await composer.click();
    await composer.pressSequentially("Hola /");
    const options = picker.getByRole("option");
    await expect(options.filter({ hasText: "/saludo" })).toBeVisible();
    await expect(options.filter({ hasText: "/gracias" })).toBeVisible();
    await expect(options.filter({ hasText: "/datos" })).toHaveCount(0);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await composer.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await checkScreen(agent, "config-quick-answers-01-composer-picker");
    await composer.press("Escape");
    await expect(picker).toBeHidden();
    await composer.fill("");

    // The agent looks for an answer that does not exist yet: the picker says so, and stays open.
    await composer.pressSequentially(`/${shortcut}`);
    await expect(picker.getByRole("status")).toHaveText(`Ninguna respuesta coincide con «/${shortcut}»`);

    // The screen: the demo's answers with their shortcuts and areas.
    await admin.goto("/config/quicklyAnswers");
    const rows = admin.getByTestId("answer-row");
    await expect(rows.filter({ hasText: "/saludo" })).toBeVisible();
    await expect(rows.filter({ hasText: "/datos" })).toContainText("Ventas");
    await expect(rows.filter({ hasText: "/horario" })).toContainText("Todas las áreas");
    await checkScreen(admin, "config-quick-answers-02-list");

    // Search by shortcut (with or without its slash), text or area; nothing found says so.
    const search = admin.getByRole("searchbox", { name: "Buscar respuestas" });
    await search.fill("/horario");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Abrimos de lunes a viernes");
    await search.fill("ventas");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("/datos");
    await search.fill("zzz");
    await expect(admin.getByText("Ninguna respuesta coincide con «zzz»")).toBeVisible();
    await search.fill("");

    // Create by keyboard: Enter with no message gives the spec's text.
    await admin.getByRole("button", { name: "Nueva respuesta" }).click();
    const form = admin.getByRole("dialog", { name: "Nueva respuesta rápida" });
    const messageField = form.getByRole("textbox", { name: "Mensaje" });
    await expect(messageField).toBeFocused();
    await admin.keyboard.press("Tab");
    const shortcutField = form.getByRole("textbox", { name: "Atajo" });
    await expect(shortcutField).toBeFocused();
    await shortcutField.press("Enter");
    await expect(form.getByText(MESSAGES.quickAnswerRequired)).toBeVisible();
    // A character a shortcut cannot hold is not taken, and the field says why; nothing typed is lost.
    await shortcutField.pressSequentially("saludo!");
    await expect(shortcutField).toHaveValue("saludo");
    await expect(form).toContainText("no se agregó «!»");
    await settled(form);
    await checkScreen(admin, "config-quick-answers-03-required");
    // A shortcut the business already has (ignoring case) is refused by the server in Spanish.
    await messageField.fill(message);
    await shortcutField.fill("SALUDO");
    await shortcutField.press("Enter");
    await expect(form.getByRole("alert")).toContainText(QUICK_ANSWER_MESSAGES.shortcutTaken);
    await shortcutField.fill(shortcut);
    await shortcutField.press("Enter");
    await expect(form).toBeHidden();
    await expect(admin.getByText(QUICK_ANSWER_MESSAGES.saved).first()).toBeVisible();
    const row = rows.filter({ hasText: `/${shortcut}` });
    await expect(row).toContainText("Todas las áreas");

    // The agent's open picker shows it at once; Enter puts its text in place of the /word.
    await expect(picker.getByRole("option")).toHaveCount(1);
    await expect(picker.getByRole("option").first()).toContainText(message);
    await composer.press("Enter");
    await expect(picker).toBeHidden();
    await expect(composer).toHaveValue(message);
    await composer.fill("");

    // Limited to Ventas, it leaves the picker of an agent of Refacciones.
    await admin.getByRole("button", { name: `Editar la respuesta /${shortcut}` }).click();
    const edit = admin.getByRole("dialog", { name: "Editar respuesta rápida" });
    await edit.getByRole("combobox", { name: "Área" }).click();
    await admin.getByRole("option", { name: "Ventas" }).click();
    await edit.getByRole("button", { name: "Guardar respuesta" }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText("Ventas");
    await composer.pressSequentially(`/${shortcut}`);
    await expect(picker.getByRole("status")).toHaveText(`Ninguna respuesta coincide con «/${shortcut}»`);
    await composer.fill("");

    // Removed after a confirmation.
    await admin.getByRole("button", { name: `Eliminar la respuesta /${shortcut}` }).click();
    const confirm = admin.getByRole("dialog", { name: "Eliminar respuesta rápida" });
    await expect(confirm).toContainText(`¿Eliminar la respuesta «/${shortcut}»?`);
    await settled(confirm);
    await checkScreen(admin, "config-quick-answers-04-confirm-remove");
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(admin.getByText(QUICK_ANSWER_MESSAGES.removed).first()).toBeVisible();
    await expect(row).toHaveCount(0);

    await admin.context().close();
    await agent.context().close();
  });
});
