import { BOT_MESSAGES, type BotSelector, type BotSettings, type BusinessHours } from "@consola/shared";
import type { APIRequestContext } from "@playwright/test";
import { checkScreen, expect, sidebarLabels, signIn, test, USERS } from "./fixtures.js";
import { apiPost, contactWrites, newPhone, pageToken } from "./helpers-workspace.js";

/**
 * Refaccionaria del Norte's three bot screens, by mouse and by keyboard: texts with their placeholders and
 * previews, the name-change bot's "Completa todos los campos", the selector's menu (areas added, labelled and
 * reordered) and its switch, which shows and hides "Chats con el BOT" live in another console. Each test
 * puts the business's bots back as the demo has them (all off) for the journeys that follow.
 */
async function botsOf(request: APIRequestContext, token: string) {
  return {
    bots: await apiPost<BotSettings[]>(request, token, "/api/admin/ListChatBot", {}),
    selector: await apiPost<BotSelector>(request, token, "/api/selector/GetBotSelector", {}),
  };
}

async function restore(
  request: APIRequestContext,
  token: string,
  before: Awaited<ReturnType<typeof botsOf>>,
) {
  for (const bot of before.bots) {
    if (bot.type === "welcome" || bot.type === "name_change") {
      await apiPost(request, token, "/api/admin/SaveChatBot", {
        type: bot.type,
        active: bot.active,
        texts: bot.texts,
      });
    }
  }
  const { message, chosenMessage, areas, timeoutMinutes } = before.selector.texts;
  await apiPost(request, token, "/api/selector/SetStatusBot", { active: false });
  await apiPost(request, token, "/api/selector/SaveBot", { message, chosenMessage, areas, timeoutMinutes });
  if (before.selector.active) await apiPost(request, token, "/api/selector/SetStatusBot", { active: true });
}

test.describe("bot configuration screens", () => {
  test("welcome bot: placeholders at the cursor, the preview, the switch, saved", async ({
    page,
    request,
  }) => {
    await signIn(page, USERS.norteAdmin);
    const token = await pageToken(page);
    const before = await botsOf(request, token);
    try {
      // From the configuration menu's card.
      await page.getByTestId("sidebar-menu").getByRole("link", { name: "Configuración" }).click();
      await page.getByRole("link", { name: /Bot de bienvenida/ }).click();
      await expect(page).toHaveURL(/\/config\/WelcomeMessageChatBot$/);
      await expect(page.getByTestId("page-title")).toHaveText("Bot de bienvenida");
      const message = page.getByRole("textbox", { name: "Mensaje de bienvenida" });
      await expect(message).toHaveValue(
        before.bots[0]?.type === "welcome" ? before.bots[0].texts.message : "",
      );
      await checkScreen(page, "bots-config-01-welcome");

      // Typed, with the placeholders put in by keyboard: Tab to the button, Enter, and the cursor comes back.
      await message.fill("Hola ");
      await message.press("End");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(
        page.getByRole("button", { name: "Insertar _NAME_ en Mensaje de bienvenida" }),
      ).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(message).toBeFocused();
      await page.keyboard.type(", bienvenido a ");
      await page.getByRole("button", { name: "Insertar _BUSINESS_ en Mensaje de bienvenida" }).click();
      await expect(message).toBeFocused();
      await page.keyboard.type(".");
      await expect(message).toHaveValue("Hola _NAME_, bienvenido a _BUSINESS_.");
      await expect(page.getByTestId("welcome-preview-message")).toContainText(
        "Hola María Pérez, bienvenido a Refaccionaria del Norte.",
      );
      await expect(page.getByTestId("unsaved")).toBeVisible();

      // Empty, it is refused before sending.
      await message.fill("   ");
      await page.getByRole("button", { name: "Guardar" }).click();
      await expect(page.getByText(BOT_MESSAGES.welcomeRequired)).toBeVisible();
      await message.fill("Hola _NAME_, bienvenido a _BUSINESS_.");
      await page.getByRole("switch", { name: /^Activo/ }).check();
      await checkScreen(page, "bots-config-02-welcome-edited");
      await page.getByRole("button", { name: "Guardar" }).click();
      await expect(page.getByText(BOT_MESSAGES.saved).first()).toBeVisible();
      await expect(page.getByTestId("unsaved")).toBeHidden();

      await page.reload();
      await expect(message).toHaveValue("Hola _NAME_, bienvenido a _BUSINESS_.");
      await expect(page.getByRole("switch", { name: /^Activo/ })).toBeChecked();
      const saved = await botsOf(request, token);
      expect(saved.bots.find((bot) => bot.type === "welcome")).toMatchObject({
        active: true,
        texts: { message: "Hola _NAME_, bienvenido a _BUSINESS_." },
      });
    } finally {
      await restore(request, token, before);
    }
  });

  test("name-change bot: 'Completa todos los campos', the options' limit, the whole exchange previewed", async ({
    page,
    request,
  }) => {
    await signIn(page, USERS.norteAdmin);
    const token = await pageToken(page);
    const before = await botsOf(request, token);
    try {
      await page.goto("/config/configBusinessNameChatBot");
      const first = page.getByRole("textbox", { name: "Primer mensaje" });
      await expect(first).not.toHaveValue("");
      await expect(page.getByTestId("preview-answer")).toContainText('"Ana López"');
      await checkScreen(page, "bots-config-03-name-change");

      // An empty step: refused before sending, with the spec's words.
      const ask = page.getByRole("textbox", { name: "Pedir el nombre" });
      await ask.fill("");
      await page.getByRole("button", { name: "Guardar" }).click();
      await expect(page.getByTestId("form-error")).toHaveText(BOT_MESSAGES.completeAllFields);
      await expect(ask).toHaveAttribute("aria-invalid", "true");
      await checkScreen(page, "bots-config-04-name-change-empty");
      await ask.fill('Escribe tu nombre entre comillas, así: "Ana López".');

      // The options stop at 24 characters and count them.
      const yes = page.getByRole("textbox", { name: "Opción para cambiarlo" });
      await yes.fill("Sí, quiero cambiar mi nombre ahora");
      await expect(yes).toHaveValue("Sí, quiero cambiar mi no");
      await yes.fill("Sí, cambiarlo");
      await expect(page.getByText("13 / 24")).toBeVisible();

      const confirm = page.getByRole("textbox", { name: "Confirmar el nombre" });
      await confirm.fill("¿Te llamas ");
      await page.getByRole("button", { name: "Insertar _NAME_ en Confirmar el nombre" }).click();
      await expect(confirm).toBeFocused();
      await expect(confirm).toHaveValue("¿Te llamas _NAME_");
      await page.keyboard.type("?");
      await expect(page.getByTestId("preview-confirm")).toContainText("¿Te llamas Ana López?");
      await page.getByRole("textbox", { name: /Tiempo de espera/ }).fill("15");
      await page.getByRole("switch", { name: /^Activo/ }).check();
      // Enter in a one-line field saves the form, as a keyboard user expects.
      await yes.press("Enter");
      await expect(page.getByText(BOT_MESSAGES.saved).first()).toBeVisible();
      await expect(page.getByTestId("form-error")).toBeHidden();

      const saved = (await botsOf(request, token)).bots.find((bot) => bot.type === "name_change");
      expect(saved).toMatchObject({
        active: true,
        texts: { yesOption: "Sí, cambiarlo", confirm: "¿Te llamas _NAME_?", timeoutMinutes: 15 },
      });
    } finally {
      await restore(request, token, before);
    }
  });

  test("area selector: the menu built by mouse and keyboard, previews, and the switch followed live by another console", async ({
    page,
    browser,
    request,
  }) => {
    await signIn(page, USERS.norteAdmin);
    const token = await pageToken(page);
    const before = await botsOf(request, token);
    // Starts from an empty menu, switched off.
    await apiPost(request, token, "/api/selector/SetStatusBot", { active: false });
    await apiPost(request, token, "/api/selector/SaveBot", {
      message: "¿Con qué área quieres hablar, _NAME_?",
      chosenMessage: "Te comunicamos con _AREA_.",
      areas: [],
      timeoutMinutes: 10,
    });
    const supervisorContext = await browser.newContext();
    try {
      await page.goto("/config/SelectorAreaChatBot");
      await expect(page.getByText("El menú no tiene áreas todavía.")).toBeVisible();
      // Switching on an empty menu is refused, in the server's words.
      await page.getByRole("switch", { name: /^Bot activo/ }).click();
      await expect(page.getByText(BOT_MESSAGES.selectorNoAreas)).toBeVisible();
      await checkScreen(page, "bots-config-05-selector-empty");

      // Ventas by mouse, Garantías and Refacciones by keyboard.
      const picker = page.getByRole("combobox", { name: "Agregar área" });
      await picker.click();
      await page.getByRole("option", { name: "Ventas", exact: true }).click();
      await page.getByRole("button", { name: "Agregar", exact: true }).click();
      for (const name of ["Garantías", "Refacciones"]) {
        await picker.focus();
        await page.keyboard.type(name.slice(0, 4));
        // As a person does, wait for the list to narrow to the area before choosing it.
        await expect(page.getByRole("option")).toHaveText([name]);
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Enter");
        await expect(picker).toHaveValue(name);
        await page.keyboard.press("Tab");
        await expect(page.getByRole("button", { name: "Agregar", exact: true })).toBeFocused();
        await page.keyboard.press("Enter");
      }
      const menu = page.getByTestId("menu-area");
      await expect(menu).toHaveCount(3);

      // Refacciones up twice by keyboard: the focus stays on it and each move is announced.
      const up = page.getByRole("button", { name: "Subir Refacciones" });
      await up.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("areas-announcement")).toHaveText(
        "Refacciones ahora es la opción 2 de 3.",
      );
      await expect(up).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("areas-announcement")).toHaveText(
        "Refacciones ahora es la opción 1 de 3.",
      );
      await expect(page.getByRole("button", { name: "Bajar Refacciones" })).toBeFocused();
      // Ventas goes last by mouse.
      await page.getByRole("button", { name: "Bajar Ventas" }).click();

      const preview = page.getByTestId("preview-menu");
      await expect(preview.getByTestId("preview-option")).toHaveText(["Refacciones", "Garantías", "Ventas"]);
      await expect(page.getByTestId("preview-how")).toContainText("como botones");
      await expect(page.getByTestId("preview-chosen")).toHaveText(/Te comunicamos con Refacciones\./);
      await checkScreen(page, "bots-config-06-selector-menu");

      // A label past WhatsApp's 20-character buttons makes the menu a list; SMS numbers it.
      await page
        .getByRole("textbox", { name: "Texto en el menú para Garantías" })
        .fill("Garantías y devoluciones");
      await expect(page.getByTestId("preview-list-button")).toHaveText("Ver opciones");
      await page.getByTestId("preview-channel").getByText("SMS", { exact: true }).click();
      await expect(preview).toContainText("1. Refacciones");
      await expect(preview).toContainText("2. Garantías y devoluciones");
      await expect(preview).toContainText("3. Ventas");
      await checkScreen(page, "bots-config-07-selector-sms");

      await page.getByRole("button", { name: "Guardar" }).click();
      await expect(page.getByText(BOT_MESSAGES.saved).first()).toBeVisible();
      await expect(page.getByTestId("unsaved")).toBeHidden();
      const menuSaved = await botsOf(request, token);
      expect(menuSaved.selector.texts.areas.map((area) => area.label)).toEqual([
        "",
        "Garantías y devoluciones",
        "",
      ]);

      // A supervisor's console, open meanwhile: "Chats con el BOT" comes and goes with the switch.
      const supervisor = await supervisorContext.newPage();
      await signIn(supervisor, USERS.norteSupervisor);
      await expect(supervisor.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");
      await expect(sidebarLabels(supervisor).filter({ hasText: "Chats con el BOT" })).toHaveCount(0);

      await page.getByRole("switch", { name: /^Bot activo/ }).click();
      await expect(page.getByRole("switch", { name: /^Bot activo/ })).toBeChecked();
      await expect(page.getByTestId("selector-waiting")).toHaveText("0 chats esperan ahora en el menú.");
      await expect(sidebarLabels(page).filter({ hasText: "Chats con el BOT" })).toHaveCount(1);
      await expect(sidebarLabels(supervisor).filter({ hasText: "Chats con el BOT" })).toHaveCount(1);
      await checkScreen(page, "bots-config-08-selector-on");
      await supervisor.getByTestId("sidebar-menu").getByRole("link", { name: "Chats con el BOT" }).click();
      await expect(supervisor).toHaveURL(/\/chat-selector-area$/);

      await page.getByRole("switch", { name: /^Bot activo/ }).click();
      await expect(page.getByRole("switch", { name: /^Bot activo/ })).not.toBeChecked();
      await expect(sidebarLabels(page).filter({ hasText: "Chats con el BOT" })).toHaveCount(0);
      // The supervisor on that page is sent away from it, and the entry leaves the menu.
      await expect(sidebarLabels(supervisor).filter({ hasText: "Chats con el BOT" })).toHaveCount(0);
      await expect(supervisor).not.toHaveURL(/\/chat-selector-area$/);
    } finally {
      await supervisorContext.close();
      await restore(request, token, before);
    }
  });

  test("chat lists: a chat that came in out of hours is marked, and 'Chats con el BOT' says which bot holds each", async ({
    page,
    request,
  }) => {
    await signIn(page, USERS.norteAdmin);
    const token = await pageToken(page);
    const before = await botsOf(request, token);
    const hoursResponse = await request.get("/api/config/GetBusinessHours", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const hours = ((await hoursResponse.json()) as { data: BusinessHours }).data;
    const saveHours = (change: Partial<Pick<BusinessHours, "enabled" | "holidays">>) =>
      apiPost(request, token, "/api/config/SaveBusinessHours", {
        enabled: hours.enabled,
        intervals: hours.intervals,
        holidays: hours.holidays,
        outOfHoursMessage: hours.outOfHoursMessage,
        ...change,
      });
    try {
      // Today is a holiday for the business: closed all day, so a new chat comes in out of hours.
      const today = hours.localTime.slice(0, 10);
      await saveHours({ enabled: true, holidays: [...hours.holidays, { day: today, name: "Inventario" }] });
      const night = newPhone();
      await contactWrites(request, token, {
        phoneNumber: night.e164,
        name: "Rosa Fuera De Horario",
        message: "¿Abren hoy?",
      });
      await page.goto("/chat-pendient");
      const row = page.getByTestId("chat-row").filter({ hasText: "Rosa Fuera De Horario" });
      await expect(row.getByTestId("out-of-hours")).toHaveText("Fuera de horario");
      await checkScreen(page, "bots-config-09-pending-out-of-hours");
      await row.getByRole("link", { name: "Rosa Fuera De Horario" }).click();
      await expect(page.getByTestId("chat-summary").getByTestId("out-of-hours")).toHaveText(
        "Fuera de horario",
      );
      // Taken, it still says how it came in: on its detail, in the active list and in the workspace.
      await page.getByTestId("chat-summary").getByRole("button", { name: "Tomar", exact: true }).click();
      await expect(page).toHaveURL(/\/chat-active\/detail/);
      await expect(page.getByTestId("chat-summary").getByTestId("out-of-hours")).toHaveText(
        "Fuera de horario",
      );
      await page.getByTestId("sidebar-menu").getByRole("link", { name: "Chats activos" }).click();
      const activeRow = page.getByTestId("chat-row").filter({ hasText: "Rosa Fuera De Horario" });
      await expect(activeRow.getByTestId("out-of-hours")).toHaveText("Fuera de horario");
      await checkScreen(page, "bots-config-09b-active-out-of-hours");
      await page.getByTestId("sidebar-menu").getByRole("link", { name: "Conversaciones" }).click();
      // The active list's rows stay on screen until the workspace has loaded: click the workspace's own row.
      await page
        .getByTestId("workspace")
        .getByTestId("chat-row")
        .filter({ hasText: "Rosa Fuera De Horario" })
        .click();
      const header = page.getByTestId("conversation-header");
      await expect(header.getByTestId("out-of-hours")).toHaveText("Fuera de horario");
      await checkScreen(page, "bots-config-09c-workspace-out-of-hours");
      await saveHours({});

      // Open again, with the area selector on: the next new chat waits on its menu.
      await apiPost(request, token, "/api/selector/SaveBot", {
        message: "¿Con qué área quieres hablar?",
        chosenMessage: "Te comunicamos con _AREA_.",
        areas: before.selector.areas.slice(0, 2).map((area) => ({ areaId: area.id, label: "" })),
        timeoutMinutes: 10,
      });
      await apiPost(request, token, "/api/selector/SetStatusBot", { active: true });
      const held = newPhone();
      await contactWrites(request, token, {
        phoneNumber: held.e164,
        name: "Tomás En El Menú",
        message: "Hola",
      });
      await page.getByTestId("sidebar-menu").getByRole("link", { name: "Chats con el BOT" }).click();
      const heldRow = page.getByTestId("chat-row").filter({ hasText: "Tomás En El Menú" });
      await expect(heldRow.getByTestId("bot-step")).toHaveText("Selector de área");
      await checkScreen(page, "bots-config-10-chats-with-the-bot");
      await heldRow.getByRole("link", { name: "Tomás En El Menú" }).click();
      await expect(page.getByTestId("chat-summary").getByTestId("bot-step")).toHaveText("Selector de área");
    } finally {
      await saveHours({});
      await restore(request, token, before);
    }
  });
});
