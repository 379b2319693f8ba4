import type { BotSelector, BotSettings } from "@consola/shared";
import { checkScreen, DATABASE_PASS, expect, signIn, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, newPhone } from "./helpers-workspace.js";

/**
 * A contact meets Café Andino's bots (the demo has its welcome and area selector on): the admin switches the
 * name-change bot on and reorders the menu on their pages, plays the contact in the simulator, and a
 * supervisor watches the chat wait in "Chats con el BOT" and then land in the chosen area's pending list.
 */
test.describe("the bots, played in the simulator", { tag: DATABASE_PASS }, () => {
  test("welcome, name change and the area menu, then the area's pending queue", async ({
    page,
    browser,
    request,
  }) => {
    const token = await apiToken(request, USERS.andinoAdmin);
    const before = {
      bots: await apiPost<BotSettings[]>(request, token, "/api/admin/ListChatBot", {}),
      selector: await apiPost<BotSelector>(request, token, "/api/selector/GetBotSelector", {}),
    };
    try {
      await signIn(page, USERS.andinoAdmin);
      await page.goto("/config/configBusinessNameChatBot");
      const nameSwitch = page.getByRole("switch", { name: "Activo" });
      await expect(nameSwitch).not.toBeChecked();
      await nameSwitch.check();
      await page.getByRole("button", { name: "Guardar" }).click();
      await expect(page.getByText("Bot guardado").first()).toBeVisible();

      await page.goto("/config/SelectorAreaChatBot");
      await page.getByRole("button", { name: "Subir Mayoristas" }).click();
      await expect(page.getByText("Mayoristas ahora es la opción 1 de 2.")).toBeAttached();
      await page.getByRole("button", { name: "Guardar" }).click();
      await expect(page.getByText("Bot guardado").first()).toBeVisible();

      // A supervisor keeps "Chats con el BOT" open meanwhile.
      const supervisorContext = await browser.newContext();
      const supervisor = await supervisorContext.newPage();
      await signIn(supervisor, USERS.andinoSupervisor);
      await supervisor.goto("/chat-selector-area");
      await expect(supervisor.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");

      const contact = newPhone();
      await page.goto("/simulador");
      await page.getByLabel("Número del contacto").fill(contact.e164);
      await page.getByRole("button", { name: "Abrir chat" }).click();
      const phone = page.getByTestId("simulator-phone");
      await expect(phone.getByTestId("simulator-live")).toBeVisible();
      const write = async (text: string) => {
        await phone.getByLabel("Escribe un mensaje").fill(text);
        await phone.getByLabel("Escribe un mensaje").press("Enter");
      };
      const messages = phone.getByTestId("message");

      await write("Hola, quiero café");
      // No name yet: the greeting leaves _NAME_ out instead of showing it.
      await expect(messages.filter({ hasText: "Gracias por escribir a Café Andino" })).toHaveCount(1);
      await expect(phone).not.toContainText("_NAME_");
      await expect(messages.filter({ hasText: "1. Sí, cambiarlo" })).toHaveCount(1);
      await write("1");
      await expect(messages.filter({ hasText: "Escribe tu nombre entre comillas" })).toHaveCount(1);
      await write('Soy "Valeria Gómez"');
      await expect(messages.filter({ hasText: "¿Tu nombre es Valeria Gómez?" })).toHaveCount(1);
      await write("sí");
      await expect(messages.filter({ hasText: "Actualizamos tu nombre" })).toHaveCount(1);
      await expect(messages.filter({ hasText: "1. Mayoristas" })).toContainText("2. Pedidos");
      await checkScreen(page, "bots-01-simulator-menu");

      // The chat waits on the menu, under the contact's new name.
      const heldRow = supervisor.getByRole("row").filter({ hasText: "Valeria Gómez" });
      await expect(heldRow).toBeVisible();
      await expect(heldRow).toContainText("Selector de área");
      await checkScreen(supervisor, "bots-02-chats-with-the-bot");

      await write("PEDIDOS");
      await expect(messages.filter({ hasText: "Te comunicamos con Pedidos" })).toHaveCount(1);
      // It leaves the bot list live and waits in Pedidos' pending queue.
      await expect(heldRow).toHaveCount(0);
      await supervisor.goto("/chat-pendient");
      const pendingRow = supervisor.getByRole("row").filter({ hasText: "Valeria Gómez" });
      await expect(pendingRow).toContainText("Pedidos");
      await supervisorContext.close();
    } finally {
      // Leave Café Andino's bots as the demo has them for the other journeys (signing in again: the page's
      // sign-in ended the first token's session).
      const restore = await apiToken(request, USERS.andinoAdmin);
      const nameChange = before.bots.find((bot) => bot.type === "name_change");
      if (nameChange) await apiPost(request, restore, "/api/admin/SaveChatBot", nameChange);
      const { message, chosenMessage, areas, timeoutMinutes } = before.selector.texts;
      await apiPost(request, restore, "/api/selector/SaveBot", {
        message,
        chosenMessage,
        areas,
        timeoutMinutes,
      });
    }
  });
});
