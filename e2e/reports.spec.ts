import { readFile } from "node:fs/promises";
import { REPORT_DOWNLOAD_KINDS, REPORT_DOWNLOADS } from "@consola/shared";
import { checkScreen, expect, signIn, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, contactWrites, newPhone, pageToken } from "./helpers-workspace.js";

/**
 * Refaccionaria del Norte's /report: a contact writes over the sandbox and an agent answers, so today has
 * figures; the admin narrows the view with a quick range and a channel, reads the cards, charts and tables,
 * and the view survives a reload because it lives in the URL. Supervisors may open it, agents may not.
 */
test.describe("reports", () => {
  test("an admin filters the period's figures and the URL keeps the view", async ({ page, request }) => {
    await signIn(page, USERS.norteAdmin);
    const contact = `Reporte ${Date.now() % 100_000}`;
    const written = await contactWrites(request, await pageToken(page), {
      phoneNumber: newPhone().e164,
      name: contact,
      message: "Hola, ¿tienen balatas para un Tsuru?",
    });
    const agent = await apiToken(request, USERS.norteAgent2);
    await apiPost(request, agent, "/api/wp/TakePendient", { id: written.conversationId, agentId: 0 });
    await apiPost(request, agent, "/api/wp/SendMessage", {
      conversationId: written.conversationId,
      message: "Sí, ¿de qué año es?",
    });

    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Reportes" }).click();
    await expect(page).toHaveURL(/\/report\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("button", { name: "Últimos 7 días" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("report-card-opened").getByTestId("report-card-value")).not.toHaveText("0");
    await expect(page.getByRole("img", { name: "Mensajes por día" })).toBeVisible();
    await checkScreen(page, "report-01-last-7-days");

    await page.getByRole("button", { name: "Hoy", exact: true }).click();
    await page.getByLabel("Canal").selectOption({ label: "WhatsApp" });
    await expect(page).toHaveURL(/\/report\?from=(\d{4}-\d{2}-\d{2})&to=\1&channel=whatsapp$/);
    const filtered = page.url();

    const cards = page.getByTestId("report-cards");
    await expect(cards.getByTestId("report-card-opened").getByTestId("report-card-value")).not.toHaveText(
      "0",
    );
    await expect(
      cards.getByTestId("report-card-firstResponse").getByTestId("report-card-value"),
    ).not.toHaveText("—");
    await expect(page.getByRole("img", { name: "Mensajes por día" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Chats abiertos y terminados por día" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Primera respuesta mediana por agente" })).toBeVisible();
    await expect(page.getByTestId("report-agents-table-row").first()).toBeVisible();
    const detailRow = page.getByTestId("report-detail-table-row").filter({ hasText: contact });
    await expect(detailRow).toContainText("WhatsApp");
    await expect(detailRow).toContainText("Activo");

    // The chart's figures as a table, and a table sorted from the keyboard.
    const messages = page.getByTestId("report-messages");
    await messages.getByText("Tabla").click();
    await expect(messages.getByTestId("report-messages-table-row")).toHaveCount(1);
    const agentHeader = page.getByTestId("report-agents-table").getByRole("columnheader", { name: /Agente/ });
    await agentHeader.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(agentHeader).toHaveAttribute("aria-sort", "ascending");
    await checkScreen(page, "report-02-today-whatsapp");

    await page.reload();
    await expect(page).toHaveURL(filtered);
    await expect(page.getByRole("button", { name: "Hoy", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByLabel("Canal")).toHaveValue("whatsapp");
    await expect(page.getByTestId("report-detail-table-row").filter({ hasText: contact })).toBeVisible();
  });

  test("an admin narrows the report to a label: only its chats, and its row in the label table", async ({
    page,
    request,
  }) => {
    await signIn(page, USERS.norteAdmin);
    const admin = await pageToken(page);
    const stamp = Date.now() % 100_000;
    const label = await apiPost<{ id: number }>(request, admin, "/api/labels/SaveLabel", {
      name: `Garantía ${stamp}`,
      color: "orange",
    });
    const labelled = await contactWrites(request, admin, {
      phoneNumber: newPhone().e164,
      name: `Con Etiqueta ${stamp}`,
      message: "Mi pedido llegó incompleto",
    });
    await contactWrites(request, admin, {
      phoneNumber: newPhone().e164,
      name: `Sin Etiqueta ${stamp}`,
      message: "¿Tienen filtros de aire?",
    });
    await apiPost(request, admin, "/api/labels/LabelChat", {
      conversationId: labelled.conversationId,
      add: [label.id],
    });

    await page.goto("/report");
    await page.getByRole("button", { name: "Hoy", exact: true }).click();
    await page
      .getByRole("combobox", { name: "Etiqueta", exact: true })
      .selectOption({ label: `Garantía ${stamp}` });
    await expect(page).toHaveURL(new RegExp(`label=${label.id}`));
    const rows = page.getByTestId("report-detail-table-row");
    await expect(rows.filter({ hasText: `Con Etiqueta ${stamp}` })).toBeVisible();
    await expect(rows.filter({ hasText: `Sin Etiqueta ${stamp}` })).toHaveCount(0);
    await expect(
      page
        .getByTestId("report-labels-table")
        .getByRole("row")
        .filter({ hasText: `Garantía ${stamp}` }),
    ).toBeVisible();
    await checkScreen(page, "report-03-by-label");
  });

  test("each CSV downloads with a BOM, its header and the day's chat", async ({ page, request }) => {
    await signIn(page, USERS.norteSupervisor);
    const contact = `Descarga ${Date.now() % 100_000}`;
    const written = await contactWrites(request, await apiToken(request, USERS.norteAdmin), {
      phoneNumber: newPhone().e164,
      name: contact,
      message: "¿Me mandan la factura?",
    });
    const agent = await apiToken(request, USERS.norteAgent2);
    await apiPost(request, agent, "/api/wp/TakePendient", { id: written.conversationId, agentId: 0 });
    await apiPost(request, agent, "/api/wp/SendMessage", {
      conversationId: written.conversationId,
      message: "Claro, en un momento.",
    });

    await page.goto("/report");
    await page.getByRole("button", { name: "Hoy", exact: true }).click();
    // The URL follows the click a moment later, and the screen renders it later still (the router's
    // navigation is a transition): read the period once it is one day and the page shows it.
    await expect(page).toHaveURL(/from=(\d{4}-\d{2}-\d{2})&to=\1/);
    await expect(page.getByRole("button", { name: "Hoy", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const [, from, to] = /from=(\d{4}-\d{2}-\d{2})&to=(\d{4}-\d{2}-\d{2})/.exec(page.url()) ?? [];
    for (const kind of REPORT_DOWNLOAD_KINDS) {
      const { title, columns } = REPORT_DOWNLOADS[kind];
      await page.getByRole("button", { name: "Descargar CSV" }).click();
      const downloading = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: title, exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${title} Refaccionaria del Norte ${from} a ${to}.csv`);
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 3)], `${kind} starts with a BOM`).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString("utf8").trimEnd().split(/\r?\n/);
      expect(lines[0], `${kind} header`).toBe(columns.join(","));
      if (kind === "conversaciones") {
        expect(
          lines.find((line) => line.startsWith(`${from},`)),
          `${kind} row of the day`,
        ).toBeDefined();
      } else {
        const row = lines.find((line) => line.includes(contact));
        expect(row, `${kind} row of ${contact}`).toContain(String(written.conversationId));
      }
      await expect(page.getByText(`Descargado: ${download.suggestedFilename()}`)).toBeVisible();
    }
  });

  test("a supervisor opens the reports", async ({ page }) => {
    await signIn(page, USERS.norteSupervisor);
    await page.goto("/report?channel=sms");
    await expect(page.getByTestId("page-title")).toHaveText("Reportes");
    await expect(page.getByTestId("report-cards").getByTestId("report-card-value")).toHaveCount(6);
    await expect(page).toHaveURL(/\/report\?channel=sms&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByLabel("Canal")).toHaveValue("sms");
    await checkScreen(page, "report-03-supervisor-sms");
  });

  test("an agent is sent back to the start page", async ({ page }) => {
    await signIn(page, USERS.norteAgent1);
    await page.goto("/report");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("sidebar-menu").getByRole("link", { name: "Reportes" })).toHaveCount(0);
  });
});
