import { checkScreen, expect, signIn, test, USERS } from "./fixtures.js";

/**
 * Every built screen, at 1366 px and at a phone's width, passes axe-core (WCAG 2.1 A/AA: no serious or
 * critical violation). Journeys of each screen check their own dialogs and states; this sweep makes sure no
 * screen is left out, in the state a user first sees it.
 */
const ADMIN_SCREENS: [string, string][] = [
  ["/home", "a11y-home"],
  ["/chat-pendient", "a11y-chat-pending"],
  ["/chat-active", "a11y-chat-active"],
  ["/chat-panel-close-timeout", "a11y-chat-ended"],
  ["/contact", "a11y-contacts"],
  ["/report", "a11y-report"],
  ["/report/surveys", "a11y-survey-report"],
  ["/agent", "a11y-agents"],
  ["/simulador", "a11y-simulator"],
  ["/config/company-assing-agent", "a11y-config-auto-assign"],
  ["/config/outOfTime", "a11y-config-business-hours"],
  ["/config/closingCategory", "a11y-config-closing-categories"],
  ["/config/quicklyAnswers", "a11y-config-quick-answers"],
  ["/config/smsConfig", "a11y-config-channels"],
  ["/config/companyUsers", "a11y-config-users"],
  ["/config/areasCompany", "a11y-config-areas"],
  ["/config", "a11y-config-menu"],
  ["/config/overallCompanySetup", "a11y-config-setup"],
  ["/config/surveys", "a11y-config-surveys"],
  ["/config/WelcomeMessageChatBot", "a11y-config-bot-welcome"],
  ["/config/configBusinessNameChatBot", "a11y-config-bot-name-change"],
  ["/config/SelectorAreaChatBot", "a11y-config-bot-selector"],
];

test.describe("accessibility of every screen", () => {
  // Every check signs in afresh and changes nothing: spread them over the workers rather than queue them
  // behind one (the sweep alone is a quarter of the journeys' time).
  // Two axe runs and two screenshots per screen: under a full CI run's load that takes more than a minute.
  test.describe.configure({ mode: "parallel", timeout: 120_000 });

  test("sign-in and password recovery", async ({ page }) => {
    await page.goto("/auth/login");
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    await checkScreen(page, "a11y-login");
    await page.goto("/ResetPassword?token=inventado");
    await expect(page.getByRole("heading").first()).toBeVisible();
    await checkScreen(page, "a11y-reset-invalid");
  });

  // One test per screen: each stays well inside the time limit on a busy machine.
  for (const [path, name] of ADMIN_SCREENS) {
    test(`a business admin's ${path}`, async ({ page }) => {
      await signIn(page, USERS.norteAdmin);
      await page.goto(path);
      await expect(page.getByTestId("sidebar-menu")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await checkScreen(page, name);
    });
  }

  test("another business's colours read at AA too", async ({ page }) => {
    // Café Andino's sidebar is a mid green: the theme darkens it under white text.
    await signIn(page, USERS.andinoAdmin);
    await page.waitForLoadState("networkidle");
    await checkScreen(page, "a11y-andino-home");
    await page.goto("/config");
    await expect(page.getByTestId("sidebar-menu")).toBeVisible();
    await checkScreen(page, "a11y-andino-config-menu");
  });

  // One test per screen, like the business admin's: five screens checked at two widths in one test ran out of
  // its minute on a loaded machine.
  for (const [path, name] of [
    ["/admin/report", "a11y-platform-report"],
    ["/agent", "a11y-platform-agents"],
    ["/simulador", "a11y-platform-simulator"],
    ["/admin/business", "a11y-platform-businesses"],
    ["/admin/user", "a11y-platform-users"],
  ] as const) {
    test(`a platform admin's ${path}`, async ({ page }) => {
      await signIn(page, USERS.platform);
      await page.goto(path);
      await expect(page.getByTestId("sidebar-menu")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await checkScreen(page, name);
    });
  }

  test("an agent's workspace", async ({ page }) => {
    await signIn(page, USERS.norteAgent1);
    await page.waitForLoadState("networkidle");
    await checkScreen(page, "a11y-agent-home");
  });
});
