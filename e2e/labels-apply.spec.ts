import type { APIRequestContext, Page } from "@playwright/test";
import { checkScreen, expect, screenSettled, signIn, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, newPhone, pageToken } from "./helpers-workspace.js";

type SavedLabel = { id: number; name: string };

/** Contact names accept letters only: digits of a stamp become letters (0 → a, 1 → b…). */
function letters(stamp: string): string {
  return stamp.replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));
}

/** Norte's admin creates a label through the API, as the labels screen would. */
async function createLabel(request: APIRequestContext, name: string, color: string): Promise<SavedLabel> {
  const token = await apiToken(request, USERS.norteAdmin);
  return apiPost<SavedLabel>(request, token, "/api/labels/SaveLabel", { name, color, description: "" });
}

/** A contact of Norte writes first (the platform admin plays it, so no business session ends). */
async function contactWrites(request: APIRequestContext, name: string, message: string) {
  const token = await apiToken(request, USERS.platform);
  return apiPost<{ conversationId: number; contactId: number }>(request, token, "/api/sandbox/Send", {
    business_id: 1,
    phoneNumber: newPhone().e164,
    name,
    message,
    channel: "whatsapp",
  });
}

const answerOf = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === "POST");

test.describe("labels on chats and contacts", () => {
  test("an agent labels a chat and its contact from the workspace; a supervisor sees the chip in the active list", async ({
    page,
    request,
  }) => {
    const stamp = letters(Date.now().toString().slice(-5));
    const chatLabel = await createLabel(request, `Mayoreo ${stamp}`, "blue");
    const contactLabel = await createLabel(request, `Cliente frecuente ${stamp}`, "teal");
    const name = `Etiquetado Prueba ${stamp}`;
    const written = await contactWrites(request, name, "Hola, ¿tienen balatas para un Aveo?");

    await signIn(page, USERS.norteAgent2);
    await apiPost(request, await pageToken(page), "/api/wp/TakePendient", {
      id: written.conversationId,
      agentId: 0,
    });
    const row = page.getByTestId("chat-row").filter({ hasText: name });
    await row.click();
    const header = page.getByTestId("conversation-header");
    await expect(page.getByTestId("conversation-contact")).toHaveText(name);

    // By keyboard: the button opens the list with focus on its first box, Space ticks, Escape closes.
    const button = header.getByRole("button", { name: "Etiquetas" });
    await expect(button).toBeEnabled();
    await button.focus();
    await page.keyboard.press("Enter");
    const picker = page.getByRole("dialog", { name: "Etiquetas del chat" });
    await expect(picker).toBeVisible();
    const box = picker.getByRole("checkbox", { name: chatLabel.name, exact: true });
    await box.focus();
    const labelled = answerOf(page, "/api/labels/LabelChat");
    await page.keyboard.press("Space");
    expect((await labelled).status()).toBe(200);
    await expect(box).toBeChecked();
    await screenSettled(page);
    await checkScreen(page, "labels-apply-01-picker-open");
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await expect(button).toBeFocused();

    const headerChips = header.getByRole("list", { name: "Etiquetas" });
    await expect(headerChips).toContainText(chatLabel.name);
    await expect(row.getByRole("list", { name: "Etiquetas" })).toContainText(chatLabel.name);
    await screenSettled(page);
    await checkScreen(page, "labels-apply-02-chat-labelled");

    // The contact of the agent's own active chat: labelled from its detail.
    await header.getByRole("button", { name: "Detalle del contacto" }).click();
    const detail = page.getByTestId("contact-detail");
    await expect(detail).toBeVisible();
    await detail.getByRole("button", { name: "Etiquetas" }).click();
    const contactPicker = page.getByRole("dialog", { name: "Etiquetas del contacto" });
    const contactLabelled = answerOf(page, "/api/labels/LabelContact");
    // The box shows the server's answer, not the click: it turns checked once LabelContact answers.
    const contactBox = contactPicker.getByRole("checkbox", { name: contactLabel.name, exact: true });
    await contactBox.click();
    expect((await contactLabelled).status()).toBe(200);
    await expect(contactBox).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(contactPicker).toBeHidden();
    await expect(detail.getByRole("list", { name: "Etiquetas" })).toContainText(contactLabel.name);
    await screenSettled(page);
    await checkScreen(page, "labels-apply-03-contact-labelled");

    // The list alone, as a phone shows it before a chat is opened: the row's chip wraps under its preview.
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();
    await page.getByRole("link", { name: "Conversaciones" }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(row.getByRole("list", { name: "Etiquetas" })).toContainText(chatLabel.name);
    await screenSettled(page);
    await checkScreen(page, "labels-apply-04-list-row");

    // The same browser, now the supervisor's: the agent's session is of no further use.
    const supervisor = page;
    await signIn(supervisor, USERS.norteSupervisor);
    await supervisor.getByTestId("sidebar-menu").getByRole("link", { name: "Chats activos" }).click();
    await expect(supervisor).toHaveURL(/\/chat-active$/);
    const activeRow = supervisor.getByTestId("chat-row").filter({ hasText: name });
    await expect(activeRow.getByRole("list", { name: "Etiquetas" })).toContainText(chatLabel.name);
    await screenSettled(supervisor);
    await checkScreen(supervisor, "labels-apply-05-supervisor-active-list");
  });
});
