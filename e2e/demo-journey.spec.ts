import { CHAT_MESSAGES, encodePassword, MESSAGES } from "@consola/shared";
import type { Page, WebSocket } from "@playwright/test";
import {
  BUSINESSES,
  checkScreen,
  DATABASE_PASS,
  DEMO_PASSWORD,
  expect,
  signIn,
  snap,
  test,
  USERS,
} from "./fixtures.js";
import { apiPost, apiToken, contactWrites, newPhone, pendingEntry } from "./helpers-workspace.js";

/** What a fresh `npm start` gives every demo business (apps/server/src/db/seed/demo-data.ts). */
const DEMO_CATEGORY = "Resuelto";
const HEADER_HEIGHT = 64;

async function takeFromPendingBlock(page: Page, contactName: string) {
  const waiting = await pendingEntry(page, contactName);
  await waiting.getByRole("button", { name: /Tomar/ }).click();
  await expect(waiting).toHaveCount(0);
}

test.describe("the demo, as it starts", { tag: DATABASE_PASS }, () => {
  test("a demo agent takes, answers and closes a chat with a demo category, with no setup", async ({
    page,
    request,
  }) => {
    // The demo agent's quick answers are there too: the general ones and those of their area (Ventas).
    const agentToken = await apiToken(request, USERS.norteAgent1);
    const answers = JSON.stringify(await apiPost(request, agentToken, "/api/business/ListQuicklyAnswer", {}));
    expect(answers).toContain("saludo");
    expect(answers).toContain("marca, modelo y año");

    const adminToken = await apiToken(request, USERS.norteAdmin);
    const contactName = `Demo Cliente ${Date.now() % 100_000}`;
    await contactWrites(request, adminToken, {
      phoneNumber: newPhone().e164,
      name: contactName,
      message: "Hola, ¿tienen filtros de aceite?",
    });

    await signIn(page, USERS.norteAgent1);
    await takeFromPendingBlock(page, contactName);
    await expect(page.getByTestId("conversation-contact")).toHaveText(contactName);
    const composer = page.getByLabel("Mensaje", { exact: true });
    await composer.fill("¡Hola! Sí, tenemos filtros para casi todas las marcas.");
    await composer.press("Enter");
    await expect(
      page.getByTestId("message").filter({ hasText: "tenemos filtros" }).getByTestId("delivery-status"),
    ).toHaveAttribute("data-status", /sent|delivered|read/);

    await page.getByRole("button", { name: "Acciones del chat" }).click();
    await page.getByRole("menuitem", { name: "Cerrar chat" }).click();
    const closeDialog = page.getByRole("dialog", { name: "Cerrar chat" });
    await closeDialog.getByLabel("Estatus").click();
    await page.getByRole("option", { name: "Normal" }).click();
    await closeDialog.getByLabel("Categoría de cierre").click();
    // The demo's own categories, with no setup; the inactive one is not offered.
    await expect(page.getByRole("option", { name: "Venta cerrada" })).toBeVisible();
    await expect(page.getByRole("option", { name: "Pieza descontinuada" })).toHaveCount(0);
    await page.getByRole("option", { name: DEMO_CATEGORY, exact: true }).click();
    await closeDialog.getByLabel("Comentarios").fill("Se le enviaron precios");
    await snap(page, "demo-01-close-with-demo-category");
    await closeDialog.getByRole("button", { name: "Cerrar chat" }).click();
    await expect(closeDialog).toBeHidden();

    // The toast never opens over the header and its controls.
    const toast = page.getByText(CHAT_MESSAGES.chatClosed);
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(HEADER_HEIGHT);
    await checkScreen(page, "demo-02-closed-toast-under-header");

    // The chat's notifications went with it: none left in either tab of the bell.
    await page.getByRole("button", { name: /^Notificaciones/ }).click();
    const panel = page.getByTestId("notifications-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("notification-item").filter({ hasText: contactName })).toHaveCount(0);
    await page.getByRole("tab", { name: /Generales/ }).click();
    await expect(panel.getByTestId("notification-item").filter({ hasText: contactName })).toHaveCount(0);
    await page.keyboard.press("Escape");
  });

  test("the closed list shows a chat that ends at once, and says when its filters hide everything", async ({
    page,
    request,
  }) => {
    const adminToken = await apiToken(request, USERS.norteAdmin);
    const agentToken = await apiToken(request, USERS.norteAgent2);
    const categories = await apiPost<
      { id: number; name: string }[] | { items: { id: number; name: string }[] }
    >(request, adminToken, "/api/business/ListCategoryClose", {});
    const list = Array.isArray(categories) ? categories : categories.items;
    const category = list.find((item) => item.name === DEMO_CATEGORY);
    expect(category, "the demo category").toBeDefined();

    await signIn(page, USERS.norteSupervisor);
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Chats Cerrados y Caducados" }).click();
    await expect(page).toHaveURL(/\/chat-panel-close-timeout$/);

    const contactName = `Cierre Vivo ${Date.now() % 100_000}`;
    const chat = await contactWrites(request, adminToken, {
      phoneNumber: newPhone().e164,
      name: contactName,
      message: "¿Abren el sábado?",
    });
    await apiPost(request, agentToken, "/api/wp/TakePendient", { id: chat.conversationId, agentId: 0 });
    await apiPost(request, agentToken, "/api/wp/CloseMessage", {
      conversationId: chat.conversationId,
      status: "normal",
      comments: "Se le dio el horario",
      closingCategoryId: category?.id,
    });
    // No "Actualizar": the hub tells the list, which reads itself again. On a machine loaded to 13 (three
    // journeys, their servers and browsers on two cores) that took more than the default 10 s once.
    const row = page.getByRole("row").filter({ hasText: contactName });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(DEMO_CATEGORY);

    await page.getByLabel("Número del contacto").fill("99999999999");
    const empty = page.getByTestId("chat-list-empty");
    await expect(empty).toContainText("Ningún chat coincide con los filtros");
    await expect(empty).not.toContainText("No hay chats cerrados");
    await checkScreen(page, "demo-03-closed-list-filtered-empty");
    await empty.getByRole("button", { name: "Ver todos sin filtros" }).click();
    await expect(page).toHaveURL(/\/chat-panel-close-timeout$/);
    await expect(row).toBeVisible();
  });

  test("signing out shows no 'session ended' dialog; a take-over does", async ({ page, request }) => {
    // Not andinoAgent2: the password-recovery journey changes that one's password.
    const user = USERS.andinoSupervisor;
    const hubSockets: WebSocket[] = [];
    page.on("websocket", (socket) => {
      if (socket.url().includes("/hub/")) hubSockets.push(socket);
    });
    await signIn(page, user);
    await expect(page.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?logout=1$/);
    await expect(page.getByText("Cerraste sesión correctamente.")).toBeVisible();
    // The hub's Account_Exit for this sign-out may arrive before the console lets its hub go: once every hub
    // socket of the page has closed nothing more can, and it must not have turned into the take-over dialog.
    await expect
      .poll(() => hubSockets.length > 0 && hubSockets.every((socket) => socket.isClosed()))
      .toBe(true);
    await expect(page.getByText(MESSAGES.sessionEnded)).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Someone else signing in with the same user is a take-over: that one is explained.
    await signIn(page, user);
    await expect(page.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");
    const response = await request.post("/api/auth/Login", {
      data: { user: user.email, password: encodePassword(DEMO_PASSWORD) },
    });
    expect(response.ok()).toBe(true);
    await expect(page.getByRole("dialog")).toContainText(MESSAGES.sessionEnded);
  });

  test("the alert chime plays: the Content-Security-Policy allows blob: media", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to load media/i.test(message.text())) refused.push(message.text());
    });
    // Records how each play() ends, the chime's included.
    await page.addInitScript(() => {
      const plays: string[] = [];
      Object.assign(window, { __plays: plays });
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        const result = play.call(this);
        result.then(
          () => plays.push("played"),
          (error: Error) => plays.push(`failed: ${error.name}`),
        );
        return result;
      };
    });
    const answer = await page.goto("/auth/login");
    expect(answer?.headers()["content-security-policy"]).toContain("media-src 'self' blob:");
    await signIn(page, USERS.andinoAdmin);
    await page.getByTestId("alerts-menu").click();
    const sound = page.getByRole("switch", { name: "Sonido al recibir mensajes" });
    // Turning the sound on plays the chime once, as a sample.
    if (await sound.isChecked()) await sound.click();
    await sound.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __plays: string[] }).__plays))
      .toContain("played");
    expect(refused).toEqual([]);
  });

  test("at 1366 × 768 the header shows the whole title and business; the simulator fits the window", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, USERS.norteAdmin);
    const truncated = (locator: ReturnType<Page["getByTestId"]>) =>
      // A one-line clamp (the title) hides text below, an ellipsis (the business) to the right.
      locator.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1,
      );

    await page.goto("/chat-panel-close-timeout");
    const title = page.getByTestId("page-title");
    await expect(title).toHaveText("Chats Cerrados y Caducados");
    const widths = await page.getByRole("banner").evaluate((banner) => {
      const width = (element: Element | null) => Math.round(element?.getBoundingClientRect().width ?? -1);
      const title = banner.querySelector("[data-testid=page-title]");
      const row = title?.parentElement?.parentElement;
      return JSON.stringify({
        banner: width(banner),
        left: width(title?.parentElement ?? null),
        right: width(row?.lastElementChild ?? null),
        title: width(title),
        titleScroll: [title?.scrollWidth, title?.clientWidth, title?.scrollHeight, title?.clientHeight],
        business: width(banner.querySelector("[data-testid=header-business]")),
      });
    });
    expect(await truncated(title), widths).toBe(false);
    const business = page.getByTestId("header-business").getByText(BUSINESSES.norte.name);
    await expect(business).toBeVisible();
    expect(await truncated(business)).toBe(false);
    await checkScreen(page, "demo-04-header-1366");

    // On a phone the title takes a row of its own under the header's buttons instead of running under them,
    // once the layout has settled (measured at once, the title was read mid-transition, in CI).
    await page.setViewportSize({ width: 390, height: 844 });
    const search = page.getByRole("banner").getByRole("button", { name: "Buscar en la consola" });
    await expect
      .poll(async () => {
        const titleBox = await title.boundingBox();
        const searchBox = await search.boundingBox();
        return (searchBox?.y ?? 0) + (searchBox?.height ?? 0) - (titleBox?.y ?? 0);
      })
      .toBeLessThanOrEqual(0);
    expect(await truncated(title)).toBe(false);
    await page.setViewportSize({ width: 1366, height: 768 });

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Simulador de contactos" }).click();
    await expect(page).toHaveURL(/\/simulador$/);
    // Type once the page has settled (its contact list loaded), and check what was typed stayed.
    await expect(page.getByTestId("simulator-contacts")).toBeVisible();
    const number = newPhone().typed;
    await page.getByLabel("Número del contacto").fill(number);
    await page.getByLabel("Nombre del contacto").fill("Ventana Justa");
    await expect(page.getByLabel("Número del contacto")).toHaveValue(number);
    await page.getByRole("button", { name: "Abrir chat" }).click();
    const phone = page.getByTestId("simulator-phone");
    await expect(phone.getByTestId("simulator-live")).toBeVisible();
    const frame = await phone.boundingBox();
    expect(frame?.y ?? 0).toBeGreaterThanOrEqual(HEADER_HEIGHT);
    expect((frame?.y ?? 0) + (frame?.height ?? 0)).toBeLessThanOrEqual(768);
    // The page itself does not scroll: nothing is taller than the window.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeLessThanOrEqual(0);
    await checkScreen(page, "demo-05-simulator-1366x768");
    // On a phone the phone's own header keeps its "En vivo" badge whole, once the layout has settled: read at
    // once, the badge was measured mid-transition (the navbar sliding away) and seen clipped in CI.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => truncated(phone.getByTestId("simulator-live").locator("span").first()))
      .toBe(false);
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});
