import { type ChatSummary, SURVEY_MESSAGES, type SurveyContactResponse } from "@consola/shared";
import type { APIRequestContext, Page } from "@playwright/test";
import { checkScreen, expect, signIn, test, USERS } from "./fixtures.js";
import { activateDemoSurvey, DEMO_SURVEY } from "./helpers-surveys.js";
import { apiPost, apiToken, newPhone, pageToken } from "./helpers-workspace.js";

const DAY = 24 * 3_600_000;

/** The demo's ended chats of the past month (older than a day), with what was sent in each. */
async function pastMonthChats(request: APIRequestContext, token: string) {
  const page = await apiPost<{ items: ChatSummary[] }>(request, token, "/api/admin/ListContactCloseTimeout", {
    take: 200,
    skip: 0,
  });
  const now = Date.now();
  return page.items.filter((chat) => {
    const closed = chat.closedAt ? Date.parse(chat.closedAt) : 0;
    return closed < now - DAY && closed > now - 31 * DAY;
  });
}

function surveysOf(request: APIRequestContext, token: string, chat: ChatSummary) {
  return apiPost<SurveyContactResponse[]>(request, token, "/api/surveycontact/response", {
    conversation_id: chat.id,
  });
}

/** From the sidebar to the chat's detail, as a manager finds it: the list filtered by the contact's number. */
async function openFromList(page: Page, chat: Pick<ChatSummary, "id" | "phone">) {
  await page.getByTestId("sidebar-menu").getByRole("link", { name: "Chats Cerrados y Caducados" }).click();
  await expect(page).toHaveURL(/\/chat-panel-close-timeout(\?.*)?$/);
  const digits = chat.phone.replace(/\D/g, "").slice(-10);
  // The unfiltered list stays on screen until the filtered one arrives: a row clicked meanwhile can be
  // replaced under the pointer (CI saw the click land and the address stay on the list).
  const filtered = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/admin/ListContactCloseTimeout") &&
      (response.request().postData() ?? "").includes(digits),
  );
  await page.getByRole("textbox", { name: "Número del contacto" }).fill(digits);
  await expect(page).toHaveURL(/number=\d+/);
  await filtered;
  await page.locator(`[data-testid="chat-row"] a[href*="chat=${chat.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/chat-panel-close-timeout/detail\\?.*chat=${chat.id}`));
  await expect(page.getByTestId("chat-summary")).toBeVisible();
  return page.getByRole("region", { name: "Encuesta de satisfacción" });
}

/**
 * The closed chat's «Encuesta de satisfacción» (/chat-panel-close-timeout/detail): what the contact of a demo
 * chat answered; the manager's «Enviar encuesta» refused with the server's reason on a month-old WhatsApp
 * chat; and sent by hand to a chat closed with the survey switch off, then answered by the contact.
 */
test.describe("closed chat survey", () => {
  test("a chat of the past month shows each question with its answer", async ({ page, request }) => {
    await signIn(page, USERS.norteAdmin);
    const token = await pageToken(page);
    let found: { chat: ChatSummary; survey: SurveyContactResponse } | undefined;
    for (const chat of await pastMonthChats(request, token)) {
      const [survey] = await surveysOf(request, token, chat);
      if (survey?.status === "complete" && survey.answers.length >= 3) {
        found = { chat, survey };
        break;
      }
    }
    if (!found) throw new Error("the demo seed has no closed chat with a complete survey");
    const { chat, survey } = found;

    const section = await openFromList(page, chat);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(survey.surveyName);
    await expect(section.getByTestId("survey-status")).toHaveText("Completa");
    await expect(section.getByText(/^Enviada el \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    const answers = section.getByTestId("survey-answer");
    await expect(answers).toHaveCount(survey.answers.length);
    for (const [index, answer] of survey.answers.entries()) {
      const item = answers.nth(index);
      await expect(item.locator("dt")).toHaveText(answer.question);
      await expect(item.locator("dd")).toContainText(answer.text);
      if (answer.score !== null) await expect(item.locator("dd")).toContainText(`${answer.score}/10`);
    }
    await expect(section.getByRole("button", { name: "Enviar encuesta" })).toHaveCount(0);
    await checkScreen(page, "closed-chat-survey-01-answers");
  });

  test("a month-old WhatsApp chat without a survey: sending it is refused with the server's reason", async ({
    page,
    request,
  }) => {
    await signIn(page, USERS.norteAdmin);
    const token = await pageToken(page);
    await activateDemoSurvey(request, token);
    let chat: ChatSummary | undefined;
    for (const candidate of await pastMonthChats(request, token)) {
      if (candidate.channel !== "whatsapp" || !candidate.contact.optIn) continue;
      if ((await surveysOf(request, token, candidate)).length === 0) {
        chat = candidate;
        break;
      }
    }
    if (!chat) throw new Error("the demo seed has no month-old WhatsApp chat without a survey");

    const section = await openFromList(page, chat);
    await expect(section.getByText("No se envió encuesta en este chat.")).toBeVisible();
    // By keyboard: the button takes the focus and Enter sends.
    const send = section.getByRole("button", { name: "Enviar encuesta" });
    await send.focus();
    await expect(send).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(section.getByTestId("chat-survey-send-error")).toHaveText(SURVEY_MESSAGES.outsideWindow);
    await expect(page.getByRole("alert").filter({ hasText: SURVEY_MESSAGES.outsideWindow })).toBeVisible();
    await checkScreen(page, "closed-chat-survey-02-refused");
  });

  test("a chat closed with the switch off: the admin sends the survey and sees the contact's answer", async ({
    page,
    request,
  }) => {
    const simulator = await apiToken(request, USERS.platform);
    await signIn(page, USERS.norteAdmin);
    const token = await pageToken(page);
    await activateDemoSurvey(request, token);
    const phone = newPhone();
    const name = `Encuesta Manual ${letters(Date.now().toString().slice(-5))}`;
    const contactWrites = (message: string) =>
      apiPost<{ conversationId: number }>(request, simulator, "/api/sandbox/Send", {
        business_id: 1,
        phoneNumber: phone.e164,
        name,
        message,
        channel: "whatsapp",
      });

    const { conversationId } = await contactWrites("Hola, ¿tienen filtros de aceite?");
    await apiPost(request, token, "/api/config/SaveSurveyActive", { surveyActive: false });
    try {
      await apiPost(request, token, "/api/wp/TakePendient", { id: conversationId, agentId: 0 });
      const category = await apiPost<{ id: number }>(request, token, "/api/business/AddCategoryClose", {
        name: `Encuesta manual ${Date.now()}`,
        description: "Cierre de la prueba de encuesta manual",
      });
      await apiPost(request, token, "/api/wp/CloseMessage", {
        conversationId,
        status: "normal",
        comments: "Atendido",
        closingCategoryId: category.id,
      });
    } finally {
      await apiPost(request, token, "/api/config/SaveSurveyActive", { surveyActive: true });
    }

    const section = await openFromList(page, { id: conversationId, phone: phone.e164 });
    await expect(section.getByText("No se envió encuesta en este chat.")).toBeVisible();
    await checkScreen(page, "closed-chat-survey-03-not-sent");

    await section.getByRole("button", { name: "Enviar encuesta" }).click();
    await expect(page.getByRole("alert").filter({ hasText: SURVEY_MESSAGES.sent })).toBeVisible();
    await expect(section.getByTestId("survey-status")).toHaveText("En curso");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(DEMO_SURVEY);
    await expect(section.getByText("El contacto todavía no responde ninguna pregunta.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Enviar encuesta" })).toHaveCount(0);
    // The survey's first question reached the chat's history.
    await expect(page.getByTestId("message-list")).toContainText(
      "¿Cómo calificas la atención que recibiste?",
    );

    await contactWrites("Buena");
    await page.reload();
    const answer = page
      .getByRole("region", { name: "Encuesta de satisfacción" })
      .getByTestId("survey-answer")
      .first();
    await expect(answer.locator("dt")).toHaveText("¿Cómo calificas la atención que recibiste?");
    await expect(answer.locator("dd")).toHaveText("Buena8/10");
    await checkScreen(page, "closed-chat-survey-04-answering");
  });
});

/** Contact names accept letters only: digits of a stamp become letters (0 → a, 1 → b…). */
function letters(stamp: string): string {
  return stamp.replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));
}
