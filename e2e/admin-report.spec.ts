import { readFile } from "node:fs/promises";
import { MASTER_REPORT_DOWNLOAD } from "@consola/shared";
import { BUSINESSES, checkScreen, expect, signIn, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, contactWrites, newPhone } from "./helpers-workspace.js";

const DAY = String.raw`\d{4}-\d{2}-\d{2}`;

/**
 * /admin/report, the platform admins' start page: a contact writes to Refaccionaria del Norte and an agent
 * answers, so today has traffic; the platform admin lands on the figures of every business, narrows them to
 * today's WhatsApp, reads the businesses by traffic and downloads them as CSV. A business admin is refused.
 */
test.describe("platform reports (/admin/report)", () => {
  test("a platform admin reads every business's traffic and downloads it", async ({ page, request }) => {
    const written = await contactWrites(request, await apiToken(request, USERS.norteAdmin), {
      phoneNumber: newPhone().e164,
      name: `Principal ${Date.now() % 100_000}`,
      message: "Hola, ¿tienen filtros de aceite?",
    });
    const agent = await apiToken(request, USERS.norteAgent2);
    await apiPost(request, agent, "/api/wp/TakePendient", { id: written.conversationId, agentId: 0 });
    await apiPost(request, agent, "/api/wp/SendMessage", {
      conversationId: written.conversationId,
      message: "Sí, ¿para qué auto?",
    });

    await signIn(page, USERS.platform);
    await expect(page).toHaveURL(new RegExp(String.raw`/admin/report\?from=${DAY}&to=${DAY}$`));
    await expect(page.getByTestId("page-title")).toHaveText("Principal");
    await expect(page.getByRole("button", { name: "Últimos 7 días" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("combobox", { name: "Agente" })).toHaveCount(0);
    const rows = page.getByTestId("report-businesses-table-row");
    const norte = rows.filter({ hasText: BUSINESSES.norte.name });
    await expect(norte).toBeVisible();
    await expect(rows.filter({ hasText: BUSINESSES.andino.name })).toBeVisible();
    // Received and sent: today's exchange at least.
    await expect(norte.getByRole("cell").nth(2)).not.toHaveText("0");
    await expect(norte.getByRole("cell").nth(3)).not.toHaveText("0");
    await expect(norte.getByRole("link", { name: BUSINESSES.norte.name })).toHaveAttribute(
      "href",
      `/admin/business?q=${encodeURIComponent(BUSINESSES.norte.name)}`,
    );
    await expect(page.getByRole("img", { name: "Mensajes por día" })).toBeVisible();
    await checkScreen(page, "admin-report-01-last-7-days");

    await page.getByRole("button", { name: "Hoy", exact: true }).click();
    await page.getByLabel("Canal").selectOption({ label: "WhatsApp" });
    await expect(page).toHaveURL(
      new RegExp(String.raw`/admin/report\?from=(${DAY})&to=\1&channel=whatsapp$`),
    );
    const cards = page.getByTestId("report-cards");
    await expect(cards.getByTestId("report-card-received").getByTestId("report-card-value")).not.toHaveText(
      "0",
    );
    await expect(cards.getByTestId("report-card-sent").getByTestId("report-card-value")).not.toHaveText("0");
    await expect(cards.getByTestId("report-card-opened").getByTestId("report-card-value")).not.toHaveText(
      "0",
    );
    await expect(
      cards.getByTestId("report-card-firstResponse").getByTestId("report-card-value"),
    ).not.toHaveText("—");
    await expect(norte.getByRole("cell").nth(2)).not.toHaveText("0");
    await expect(page.getByRole("img", { name: "Chats abiertos y terminados por día" })).toBeVisible();
    await checkScreen(page, "admin-report-02-today-whatsapp");

    const [, from, to] = new RegExp(`from=(${DAY})&to=(${DAY})`).exec(page.url()) ?? [];
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${MASTER_REPORT_DOWNLOAD.title} ${from} a ${to}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)], "starts with a BOM").toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split(/\r?\n/);
    expect(lines[0]).toBe(MASTER_REPORT_DOWNLOAD.columns.join(","));
    expect(lines.some((line) => line.includes(BUSINESSES.norte.name))).toBe(true);
    await expect(page.getByText(`Descargado: ${download.suggestedFilename()}`)).toBeVisible();
  });

  test("a business admin opening it is sent to their start page", async ({ page }) => {
    await signIn(page, USERS.norteAdmin);
    await page.goto("/admin/report");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("sidebar-menu").getByRole("link", { name: "Principal" })).toHaveCount(0);
  });
});
