import { CHANNEL_LINE_MESSAGES, CHANNEL_TEST_MESSAGES, TEMPLATE_MESSAGES } from "@consola/shared";
import { checkScreen, expect, signIn, test, USERS } from "./fixtures.js";
import { apiPost, pageToken } from "./helpers-workspace.js";

test.describe("channel lines, keys and WhatsApp templates (/config/smsConfig)", () => {
  test("an admin saves the sandbox line, tests it, and creates a template the sandbox approves", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    await signIn(page, USERS.norteAdmin);
    await page.goto("/config/smsConfig");

    // The business's lines: with no provider account it talks through its sandbox lines.
    const whatsappLine = page.getByTestId("channel-line").filter({ hasText: /sandbox-\d+-whatsapp/ });
    const smsLine = page.getByTestId("channel-line").filter({ hasText: /sandbox-\d+-sms/ });
    await expect(whatsappLine).toBeVisible();
    await expect(smsLine).toBeVisible();
    await expect(whatsappLine).toContainText("Sandbox (simulador)");
    await expect(page.getByRole("heading", { name: "WhatsApp", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "SMS y MMS", exact: true })).toBeVisible();
    await checkScreen(page, "config-channels-01-lines");

    // Edit the sandbox line by keyboard: Tab from the number to the next field, Enter saves.
    await whatsappLine.getByRole("button", { name: /^Editar llaves/ }).click();
    const lineForm = page.getByRole("dialog", { name: "Editar línea y llaves" });
    const number = lineForm.getByRole("textbox", { name: "Número de la línea" });
    await number.fill("+528180001234");
    await number.press("Tab");
    await expect(lineForm.getByRole("textbox", { name: "Ruta" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(CHANNEL_LINE_MESSAGES.saved)).toBeVisible();
    await expect(lineForm).toBeHidden();
    await expect(whatsappLine).toContainText("Número: +528180001234");

    // Probar conexión: the sandbox always passes, and says so beside the line.
    await whatsappLine.getByRole("button", { name: /^Probar conexión/ }).click();
    const result = whatsappLine.getByTestId("line-test-result");
    await expect(result).toContainText("Conexión correcta");
    await expect(result).toContainText(CHANNEL_TEST_MESSAGES.sandboxPassed);
    await checkScreen(page, "config-channels-02-tested");

    // A new line needs its id and its token: the server's own texts, before anything is sent.
    await page.getByRole("button", { name: "Agregar línea" }).click();
    const newLine = page.getByRole("dialog", { name: "Agregar línea" });
    await newLine.getByRole("button", { name: "Guardar línea" }).click();
    await expect(newLine.getByText(CHANNEL_LINE_MESSAGES.externalIdRequired)).toBeVisible();
    await expect(newLine.getByText(CHANNEL_LINE_MESSAGES.credentialRequired("accessToken"))).toBeVisible();
    // Keys are write-only: password inputs that start empty.
    await expect(newLine.getByLabel("Token de acceso")).toHaveAttribute("type", "password");
    await expect(newLine.getByLabel("Token de acceso")).toHaveValue("");
    await expect(newLine).toHaveCSS("opacity", "1");
    await checkScreen(page, "config-channels-03-new-line-errors");
    await newLine.getByRole("combobox", { name: "Canal" }).click();
    await page.getByRole("option", { name: "SMS y MMS" }).click();
    await expect(newLine.getByLabel("Account SID")).toBeVisible();
    await expect(newLine.getByLabel("Auth token")).toBeVisible();
    await newLine.getByRole("button", { name: "Cancelar" }).click();
    await expect(newLine).toBeHidden();

    // Templates: sync the sandbox line's list with its approval state.
    await page.getByRole("tab", { name: "Plantillas de WhatsApp" }).click();
    await page.getByRole("button", { name: "Sincronizar" }).click();
    await expect(page.getByText(TEMPLATE_MESSAGES.synced)).toBeVisible();
    const rows = page.getByTestId("template-row");
    await expect(rows.filter({ hasText: "bienvenida" })).toContainText("Aprobada");
    await expect(rows.filter({ hasText: "recordatorio_cita" })).toBeVisible();
    await checkScreen(page, "config-channels-04-templates");

    // A new template: Enter on the empty form gives the required texts; the name is made WhatsApp's way.
    await page.getByRole("button", { name: "Nueva plantilla" }).click();
    const templateForm = page.getByRole("dialog", { name: "Nueva plantilla de WhatsApp" });
    const name = templateForm.getByRole("textbox", { name: "Nombre" });
    await expect(name).toBeFocused();
    await name.press("Enter");
    await expect(templateForm.getByText(TEMPLATE_MESSAGES.nameRequired)).toBeVisible();
    await expect(templateForm.getByText(TEMPLATE_MESSAGES.bodyRequired)).toBeVisible();
    // The dialog has finished fading in: axe reads its colours, not a half-faded frame.
    await expect(templateForm).toHaveCSS("opacity", "1");
    await checkScreen(page, "config-channels-05-template-required");

    await name.pressSequentially(`Aviso Pedido ${stamp}`);
    const templateName = `aviso_pedido_${stamp}`;
    await expect(name).toHaveValue(templateName);
    await templateForm
      .getByRole("textbox", { name: "Texto" })
      .fill("Hola {{1}}, tu pedido {{2}} ya va en camino.");
    await templateForm.getByRole("button", { name: "Crear y enviar a aprobación" }).click();
    await expect(templateForm.getByText(TEMPLATE_MESSAGES.exampleRequired)).toBeVisible();
    await templateForm.getByRole("textbox", { name: "Ejemplo para {{1}}" }).fill("Ana");
    const second = templateForm.getByRole("textbox", { name: "Ejemplo para {{2}}" });
    await second.fill("A-1024");
    await expect(templateForm.getByTestId("template-preview")).toHaveText(
      "Hola Ana, tu pedido A-1024 ya va en camino.",
    );
    await expect(templateForm).toHaveCSS("opacity", "1");
    await checkScreen(page, "config-channels-06-template-filled");
    await second.press("Enter");
    await expect(page.getByText(TEMPLATE_MESSAGES.approved)).toBeVisible();
    await expect(templateForm).toBeHidden();
    const created = rows.filter({ hasText: templateName });
    await expect(created).toContainText("Aprobada");
    await expect(created).toContainText("Español (México)");

    // Search narrows the list; the same name again is refused in Spanish.
    await page.getByRole("searchbox", { name: "Buscar plantillas" }).fill(templateName);
    await expect(rows).toHaveCount(1);
    await checkScreen(page, "config-channels-07-template-approved");
    await page.getByRole("button", { name: "Nueva plantilla" }).click();
    await name.fill(templateName);
    await templateForm.getByRole("textbox", { name: "Texto" }).fill("Otra versión");
    await templateForm.getByRole("button", { name: "Crear y enviar a aprobación" }).click();
    await expect(templateForm.getByTestId("template-form-error")).toHaveText(TEMPLATE_MESSAGES.taken);
    await templateForm.getByRole("button", { name: "Cancelar" }).click();

    // Agents are offered the approved template when they write.
    const offered = await apiPost<{ name: string }[]>(
      request,
      await pageToken(page),
      "/api/wp/GetTemplateList",
    );
    expect(offered.map((template) => template.name)).toContain(templateName);
  });
});
