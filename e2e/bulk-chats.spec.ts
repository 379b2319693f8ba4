import { CHAT_MESSAGES } from "@consola/shared";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { checkScreen, expect, screenSettled, signIn, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, settled } from "./helpers-workspace.js";

type Chat = { conversationId: number; name: string };

/** Contact names accept letters only: digits of a stamp become letters (0 → a, 1 → b…). */
function letters(stamp: string): string {
  return stamp.replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));
}

/**
 * Contacts of Norte write (the platform admin plays them, so no business session ends) on numbers that share
 * a prefix no other journey uses, and Norte's first agent takes every chat: the active list filtered by that
 * prefix shows them alone, one after another.
 */
async function activeChats(request: APIRequestContext, prefix: string, names: string[]): Promise<Chat[]> {
  const simulator = await apiToken(request, USERS.platform);
  const chats: Chat[] = [];
  for (const [index, name] of names.entries()) {
    const written = await apiPost<{ conversationId: number }>(request, simulator, "/api/sandbox/Send", {
      business_id: 1,
      phoneNumber: `+52${prefix}${String(index).padStart(2, "0")}`,
      name,
      message: "Hola, ¿siguen abiertos?",
      channel: "whatsapp",
    });
    chats.push({ conversationId: written.conversationId, name });
  }
  const agent = await apiToken(request, USERS.norteAgent1);
  for (const chat of chats) {
    await apiPost(request, agent, "/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });
  }
  return chats;
}

/** Eight digits after +52 no other run shares: the list's number filter then shows this journey's chats. */
function numberPrefix(): string {
  return `55${Date.now().toString().slice(-6)}`;
}

async function openActiveList(page: Page, prefix: string, count: number) {
  await signIn(page, USERS.norteSupervisor);
  await page.getByTestId("sidebar-menu").getByRole("link", { name: "Chats activos" }).click();
  await expect(page).toHaveURL(/\/chat-active$/);
  await page.getByRole("textbox", { name: "Número del contacto" }).fill(prefix);
  // The filter reaches the URL after a typing pause; a selection made before would be cleared by it.
  await expect(page).toHaveURL(new RegExp(`number=${prefix}`));
  await expect(page.getByTestId("chat-row")).toHaveCount(count);
}

const rowBox = (page: Page, name: string) => page.getByRole("checkbox", { name: `Seleccionar ${name}` });

async function choose(page: Page, dialog: Locator, field: string, option: string) {
  await dialog.getByRole("combobox", { name: field }).click();
  await page.getByRole("listbox", { name: field }).getByRole("option", { name: option }).click();
}

/** Fills the bulk close dialog: a status, the demo's «Resuelto» category and comments. */
async function fillClose(page: Page, dialog: Locator) {
  await choose(page, dialog, "Estatus", "Normal");
  await choose(page, dialog, "Categoría de cierre", "Resuelto");
  await dialog.getByRole("textbox", { name: "Comentarios" }).fill("Cierre masivo de fin de turno");
}

test.describe("bulk actions on the active chats", () => {
  test("a supervisor ticks three chats (the last with shift-click), closes them with a category and they leave the list", async ({
    page,
    request,
  }) => {
    const stamp = letters(Date.now().toString().slice(-5));
    const prefix = numberPrefix();
    const [first, , third] = await activeChats(request, prefix, [
      `Masivo Uno ${stamp}`,
      `Masivo Dos ${stamp}`,
      `Masivo Tres ${stamp}`,
    ]);
    if (!first || !third) throw new Error("three chats were written");
    await openActiveList(page, prefix, 3);

    // The rows' order is the list's: the first and the last ticked, with shift, take the middle one too.
    const boxes = page.getByTestId("chat-select");
    await boxes.first().click();
    await boxes.last().click({ modifiers: ["Shift"] });
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Seleccionar los de esta página" })).toBeChecked();
    const toolbar = page.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    await expect(toolbar).toContainText("3 seleccionados");
    await screenSettled(page);
    await checkScreen(page, "bulk-chats-01-selected");

    await toolbar.getByRole("button", { name: "Cerrar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Cerrar 3 chats" });
    await settled(dialog);
    // Submitting empty says what each field needs, in the server's words.
    await dialog.getByRole("button", { name: "Cerrar 3 chats" }).click();
    await expect(dialog.getByText(CHAT_MESSAGES.closingCategoryRequired)).toBeVisible();
    await fillClose(page, dialog);
    await checkScreen(page, "bulk-chats-02-close-dialog");

    await dialog.getByRole("button", { name: "Cerrar 3 chats" }).click();
    const progress = page.getByRole("dialog", { name: "Cierre de chats" });
    await expect(progress.getByTestId("bulk-changed")).toHaveText("3 cambiaron");
    await expect(progress.getByRole("progressbar", { name: "Avance" })).toHaveAttribute("aria-valuenow", "3");
    await expect(progress.getByRole("status")).toHaveText("Acción terminada. 3 cambiaron.");
    await settled(progress);
    await checkScreen(page, "bulk-chats-03-result");

    await progress.getByRole("button", { name: "Cerrar" }).click();
    await expect(progress).toBeHidden();
    await expect(page.getByTestId("chat-row")).toHaveCount(0);
    await expect(toolbar).toBeHidden();
  });

  test("a chat its agent closes meanwhile is left out, and the result says why", async ({
    page,
    request,
  }) => {
    const stamp = letters(Date.now().toString().slice(-5));
    const prefix = numberPrefix();
    const chats = await activeChats(request, prefix, [
      `Omitido Uno ${stamp}`,
      `Omitido Dos ${stamp}`,
      `Omitido Tres ${stamp}`,
    ]);
    const closedMeanwhile = chats[1];
    if (!closedMeanwhile) throw new Error("three chats were written");
    await openActiveList(page, prefix, 3);

    // By keyboard: the page's box, Space.
    const pageBox = page.getByRole("checkbox", { name: "Seleccionar los de esta página" });
    await pageBox.focus();
    await page.keyboard.press("Space");
    for (const chat of chats) await expect(rowBox(page, chat.name)).toBeChecked();
    const toolbar = page.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    await expect(toolbar).toContainText("3 seleccionados");

    await toolbar.getByRole("button", { name: "Cerrar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Cerrar 3 chats" });
    await fillClose(page, dialog);

    // Its agent closes one of them before the supervisor confirms.
    const agent = await apiToken(request, USERS.norteAgent1);
    const [category] = await apiPost<{ id: number }[]>(request, agent, "/api/business/ListCategoryClose", {
      status: "active",
    });
    await apiPost(request, agent, "/api/wp/CloseMessage", {
      conversationId: closedMeanwhile.conversationId,
      status: "normal",
      comments: "Lo cerré yo",
      closingCategoryId: category?.id,
    });

    await dialog.getByRole("button", { name: "Cerrar 3 chats" }).click();
    const progress = page.getByRole("dialog", { name: "Cierre de chats" });
    await expect(progress.getByTestId("bulk-changed")).toHaveText("2 cambiaron");
    await expect(progress.getByRole("list", { name: "Sin cambios" })).toHaveText(
      `${CHAT_MESSAGES.chatNotActive}: 1`,
    );
    await settled(progress);
    await checkScreen(page, "bulk-chats-04-skipped");

    await progress.getByRole("button", { name: "Cerrar" }).click();
    await expect(page.getByTestId("chat-row")).toHaveCount(0);
  });
});
