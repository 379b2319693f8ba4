import { readFile } from "node:fs/promises";
import { SURVEY_REPORT_CSV_COLUMNS } from "@consola/shared";
import { checkScreen, expect, signIn, test, USERS } from "./fixtures.js";

const DAY = String.raw`\d{4}-\d{2}-\d{2}`;

/**
 * /report/surveys on the demo seed, whose first business (Refaccionaria del Norte) has an active survey with
 * responses on recent days: the supervisor opens it from the sidebar's «Encuestas», reads the cards, the chart,
 * each question's answers, the tables and the comments, changes the period, sorts a table from the keyboard
 * and downloads the answers; the admin reaches it from /report and from the survey list; agents cannot.
 */
test.describe("survey report (/report/surveys)", () => {
  test("a supervisor reads the survey report, changes the period and downloads the answers", async ({
    page,
  }) => {
    await signIn(page, USERS.norteSupervisor);
    const menu = page.getByTestId("sidebar-menu");
    await expect(menu.getByRole("link", { name: "Encuestas" })).toHaveCount(1);
    await menu.getByRole("link", { name: "Encuestas" }).click();
    await expect(page).toHaveURL(new RegExp(String.raw`/report/surveys\?from=${DAY}&to=${DAY}$`));
    await expect(page.getByTestId("page-title")).toHaveText("Reporte de encuestas");
    await expect(menu.getByRole("link", { name: "Encuestas" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Últimos 7 días" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // The seeded week: surveys sent, answered questions, both tables and the comments.
    const survey = page.getByRole("combobox", { name: "Encuesta", exact: true });
    await expect(survey).toBeEnabled();
    await expect(survey.locator("option:checked")).not.toHaveText("");
    const cards = page.getByTestId("report-cards");
    await expect(cards.getByTestId("report-card-sent").getByTestId("report-card-value")).toHaveText(
      /^[1-9]\d*$/,
    );
    await expect(cards.getByTestId("report-card-completionRate").getByTestId("report-card-value")).toHaveText(
      /^\d+ %$|^—$/,
    );
    await expect(cards.getByTestId("report-card-averageScore").getByTestId("report-card-value")).toHaveText(
      /^\d+\.\d \/ 10$|^—$/,
    );
    await expect(page.getByRole("img", { name: "Encuestas enviadas y completas por día" })).toBeVisible();
    await expect(page.getByTestId("survey-question").first()).toBeVisible();
    await expect(page.getByTestId("survey-answer").first()).toContainText(/\d+ · \d+ %/);
    await expect(page.getByTestId("survey-areas-table-row").first()).toBeVisible();
    await expect(page.getByTestId("survey-agents-table-row").first()).toBeVisible();
    await checkScreen(page, "survey-report-01-last-7-days");

    // The chart's figures as a table; the agents sorted by satisfaction from the keyboard.
    const perDay = page.getByTestId("survey-per-day");
    await perDay.getByText("Tabla").click();
    await expect(perDay.getByTestId("survey-per-day-table-row")).toHaveCount(7);
    const satisfaction = page
      .getByTestId("survey-agents-table")
      .getByRole("columnheader", { name: /Satisfacción/ });
    await satisfaction.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(satisfaction).toHaveAttribute("aria-sort", "descending");

    // The answers of the week as a CSV: a BOM, the shared header, a row per answer.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)], "starts with a BOM").toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split(/\r?\n/);
    expect(lines[0], "header").toBe(SURVEY_REPORT_CSV_COLUMNS.join(","));
    expect(lines.length, "a row per answer of the seeded week").toBeGreaterThan(1);
    await expect(page.getByText(`Descargado: ${download.suggestedFilename()}`)).toBeVisible();

    // Another period: "Mes anterior" goes to the URL and every part answers for it.
    await perDay.getByText("Gráfica").click();
    await page.getByRole("button", { name: "Mes anterior" }).click();
    await expect(page).toHaveURL(new RegExp(String.raw`/report/surveys\?from=\d{4}-\d{2}-01&to=${DAY}$`));
    await expect(page.getByRole("button", { name: "Mes anterior" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards.getByTestId("report-card-sent").getByTestId("report-card-value")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("report-skeleton")).toHaveCount(0);
    await checkScreen(page, "survey-report-02-last-month");

    // A month long before the seed, from a shared link: every part says no survey went out.
    await page.goto("/report/surveys?from=2020-01-01&to=2020-01-31");
    // A whole load (session refresh, the page's chunk, three reports): slower than a step within the page.
    await expect(page.getByTestId("report-card-value").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("No se enviaron encuestas en este periodo")).toHaveCount(4);
    await expect(page.getByText("Sin comentarios en este periodo")).toBeVisible();
    await expect(cards.getByTestId("report-card-sent").getByTestId("report-card-value")).toHaveText("0");
    await checkScreen(page, "survey-report-03-empty-period");
  });

  test("an admin opens it from /report and from the survey list", async ({ page }) => {
    await signIn(page, USERS.norteAdmin);
    await page.goto("/report?from=2026-01-01&to=2026-01-31&channel=whatsapp");
    await page.getByRole("link", { name: "Reporte de encuestas" }).click();
    await expect(page).toHaveURL(/\/report\/surveys\?from=2026-01-01&to=2026-01-31&channel=whatsapp$/);
    await expect(page.getByTestId("page-title")).toHaveText("Reporte de encuestas");
    await expect(page.getByLabel("Canal")).toHaveValue("whatsapp");
    // An admin's «Encuestas» is the survey list; here the sidebar marks «Reportes».
    const menu = page.getByTestId("sidebar-menu");
    await expect(menu.getByRole("link", { name: "Reportes" })).toHaveAttribute("aria-current", "page");

    await menu.getByRole("link", { name: "Encuestas" }).click();
    await expect(page).toHaveURL(/\/config\/surveys$/);
    await page.getByRole("link", { name: "Ver reporte" }).click();
    await expect(page).toHaveURL(new RegExp(String.raw`/report/surveys\?from=${DAY}&to=${DAY}$`));
    await expect(page.getByTestId("report-cards").getByTestId("report-card-value")).toHaveCount(6);
  });

  test("an agent is sent back to the start page", async ({ page }) => {
    await signIn(page, USERS.norteAgent1);
    await page.goto("/report/surveys");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("sidebar-menu").getByRole("link", { name: "Encuestas" })).toHaveCount(0);
  });
});
