import { BUSINESS_MESSAGES, type BusinessSettings, type Colors, type MyBusiness } from "@consola/shared";
import type { APIRequestContext, Page } from "@playwright/test";
import { checkScreen, expect, signIn, test, USERS } from "./fixtures.js";
import { apiPost, pageToken } from "./helpers-workspace.js";

/** The business's clock as the user menu shows it ("HH:mm" in that zone), read through Intl like the app. */
const clockIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    at,
  );

const cssVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim().toLowerCase(),
    name,
  );

/** The hour ("HH:") of a zone's clock now or a minute from now: a check never fails on the hour turning. */
const hourIn = (timeZone: string) =>
  [
    ...new Set(
      [clockIn(timeZone), clockIn(timeZone, new Date(Date.now() + 60_000))].map((c) => c.slice(0, 3)),
    ),
  ].join("|");

/**
 * The user menu's business time matches `expected`. The menu is opened once and its text awaited (it follows the
 * business as the saved settings arrive): opening and closing it in a poll could leave it toggled the wrong way.
 */
async function expectBusinessTime(page: Page, expected: RegExp): Promise<void> {
  await page.getByTestId("user-menu").click();
  await expect(page.getByTestId("business-time")).toHaveText(expected, { timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
}

/** The journey edits Norte: whatever happens, Norte is put back as it was for the journeys after this one. */
async function restore(
  request: APIRequestContext,
  token: string,
  before: MyBusiness,
  settings: BusinessSettings,
) {
  await apiPost(request, token, "/api/admin/SaveMyBusiness", {
    name: before.name,
    rfc: before.rfc,
    personType: before.personType,
    phone: before.phone,
    email: before.contact.email,
    address: before.address,
    postalCode: before.postalCode,
  });
  await apiPost(request, token, "/api/admin/SaveSettings", settings);
  await apiPost(request, token, "/api/config/SaveColors", { colors: before.colors });
  await apiPost(request, token, "/api/config/SaveSurveyActive", { surveyActive: before.surveyActive });
}

/**
 * Each part of the journey is its own test, in order on one worker, each with its own limit: as one test the
 * four parts ran past three minutes when CI's journeys shared two cores. Each edits Norte and puts it back.
 */
test.describe("business configuration: menu, overall setup and surveys", () => {
  let token = "";
  let before: MyBusiness | undefined;
  let settings: BusinessSettings | undefined;

  test.beforeEach(async ({ page, request }) => {
    before = undefined;
    settings = undefined;
    await signIn(page, USERS.norteAdmin);
    token = await pageToken(page);
    before = await apiPost<MyBusiness>(request, token, "/api/admin/MyBusiness");
    settings = await apiPost<BusinessSettings>(request, token, "/api/admin/Settings");
  });

  test.afterEach(async ({ request }) => {
    if (before && settings) await restore(request, token, before, settings);
  });

  test("the admin finds the menu and edits the business data, checked as the server checks it", async ({
    page,
    request,
  }) => {
    // The configuration menu: every /config screen as a card with a line on what it is for.
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Configuración" }).click();
    await expect(page).toHaveURL(/\/config$/);
    const cards = page.getByRole("main").getByRole("link");
    await expect(cards).toHaveCount(15);
    await expect(cards.first()).toContainText("Configuración general");
    await expect(cards.first()).toContainText("zona horaria");
    await expect(page.getByRole("link", { name: /Categorías de cierre/ })).toHaveAttribute(
      "href",
      "/config/closingCategory",
    );
    await expect(page.getByRole("link", { name: /Campos de contacto/ })).toHaveAttribute(
      "href",
      "/config/contactFields",
    );
    await checkScreen(page, "config-menu");

    await cards.first().click();
    await expect(page).toHaveURL(/\/config\/overallCompanySetup$/);
    const data = page.getByRole("form", { name: "Datos de la empresa" });
    await expect(data.getByLabel("Nombre de la empresa")).toHaveValue(before?.name ?? "");

    // Spanish validation, the same texts as the server's.
    const rfc = data.getByLabel("RFC");
    await rfc.fill("xyz");
    await expect(rfc).toHaveValue("XYZ");
    const email = data.getByLabel("Correo");
    await email.fill("no-es-correo");
    await data.getByRole("button", { name: "Guardar datos" }).click();
    await expect(data.getByText(BUSINESS_MESSAGES.rfcInvalid)).toBeVisible();
    await expect(data.getByText(BUSINESS_MESSAGES.emailInvalid)).toBeVisible();
    await rfc.fill("GAPL800101AB1");
    await data.getByRole("button", { name: "Guardar datos" }).click();
    await expect(data.getByText(BUSINESS_MESSAGES.rfcMoralLength)).toBeVisible();
    await checkScreen(page, "config-setup-01-data-errors");

    // By keyboard: fix the fields and submit with Enter.
    await rfc.fill("RNP850101AB3");
    await email.fill("atencion@norte.demo");
    await data.getByLabel("Nombre de la empresa").fill("Refaccionaria del Norte Prueba");
    const phone = data.getByRole("textbox", { name: "Teléfono" });
    await phone.fill("");
    await phone.pressSequentially("8112345679");
    await expect(phone).toHaveValue("+52 81 1234 5679");
    await data.getByLabel("Código postal").focus();
    await page.keyboard.press("Tab");
    await expect(data.getByLabel("Dirección")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(BUSINESS_MESSAGES.businessSaved)).toBeVisible();
    const saved = await apiPost<MyBusiness>(request, token, "/api/admin/MyBusiness");
    expect(saved).toMatchObject({
      name: "Refaccionaria del Norte Prueba",
      rfc: "RNP850101AB3",
      phone: "+528112345679",
      contact: { email: "atencion@norte.demo" },
    });
  });

  test("the business's clock moves with its time zone across the app", async ({ page }) => {
    await page.goto("/config/overallCompanySetup");
    // The time zone: Tijuana's clock, which the IANA data still moves in summer, shows across the app.
    await expectBusinessTime(page, new RegExp(`(${hourIn("America/Mexico_City")})`));
    const clock = page.getByRole("form", { name: "Zona horaria y teléfono" });
    await clock.getByRole("combobox", { name: "Zona horaria" }).click();
    await page.getByRole("option", { name: /^Tijuana \(Baja California\) · GMT-[78]$/ }).click();
    await expect(clock.getByTestId("clock-preview")).toContainText(clockIn("America/Tijuana").slice(0, 2));
    await clock.getByRole("button", { name: "Guardar zona horaria" }).click();
    await expect(page.getByText(BUSINESS_MESSAGES.settingsSaved)).toBeVisible();
    await expectBusinessTime(page, new RegExp(`(${hourIn("America/Tijuana")}).*Tijuana`));
    await checkScreen(page, "config-setup-02-clock");
  });

  test("colours: a light title is warned about and adjusted; restoring asks first; other consoles follow", async ({
    page,
    browser,
    request,
  }) => {
    // A colleague's console, open before the change: it takes the new colours without a reload.
    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await signIn(colleague, USERS.norteSupervisor);
    await page.goto("/config/overallCompanySetup");
    // Colours: a light title is warned about (and shown adjusted) in the preview; a purple button applies.
    const colors = page.getByRole("form", { name: "Colores" });
    await expect(colors.getByTestId("contrast-warnings")).toHaveCount(0);
    await colors.getByRole("textbox", { name: "Título", exact: true }).fill("#ffd43b");
    await colors.getByRole("textbox", { name: "Fondo de botones", exact: true }).fill("#7b2cbf");
    await page.keyboard.press("Escape");
    const warnings = colors.getByTestId("contrast-warnings");
    await expect(warnings).toContainText("Título: #ffd43b");
    await expect(warnings).toContainText("el encabezado blanco");
    const previewTitle = colors.getByTestId("preview-title");
    const titleColor = await previewTitle.evaluate((node) => getComputedStyle(node).color);
    expect(titleColor).not.toBe("rgb(255, 212, 59)");
    await expect(colors.getByTestId("preview-button")).toHaveCSS("background-color", "rgb(123, 44, 191)");
    await checkScreen(page, "config-setup-03-colors-warning");
    await colors.getByRole("button", { name: "Guardar colores" }).click();
    await expect(page.getByText(BUSINESS_MESSAGES.colorsSaved)).toBeVisible();
    await expect.poll(() => cssVariable(colleague, "--consola-bg-button")).toBe("#7b2cbf");
    await colleagueContext.close();
    await page.reload();
    await expect(page.getByRole("form", { name: "Colores" })).toBeVisible();
    expect(await cssVariable(page, "--consola-bg-button")).toBe("#7b2cbf");
    expect(await cssVariable(page, "--consola-title")).not.toBe("#ffd43b");
    await expect(
      page.getByRole("form", { name: "Colores" }).getByRole("textbox", { name: "Título", exact: true }),
    ).toHaveValue("#ffd43b");

    // Restore the defaults, with a confirmation first.
    await page.getByRole("button", { name: "Restaurar colores" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("¿Restaurar los colores predeterminados?");
    // axe reads colours: let the dialog finish fading in first.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    await checkScreen(page, "config-setup-04-restore-confirm");
    await dialog.getByRole("button", { name: "Restaurar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("contrast-warnings")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("form", { name: "Colores" })).toBeVisible();
    expect(await cssVariable(page, "--consola-bg-button")).toBe("#1971c2");
    const restored = await apiPost<MyBusiness>(request, token, "/api/admin/MyBusiness");
    expect(restored.colors).toMatchObject({
      title: "#1f2a44",
      bgButton: "#1971c2",
    } satisfies Partial<Colors>);
  });

  test("the survey switch, on its own screen, by mouse and by keyboard", async ({ page }) => {
    // The survey switch, on its own screen.
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Encuestas" }).click();
    await expect(page).toHaveURL(/\/config\/surveys$/);
    const surveySwitch = page.getByRole("switch", { name: "Encuestas activas" });
    // The demo sends its survey after every close: the switch starts on.
    await expect(surveySwitch).toBeChecked();
    await surveySwitch.click();
    await expect(page.getByText(BUSINESS_MESSAGES.surveysOff)).toBeVisible();
    await expect(surveySwitch).not.toBeChecked();
    await checkScreen(page, "config-surveys");
    await surveySwitch.focus();
    await page.keyboard.press("Space");
    await expect(page.getByText(BUSINESS_MESSAGES.surveysOn)).toBeVisible();
    await expect(surveySwitch).toBeChecked();
    await page.reload();
    await expect(page.getByRole("switch", { name: "Encuestas activas" })).toBeChecked();
  });
});

test.describe("business configuration in another country", () => {
  test("a Colombian business's phone input takes numbers as Colombian", async ({ page }) => {
    await signIn(page, USERS.andinoAdmin);
    await page.goto("/config/overallCompanySetup");
    const clock = page.getByRole("form", { name: "Zona horaria y teléfono" });
    await expect(clock.getByRole("combobox", { name: "País de los teléfonos" })).toHaveValue(
      "Colombia (+57)",
    );
    const phone = page
      .getByRole("form", { name: "Datos de la empresa" })
      .getByRole("textbox", { name: "Teléfono" });
    await phone.fill("");
    await phone.pressSequentially("3001234567");
    await expect(phone).toHaveValue("+57 300 1234567");
  });
});
