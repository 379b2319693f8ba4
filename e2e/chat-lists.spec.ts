import { CHAT_MESSAGES } from "@consola/shared";
import type { APIRequestContext, Page } from "@playwright/test";
import { checkScreen, DATABASE_PASS, expect, sidebarLabels, signIn, snap, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, newPhone, pageToken } from "./helpers-workspace.js";

/** The platform admin plays the contacts (naming the business), so no business user's session is ended. */
async function simulatorToken(request: APIRequestContext) {
  return apiToken(request, USERS.platform);
}

/** A contact of Refaccionaria del Norte writes first: its chat waits in the pending list. */
async function writeAs(request: APIRequestContext, token: string, name: string, message: string) {
  const phone = newPhone();
  const sent = await apiPost<{ conversationId: number; contactId: number }>(
    request,
    token,
    "/api/sandbox/Send",
    {
      business_id: 1,
      phoneNumber: phone.e164,
      name,
      message,
      channel: "whatsapp",
    },
  );
  return { ...sent, phone, name };
}

function row(page: Page, name: string) {
  return page.getByTestId("chat-row").filter({ hasText: name });
}

test.describe("chat lists", { tag: DATABASE_PASS }, () => {
  test("pending chats: the admin takes one, assigns one (a person is required) and deletes one", async ({
    page,
    request,
  }) => {
    const simulator = await simulatorToken(request);
    const stamp = Date.now().toString().slice(-5);
    const taken = await writeAs(
      request,
      simulator,
      `Tomado Prueba ${letters(stamp)}`,
      "Hola, busco un alternador",
    );
    const assigned = await writeAs(
      request,
      simulator,
      `Asignado Prueba ${letters(stamp)}`,
      "¿Tienen bujías?",
    );
    const deleted = await writeAs(
      request,
      simulator,
      `Borrado Prueba ${letters(stamp)}`,
      "Mensaje equivocado",
    );

    await signIn(page, USERS.norteAdmin);
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Chats pendientes" }).click();
    await expect(page).toHaveURL(/\/chat-pendient$/);
    for (const chat of [taken, assigned, deleted]) await expect(row(page, chat.name)).toBeVisible();
    await expect(row(page, taken.name)).toContainText("Hola, busco un alternador");
    await snap(page, "chat-lists-01-pending-admin");

    await page.getByRole("button", { name: `Tomar el chat de ${taken.name}` }).click();
    await expect(page.getByText(CHAT_MESSAGES.chatTaken)).toBeVisible();
    await expect(row(page, taken.name)).toHaveCount(0);

    await page.getByRole("button", { name: `Asignar el chat de ${assigned.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Asignar chat" });
    await dialog.getByRole("button", { name: "Asignar" }).click();
    await expect(dialog.getByText(CHAT_MESSAGES.assignOptionRequired)).toBeVisible();
    await snap(page, "chat-lists-02-assign-requires-person");
    await dialog.getByRole("combobox", { name: "Persona" }).click();
    await page.getByRole("option", { name: /Ana López/ }).click();
    await dialog.getByRole("button", { name: "Asignar" }).click();
    await expect(page.getByText(CHAT_MESSAGES.chatAssigned)).toBeVisible();
    await expect(row(page, assigned.name)).toHaveCount(0);

    await page.getByRole("button", { name: `Eliminar el chat de ${deleted.name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar chat" });
    await expect(confirm.getByText(`¿Eliminar el chat de ${deleted.name}?`)).toBeVisible();
    await snap(page, "chat-lists-03-delete-confirmation");
    await confirm.getByRole("button", { name: "Eliminar chat" }).click();
    await expect(page.getByText(CHAT_MESSAGES.chatDeleted)).toBeVisible();
    await expect(row(page, deleted.name)).toHaveCount(0);
    await snap(page, "chat-lists-04-pending-after-actions");

    // The taken and the assigned chats are active now, with their agents.
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Chats activos" }).click();
    await expect(row(page, taken.name)).toContainText("Laura Garza");
    await expect(row(page, assigned.name)).toContainText("Ana López");
    // Every column, "Transferir" included, fits at 1366 px: the table does not scroll sideways.
    const table = page.getByTestId("chat-table");
    const sideways = await table.evaluate((element) => {
      const scroller = element.parentElement;
      return scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
    });
    expect(sideways).toBeLessThanOrEqual(0);
    await expect(row(page, taken.name).getByRole("button", { name: /Transferir/ })).toBeInViewport({
      ratio: 1,
    });
    await snap(page, "chat-lists-05-active-admin");
  });

  test("a new contact joins the supervisor's pending list live; a notification link highlights it", async ({
    page,
    request,
  }) => {
    const simulator = await simulatorToken(request);
    await signIn(page, USERS.norteSupervisor);
    await page.goto("/chat-pendient");
    await expect(page.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");
    const name = `Nuevo En Vivo ${letters(Date.now().toString().slice(-5))}`;
    const chat = await writeAs(request, simulator, name, "Buenas tardes, ¿siguen abiertos?");
    await expect(row(page, name)).toBeVisible();
    await snap(page, "chat-lists-06-pending-live-supervisor");

    await page.goto(`/chat-pendient?ci=${chat.contactId}&tp=notification`);
    await expect(row(page, name)).toHaveAttribute("data-highlighted", "true");

    // The pending block on the active chats shows 3, then all on «más».
    for (let index = 0; index < 3; index++) {
      await writeAs(
        request,
        simulator,
        `Bloque Prueba ${letters(`${Date.now()}${index}`.slice(-5))}`,
        "Hola",
      );
    }
    await page.goto("/chat-active");
    const block = page.getByTestId("pending-block");
    await expect(block.getByTestId("pending-entry")).toHaveCount(3);
    await block.getByRole("button", { name: /Ver más/ }).click();
    expect(await block.getByTestId("pending-entry").count()).toBeGreaterThan(3);
    await snap(page, "chat-lists-07-pending-block-more");
  });

  test("the supervisor transfers an active chat from its detail page; its history keeps the transfer", async ({
    page,
    request,
    browser,
  }) => {
    const simulator = await simulatorToken(request);
    const name = `Transferido Prueba ${letters(Date.now().toString().slice(-5))}`;
    const chat = await writeAs(request, simulator, name, "Quiero hablar con refacciones");
    await signIn(page, USERS.norteSupervisor);
    const token = await pageToken(page);
    await apiPost(request, token, "/api/wp/TakePendient", {
      id: chat.conversationId,
      agentId: await personId(request, token, "Ana López"),
    });

    await page.goto("/chat-active");
    await page.getByRole("textbox", { name: "Número del contacto" }).fill(chat.phone.typed);
    await expect(page.getByTestId("chat-row")).toHaveCount(1);
    await snap(page, "chat-lists-08-active-filtered-by-number");
    await row(page, name).getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(/\/chat-active\/detail\?ci=\d+&st=Active&chat=\d+/);
    const summary = page.getByTestId("chat-summary");
    await expect(summary).toContainText("Ana López");
    await expect(page.getByTestId("message-list")).toContainText("Quiero hablar con refacciones");
    await snap(page, "chat-lists-09-active-detail");

    await summary.getByRole("button", { name: "Transferir" }).click();
    const dialog = page.getByRole("dialog", { name: "Transferir chat" });
    await dialog.getByRole("combobox", { name: "Persona" }).click();
    await page.getByRole("option", { name: /Luis Hernández/ }).click();
    await dialog.getByLabel("Comentarios (opcional)").fill("Pregunta por refacciones");
    await snap(page, "chat-lists-10-transfer-dialog");
    await dialog.getByRole("button", { name: "Transferir" }).click();
    await expect(page.getByText(CHAT_MESSAGES.chatReassigned)).toBeVisible();
    await expect(summary).toContainText("Luis Hernández");
    // The chat's history says who handed it to whom, when and why, as a line of its own (the hub's Dessign).
    const line = page.getByTestId("message-list").getByTestId("transfer-line");
    await expect(line).toContainText("Marco Treviño transfirió el chat de Ana López a Luis Hernández");
    await expect(line.getByTestId("transfer-comment")).toHaveText("Comentario: «Pregunta por refacciones»");
    await checkScreen(page, "chat-lists-11-transferred");

    // Luis finds it among his conversations with the same line; the contact was sent nothing.
    const luisContext = await browser.newContext();
    try {
      const luis = await luisContext.newPage();
      await signIn(luis, USERS.norteAgent2);
      await luis.getByTestId("chat-row").filter({ hasText: name }).click();
      const history = luis.getByTestId("message-list");
      await expect(history.getByTestId("transfer-line")).toContainText("a Luis Hernández");
      await expect(history.getByTestId("transfer-comment")).toHaveText(
        "Comentario: «Pregunta por refacciones»",
      );
      await expect(
        history.getByTestId("message").filter({ hasText: "Pregunta por refacciones" }),
      ).toHaveCount(0);
      await checkScreen(luis, "chat-lists-11b-workspace-transfer");
    } finally {
      await luisContext.close();
    }

    // Closed, its detail still shows the transfer among its messages.
    const [category] = await apiPost<{ id: number }[]>(request, token, "/api/business/ListCategoryClose", {
      status: "active",
    });
    await apiPost(request, token, "/api/wp/CloseMessage", {
      conversationId: chat.conversationId,
      status: "normal",
      comments: "Atendido por refacciones",
      closingCategoryId: category?.id,
    });
    await page.goto(
      `/chat-panel-close-timeout/detail?ci=${chat.contactId}&st=Closed&chat=${chat.conversationId}`,
    );
    await expect(page.getByTestId("chat-summary")).toContainText("Atendido por refacciones");
    await expect(page.getByTestId("message-list").getByTestId("transfer-comment")).toHaveText(
      "Comentario: «Pregunta por refacciones»",
    );
    await checkScreen(page, "chat-lists-11c-closed-detail-transfer");
  });

  test("closed chats filter by closing day and state", async ({ page, request }) => {
    const simulator = await simulatorToken(request);
    const name = `Cerrado Prueba ${letters(Date.now().toString().slice(-5))}`;
    const chat = await writeAs(request, simulator, name, "Gracias, era todo");
    await signIn(page, USERS.norteAdmin);
    const token = await pageToken(page);
    await apiPost(request, token, "/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });
    const category = await apiPost<{ id: number }>(request, token, "/api/business/AddCategoryClose", {
      name: `Resuelto ${Date.now()}`,
      description: "Cierre de la prueba de listas",
    });
    await apiPost(request, token, "/api/wp/CloseMessage", {
      conversationId: chat.conversationId,
      status: "normal",
      comments: "Atendido",
      closingCategoryId: category.id,
    });

    await page.goto(`/chat-panel-close-timeout`);
    await page.getByRole("textbox", { name: "Número del contacto" }).fill(chat.phone.typed);
    await expect(page).toHaveURL(/number=\d+/);
    await expect(row(page, name)).toContainText("Cerrado");

    // Today, on the business's clock, through the date picker. The calendar also shows the last days of the
    // month before (data-outside): "27" alone would match 27 October first.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date()),
    );
    const todayButton = page.locator("table button[data-today]:not([data-outside])");
    // The picker opens with a transition: a click that lands before it settles is retried.
    await expect(async () => {
      if (!(await todayButton.isVisible())) await page.getByRole("button", { name: "Día de cierre" }).click();
      await todayButton.click({ timeout: 2_000 });
      await expect(page).toHaveURL(new RegExp(`day=${today}`), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row(page, name)).toBeVisible();
    await page.getByText("Cerrados", { exact: true }).click();
    await expect(row(page, name)).toBeVisible();
    await snap(page, "chat-lists-12-closed-today");
    await page.getByText("Caducados", { exact: true }).click();
    await expect(page.getByTestId("chat-list-empty")).toBeVisible();
    await snap(page, "chat-lists-13-timed-out-empty");

    // Another day has none of today's chats.
    const day = new URL(page.url()).searchParams.get("day") ?? "";
    const yesterday = new Date(`${day}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await page.goto(
      `/chat-panel-close-timeout?day=${yesterday.toISOString().slice(0, 10)}&number=${chat.phone.typed}`,
    );
    await expect(page.getByTestId("chat-list-empty")).toBeVisible();

    await page.goto(`/chat-panel-close-timeout?day=${day}&status=closed&number=${chat.phone.typed}`);
    await row(page, name).getByRole("link", { name, exact: true }).click();
    await expect(page.getByTestId("chat-summary")).toContainText("Atendido");
    await snap(page, "chat-lists-14-closed-detail");
  });

  test("agents do not get the chat lists; without the selector flag nobody gets the bot list", async ({
    page,
    browser,
  }) => {
    await signIn(page, USERS.norteAgent1);
    await expect(sidebarLabels(page)).toHaveText(["Conversaciones", "Contactos"]);
    for (const path of [
      "/chat-pendient",
      "/chat-active",
      "/chat-panel-close-timeout",
      "/chat-active/detail?ci=1",
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
    await snap(page, "chat-lists-15-agent-menu");

    // The demo businesses have the area-selector bot off: no isSelector, no "Chats con el BOT".
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, USERS.norteAdmin);
    await expect(sidebarLabels(admin)).not.toContainText(["Chats con el BOT"]);
    await admin.goto("/chat-selector-area");
    await expect(admin).toHaveURL(/\/home$/);
    await admin.goto("/chat-selector-area/detail?ci=1");
    await expect(admin).toHaveURL(/\/home$/);
    await adminContext.close();
  });
});

/** Contact names accept letters only: digits of a stamp become letters (0 → a, 1 → b…). */
function letters(stamp: string): string {
  return stamp.replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));
}

async function personId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const people = await apiPost<{ id: number; name: string }[]>(request, token, "/api/wp/ListUser");
  const person = people.find((candidate) => candidate.name === name);
  if (!person) throw new Error(`${name} is not among the people of the business`);
  return person.id;
}
