import { CHAT_MESSAGES, MESSAGES } from "@consola/shared";
import { DATABASE_PASS, expect, signIn, snap, test, USERS } from "./fixtures.js";
import { activateDemoSurvey } from "./helpers-surveys.js";
import { apiPost, apiToken, newPhone, pendingEntry } from "./helpers-workspace.js";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("conversations workspace", { tag: DATABASE_PASS }, () => {
  test("a contact played in the simulator reaches an agent, who replies live and closes the chat", async ({
    browser,
    request,
  }) => {
    const category = `Resuelto E2E ${Date.now()}`;
    const setupToken = await apiToken(request, USERS.norteAdmin);
    await activateDemoSurvey(request, setupToken);
    await apiPost(request, setupToken, "/api/business/AddCategoryClose", {
      name: category,
      description: "Creada por la prueba del espacio de trabajo",
    });
    const contact = newPhone();
    const contactName = "Claudia Prueba";

    // The admin plays the contact in one browser…
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, USERS.norteAdmin);
    await admin.getByTestId("user-menu").click();
    await admin.getByRole("menuitem", { name: "Simulador de contactos" }).click();
    await expect(admin).toHaveURL(/\/simulador$/);
    await admin.getByLabel("Número del contacto").fill(contact.typed);
    await admin.getByLabel("Nombre del contacto").fill(contactName);
    await admin.getByRole("button", { name: "Abrir chat" }).click();
    const phone = admin.getByTestId("simulator-phone");
    await expect(phone.getByTestId("simulator-live")).toBeVisible();

    // …while the agent works in another.
    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    await signIn(agent, USERS.norteAgent1);
    await expect(agent.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");
    await snap(agent, "workspace-01-agent-empty");

    await phone.getByLabel("Escribe un mensaje").fill("Hola, necesito una cotización de balatas");
    await phone.getByLabel("Escribe un mensaje").press("Enter");
    await expect(phone.getByText("Hola, necesito una cotización de balatas")).toBeVisible();
    await snap(admin, "workspace-02-simulator-contact-writes");

    // The agent hears of the new contact through the bell (general tab), live.
    const bell = agent.getByRole("button", { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName(/Notificaciones: \d+/);
    await bell.click();
    await agent.getByRole("tab", { name: /Generales/ }).click();
    const panel = agent.getByTestId("notifications-panel");
    await expect(panel.getByTestId("notification-item").filter({ hasText: contactName })).toBeVisible();
    await snap(agent, "workspace-03-bell-new-contact");
    await agent.keyboard.press("Escape");

    // The chat waits in the pending block of /home, which updated without a reload; the agent takes it.
    const waiting = await pendingEntry(agent, contactName);
    await snap(agent, "workspace-03a-pending-block");
    // However long the unfolded queue, the agent's own list stays on screen below it.
    await expect(agent.getByRole("textbox", { name: "Buscar por nombre o número" })).toBeInViewport();
    await waiting.getByRole("button", { name: /Tomar/ }).click();
    await expect(waiting).toHaveCount(0);

    // Taking it opens the conversation here, read; it is now one of the agent's chats.
    const row = agent.getByTestId("chat-row").filter({ hasText: contactName });
    await expect(row).toBeVisible();
    await expect(agent.getByTestId("conversation-contact")).toHaveText(contactName);
    await expect(agent.getByTestId("window-countdown")).toContainText(/Cierra en 2[34] h \d+ min/);
    await expect(agent.getByTestId("message-list")).toContainText("Hola, necesito una cotización de balatas");
    await expect(row.getByTestId("unread-badge")).toHaveCount(0);
    // "Chat tomado" says so without covering the chat's own actions, there to be used next.
    const taken = agent.getByText(CHAT_MESSAGES.chatTaken);
    await expect(taken).toBeVisible();
    const toastBox = await taken.boundingBox();
    for (const control of [
      agent.getByRole("button", { name: "Acciones del chat" }),
      agent.getByRole("button", { name: "Nuevo chat" }),
      agent.getByLabel("Mensaje", { exact: true }),
    ]) {
      const box = await control.boundingBox();
      expect(toastBox && box && overlaps(toastBox, box), "the toast covers a control").toBe(false);
    }

    // The agent replies; the contact sees it on the simulator at once. Taking the chat put the keyboard in
    // its composer (the button pressed went with its row).
    const composer = agent.getByLabel("Mensaje", { exact: true });
    await expect(composer).toBeFocused();
    await composer.fill("¡Hola Claudia! Con gusto, ¿para qué vehículo son?");
    await composer.press("Enter");
    const reply = agent.getByTestId("message").filter({ hasText: "¿para qué vehículo son?" });
    await expect(reply.getByTestId("delivery-status")).toHaveAttribute("data-status", /sent|delivered|read/);
    await expect(phone.getByText("¡Hola Claudia! Con gusto, ¿para qué vehículo son?")).toBeVisible();
    await snap(agent, "workspace-04-agent-replied");
    await snap(admin, "workspace-05-simulator-sees-reply");

    // The contact answers again: it appends to the open conversation live.
    await phone.getByLabel("Escribe un mensaje").fill("Es un Aveo 2015");
    await phone.getByLabel("Escribe un mensaje").press("Enter");
    await expect(agent.getByTestId("message-list")).toContainText("Es un Aveo 2015");
    await expect(row.getByTestId("chat-preview")).toHaveText("Es un Aveo 2015");

    // Status change needs a status and comments.
    await agent.getByRole("button", { name: "Acciones del chat" }).click();
    await agent.getByRole("menuitem", { name: "Cambiar estatus" }).click();
    const statusDialog = agent.getByRole("dialog", { name: "Cambiar estatus" });
    await statusDialog.getByLabel("Estatus").click();
    await agent.getByRole("option", { name: "En proceso" }).click();
    await statusDialog.getByRole("button", { name: "Guardar estatus" }).click();
    await expect(statusDialog).toContainText(MESSAGES.commentsRequired);
    await statusDialog.getByLabel("Comentarios").fill("Cotizando balatas delanteras");
    await statusDialog.getByRole("button", { name: "Guardar estatus" }).click();
    await expect(statusDialog).toBeHidden();
    await expect(agent.getByTestId("conversation-header")).toContainText("Estatus: En proceso");

    // Closing needs status, comments and category; then the chat leaves the list.
    await agent.getByRole("button", { name: "Acciones del chat" }).click();
    await agent.getByRole("menuitem", { name: "Cerrar chat" }).click();
    const closeDialog = agent.getByRole("dialog", { name: "Cerrar chat" });
    await closeDialog.getByRole("button", { name: "Cerrar chat" }).click();
    await expect(closeDialog).toContainText(MESSAGES.statusRequired);
    await expect(closeDialog).toContainText(MESSAGES.commentsRequired);
    await expect(closeDialog).toContainText(CHAT_MESSAGES.closingCategoryRequired);
    await snap(agent, "workspace-06-close-required-fields");
    await closeDialog.getByLabel("Estatus").click();
    await agent.getByRole("option", { name: "Normal" }).click();
    await closeDialog.getByLabel("Categoría de cierre").click();
    await agent.getByRole("option", { name: category }).click();
    await closeDialog.getByLabel("Comentarios").fill("Se envió la cotización");
    await closeDialog.getByRole("button", { name: "Cerrar chat" }).click();
    await expect(closeDialog).toBeHidden();
    await expect(agent.getByText(CHAT_MESSAGES.chatClosed)).toBeVisible();
    await expect(row).toHaveCount(0);
    // The keyboard is back on the list's search, not at the top of the page.
    await expect(agent.getByRole("textbox", { name: "Buscar por nombre o número" })).toBeFocused();
    await snap(agent, "workspace-07-chat-closed");

    // Norte's satisfaction survey (the demo's, switch on) reaches the contact as the chat closes. They answer
    // in their own words and by number; the answers stay in the closed chat: nothing comes back to the agent.
    const messages = phone.getByTestId("message");
    const write = async (text: string) => {
      await phone.getByLabel("Escribe un mensaje").fill(text);
      await phone.getByLabel("Escribe un mensaje").press("Enter");
    };
    await expect(messages.filter({ hasText: "¿Nos ayudas con unas preguntas rápidas?" })).toHaveCount(1);
    await expect(messages.filter({ hasText: "1. Excelente" })).toHaveCount(1);
    await write("EXCELENTE");
    await expect(messages.filter({ hasText: "¿Resolvimos tu duda?" })).toHaveCount(1);
    await write("talvez"); // fits no answer: the question again, with a hint
    await expect(messages.filter({ hasText: "No entendí tu respuesta" })).toHaveCount(1);
    await write("si");
    await expect(messages.filter({ hasText: "¿Nos recomendarías?" })).toHaveCount(1);
    await write("1");
    await expect(messages.filter({ hasText: "¡Gracias por tu opinión!" })).toHaveCount(1);
    await snap(admin, "workspace-08-simulator-survey-answered");
    await expect(agent.getByTestId("chat-row").filter({ hasText: contactName })).toHaveCount(0);
    await expect(agent.getByTestId("pending-block").getByText(contactName)).toHaveCount(0);

    await adminContext.close();
    await agentContext.close();
  });
});
