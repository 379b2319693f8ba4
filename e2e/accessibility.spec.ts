import {
  BUSINESSES,
  checkScreen,
  type DemoUser,
  expect,
  screenSettled,
  signIn,
  test,
  USERS,
} from "./fixtures.js";

/**
 * Every built screen, at 1366 px and at a phone's width, passes axe-core (WCAG 2.1 A/AA: no serious or
 * critical violation). Journeys of each screen check their own dialogs and states; this sweep makes sure no
 * screen is left out, in the state a user first sees it. Each test signs in once and opens its screens one
 * after another, as a person going through the menu does; the groups are small enough for the workers to
 * share them and for each to stay well inside its limit on a loaded machine.
 */
type Sweep = { title: string; who: DemoUser; screens: [path: string, name: string][] };

const SWEEPS: Sweep[] = [
  {
    title: "a business admin's chat lists",
    who: USERS.norteAdmin,
    screens: [
      ["/home", "a11y-home"],
      ["/chat-pendient", "a11y-chat-pending"],
      ["/chat-active", "a11y-chat-active"],
      ["/chat-panel-close-timeout", "a11y-chat-ended"],
    ],
  },
  {
    title: "a business admin's contacts, agents and simulator",
    who: USERS.norteAdmin,
    screens: [
      ["/contact", "a11y-contacts"],
      ["/agent", "a11y-agents"],
      ["/simulador", "a11y-simulator"],
      // The wizard's first step; campaigns.spec.ts checks its other steps and the campaign screens.
      ["/campaigns/edit", "a11y-campaign-new"],
    ],
  },
  {
    title: "a business admin's reports",
    who: USERS.norteAdmin,
    screens: [
      ["/report", "a11y-report"],
      ["/report/surveys", "a11y-survey-report"],
    ],
  },
  {
    title: "a business admin's business settings",
    who: USERS.norteAdmin,
    screens: [
      ["/config", "a11y-config-menu"],
      ["/config/overallCompanySetup", "a11y-config-setup"],
      ["/config/surveys", "a11y-config-surveys"],
      ["/config/company-assing-agent", "a11y-config-auto-assign"],
      ["/config/outOfTime", "a11y-config-business-hours"],
    ],
  },
  {
    title: "a business admin's lists and lines",
    who: USERS.norteAdmin,
    screens: [
      ["/config/closingCategory", "a11y-config-closing-categories"],
      ["/config/labels", "a11y-config-labels"],
      ["/config/quicklyAnswers", "a11y-config-quick-answers"],
      ["/config/smsConfig", "a11y-config-channels"],
      ["/config/companyUsers", "a11y-config-users"],
    ],
  },
  {
    title: "a business admin's areas and bots",
    who: USERS.norteAdmin,
    screens: [
      ["/config/areasCompany", "a11y-config-areas"],
      ["/config/WelcomeMessageChatBot", "a11y-config-bot-welcome"],
      ["/config/configBusinessNameChatBot", "a11y-config-bot-name-change"],
      ["/config/SelectorAreaChatBot", "a11y-config-bot-selector"],
    ],
  },
  {
    title: "a platform admin's screens",
    who: USERS.platform,
    screens: [
      ["/admin/report", "a11y-platform-report"],
      ["/agent", "a11y-platform-agents"],
      ["/simulador", "a11y-platform-simulator"],
      ["/admin/business", "a11y-platform-businesses"],
      ["/admin/user", "a11y-platform-users"],
    ],
  },
  {
    // Café Andino's sidebar is a mid green: the theme darkens it under white text.
    title: `another business's colours read at AA too (${BUSINESSES.andino.name})`,
    who: USERS.andinoAdmin,
    screens: [
      ["/home", "a11y-andino-home"],
      ["/config", "a11y-andino-config-menu"],
    ],
  },
  { title: "an agent's workspace", who: USERS.norteAgent1, screens: [["/home", "a11y-agent-home"]] },
];

test.describe("accessibility of every screen", () => {
  // Each sweep signs in as its own person and changes nothing: the workers share them.
  test.describe.configure({ mode: "parallel" });

  test("sign-in and password recovery", async ({ page }) => {
    await page.goto("/auth/login");
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    await checkScreen(page, "a11y-login");
    await page.goto("/ResetPassword?token=inventado");
    await expect(page.getByRole("heading").first()).toBeVisible();
    await checkScreen(page, "a11y-reset-invalid");
  });

  for (const { title, who, screens } of SWEEPS) {
    test(title, async ({ page }) => {
      const [first] = screens;
      await signIn(page, who, { at: first?.[0] });
      for (const [path, name] of screens) {
        if (path !== first?.[0]) await page.goto(path);
        await expect(page.getByTestId("sidebar-menu")).toBeVisible();
        await screenSettled(page);
        await checkScreen(page, name);
      }
    });
  }
});
