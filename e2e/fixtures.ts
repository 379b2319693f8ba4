import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type ApiEnvelope, encodePassword, type LoginResult, type Role } from "@consola/shared";
import { test as base, expect, type Locator, type Page, type Request } from "@playwright/test";
import { startTestServer, type TestServer } from "./test-server.js";

/** The demo data the server seeds on an empty database (all with the same password). */
export const DEMO_PASSWORD = "Demo1234!";

export const BUSINESSES = {
  norte: { name: "Refaccionaria del Norte", timeZone: "America/Mexico_City" },
  andino: { name: "Café Andino", timeZone: "America/Bogota" },
} as const;

export type DemoUser = { email: string; role: Role; business: keyof typeof BUSINESSES | null };

export const USERS = {
  super: { email: "super@consola.demo", role: "Super", business: null },
  platform: { email: "plataforma@consola.demo", role: "VocomAdmin", business: null },
  norteAdmin: { email: "admin@norte.demo", role: "ProviderAdmin", business: "norte" },
  norteSupervisor: { email: "supervisor@norte.demo", role: "ProviderSupervisor", business: "norte" },
  norteAgent1: { email: "agente1@norte.demo", role: "ProviderAgent", business: "norte" },
  norteAgent2: { email: "agente2@norte.demo", role: "ProviderAgent", business: "norte" },
  andinoAdmin: { email: "admin@andino.demo", role: "ProviderAdmin", business: "andino" },
  andinoSupervisor: { email: "supervisor@andino.demo", role: "ProviderSupervisor", business: "andino" },
  andinoAgent1: { email: "agente1@andino.demo", role: "ProviderAgent", business: "andino" },
  andinoAgent2: { email: "agente2@andino.demo", role: "ProviderAgent", business: "andino" },
} as const satisfies Record<string, DemoUser>;

const PLATFORM_MENU = ["Principal", "Empresas", "Usuarios", "Configuración", "Agentes conectados"];
const MANAGER_MENU = [
  "Conversaciones",
  "Chats pendientes",
  "Chats activos",
  "Chats Cerrados y Caducados",
  "Contactos",
  "Campañas",
  "Reportes",
];

/**
 * What each role must land on and see in its sidebar (spec sections 2 and 6), written out rather than
 * computed from the shared route table, so the journeys check the table too. The demo businesses have
 * the area selector off, hence no "Chats con el BOT".
 */
export const EXPECTED: Partial<Record<Role, { start: string; menu: string[] }>> = {
  Super: { start: "/admin/report", menu: PLATFORM_MENU },
  VocomAdmin: { start: "/admin/report", menu: PLATFORM_MENU },
  ProviderAdmin: { start: "/home", menu: [...MANAGER_MENU, "Encuestas", "Configuración"] },
  // A supervisor's "Encuestas" is the survey report (/report/surveys); the admin's, the builder.
  ProviderSupervisor: { start: "/home", menu: [...MANAGER_MENU, "Encuestas"] },
  ProviderAgent: { start: "/home", menu: ["Conversaciones", "Contactos"] },
};

/**
 * The role's start page as a URL pattern: a page may write its view into the query (the platform's
 * /admin/report writes its period), so the query is allowed but not required.
 */
export function startUrl(role: Role): RegExp {
  return new RegExp(`${expectedFor(role).start}(\\?.*)?$`);
}

export function expectedFor(role: Role): { start: string; menu: string[] } {
  const expected = EXPECTED[role];
  if (!expected) throw new Error(`No expectation written for role ${role}`);
  return expected;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const SCREENS_DIR = path.join(here, ".artifacts", "screens");

/**
 * What a run checks besides the journeys' own steps. CI sets E2E_PICTURES=off: nobody can look at its
 * pictures, and a full-page screenshot costs seconds on its loaded cores. Its database pass (TEST_SCOPE=database)
 * also sets E2E_AXE=off: what axe reads does not depend on the database, and the first pass checked every
 * screen on the same checkout.
 */
const PICTURES = process.env.E2E_PICTURES !== "off";
const AXE = process.env.E2E_AXE !== "off";

/**
 * The journeys CI runs again on PostgreSQL and Redis (TEST_SCOPE=database in scripts/test.sh runs
 * `--grep @database`): those whose outcome travels through what differs there — the hub's fan-out and the one
 * live session per user over Redis, sign-in limits, several connections taking and closing the same chats, the
 * inbound pipeline, full-text search. PGlite is PostgreSQL's own engine, so a screen that only reads and writes
 * its settings behaves the same on both, and the server's tests already run every route on PostgreSQL and Redis.
 * Every journey ran on PGlite earlier in the same CI run (decision 025).
 */
export const DATABASE_PASS = "@database";

/** A full-page screenshot of a key step, kept under e2e/.artifacts/screens for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  if (!PICTURES) return;
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${name}.png`),
    fullPage: true,
    animations: "disabled",
  });
}

/** One part of a page, where a full-page picture of a long form would be too small to read. */
export async function snapPart(part: Locator, name: string): Promise<void> {
  if (!PICTURES) return;
  await part.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), animations: "disabled" });
}

/** A phone's viewport: the width every screen is also looked at (and checked) at. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Runs axe-core (WCAG 2.1 A and AA) on what the page shows now and fails on any serious or critical
 * violation, listing each rule with the first offending elements.
 */
export async function expectAccessible(page: Page, what: string, only?: string): Promise<void> {
  if (!AXE) return;
  // A dialog or menu still fading in blends its colours with the page behind: axe would measure the blend
  // (a flake seen in CI), so it reads the page once no finite animation or transition is running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // Legacy mode runs axe.run in the page itself: the default (runPartial, then finishRun in a blank page it
  // opens for each check) took 1.1-1.5 s a check against 0.35 s on an idle machine, for the same rules on a
  // console without frames. Only violations are read, so axe lists no passing nodes.
  const axe = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  const { violations } = await (only ? axe.include(only) : axe).analyze();
  const grave = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = grave.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map(
          (node) => `    ${node.html.slice(0, 200)} — ${node.failureSummary?.split("\n").slice(1).join(" ")}`,
        )
        .join("\n")}`,
  );
  expect(report, `accessibility of ${what}`).toEqual([]);
}

/**
 * Looks at the page as a user does at 1366 px and at a phone's width: a screenshot of each under
 * e2e/.artifacts/screens, and axe-core at both. Leaves the viewport as it found it. `only` (a CSS selector)
 * limits axe to the part a journey adds to a screen another journey already checks whole: axe takes tens of
 * seconds on a page of thousands of fields when CI's journeys share the cores.
 */
export async function checkScreen(page: Page, name: string, only?: string): Promise<void> {
  if (!AXE && !PICTURES) return;
  const desktop = page.viewportSize();
  await expectAccessible(page, `${name} at ${desktop?.width ?? "?"} px`, only);
  await snap(page, name);
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await expectAccessible(page, `${name} at ${PHONE_VIEWPORT.width} px`, only);
    await snap(page, `${name}-phone`);
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Usuario", { exact: true }).fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

/** Signs in through the form, as a person does, and waits for the role's start page. */
export async function signInThroughForm(page: Page, user: DemoUser, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/auth/login");
  await fillLogin(page, user.email, password);
  await expect(page).toHaveURL(startUrl(user.role));
  await expect(page.getByTestId("sidebar-menu")).toBeVisible();
}

/** Where the web app keeps its session in the browser (apps/web's SESSION_KEYS). */
const STORED_SESSION = { token: "consola.token", role: "consola.role" } as const;

/**
 * Signs in with the sign-in form's own call (POST /api/auth/Login) and opens `at` (by default the role's
 * start page) as a signed-in person reopens the console: for the journeys about what comes after signing in.
 * The form itself is the journey of auth.spec.ts and roles.spec.ts (signInThroughForm); going around it saves
 * each journey the sign-in page, its pause and the start page, about two seconds of a browser's time.
 */
export async function signIn(
  page: Page,
  user: DemoUser,
  options: { password?: string; at?: string | undefined } = {},
): Promise<void> {
  const answer = await page.request.post("/api/auth/Login", {
    data: { user: user.email, password: encodePassword(options.password ?? DEMO_PASSWORD) },
  });
  expect(answer.status(), `signing in as ${user.email}`).toBe(200);
  const { data } = (await answer.json()) as ApiEnvelope<LoginResult>;
  // A page of the console's origin that runs nothing, where the session can be stored before the app starts.
  await page.goto("/api/health");
  await page.evaluate(
    ([keys, token, role]) => {
      window.localStorage.setItem(keys.token, token);
      window.localStorage.setItem(keys.role, role);
    },
    [STORED_SESSION, data.token, data.role] as const,
  );
  await page.goto(options.at ?? expectedFor(user.role).start);
  if (!options.at) await expect(page).toHaveURL(startUrl(user.role));
  await expect(page.getByTestId("sidebar-menu")).toBeVisible();
}

/** What each test's own page has asked for and not received yet (the `page` fixture below follows it). */
const requestsInFlight = new WeakMap<Page, Set<Request>>();

/**
 * Waits until the screen shows what it asked for: nothing the page requested is still on its way, and no
 * loader or skeleton shows. What a person waits for before reading a screen, without the half second of
 * silence that Playwright's "networkidle" waits on top.
 */
export async function screenSettled(page: Page): Promise<void> {
  const pending = requestsInFlight.get(page);
  if (!pending) throw new Error("screenSettled follows the requests of the test's own `page` only");
  const loading = page.locator(".mantine-Loader-root:visible, .mantine-Skeleton-root[data-visible]:visible");
  await expect
    .poll(async () => pending.size === 0 && (await loading.count()) === 0, {
      message: "the screen is still loading",
    })
    .toBe(true);
}

export function sidebarLabels(page: Page) {
  return page.getByTestId("sidebar-menu").getByRole("link");
}

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts (global setup)");
  return dir;
}

type Mail = { to: string | string[]; subject: string; link?: string; text: string };

/** The newest reset e-mail the server wrote for `email` (DATA_DIR/mail/*.json when SMTP is off). */
export async function waitForResetLink(email: string, after: number): Promise<string> {
  const mailDir = path.join(dataDir(), "mail");
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(mailDir).catch(() => [] as string[]);
        for (const file of files
          .filter((name) => name.endsWith(".json"))
          .sort()
          .reverse()) {
          const mail = JSON.parse(await readFile(path.join(mailDir, file), "utf8")) as Mail;
          const recipients = Array.isArray(mail.to) ? mail.to : [mail.to];
          const { mtimeMs } = await stat(path.join(mailDir, file));
          if (recipients.some((to) => to.includes(email)) && mtimeMs >= after && mail.link) {
            link = mail.link;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `no reset e-mail for ${email} in ${mailDir}` },
    )
    .toBe(true);
  if (!link) throw new Error("unreachable: the poll above found a link");
  return link;
}

/**
 * Every test runs against its worker's own server (started once per worker, stopped when it ends); the
 * `page`, `request` and `browser.newContext()` calls of the journeys all reach it through `baseURL`.
 */
export const test = base.extend<{ baseURL: string }, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const server = await startTestServer();
      // dataDir() reads it: the server writes its mail there.
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: "worker", auto: true, timeout: 200_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  page: async ({ page }, use) => {
    const pending = new Set<Request>();
    page.on("request", (request) => pending.add(request));
    page.on("requestfinished", (request) => pending.delete(request));
    page.on("requestfailed", (request) => pending.delete(request));
    requestsInFlight.set(page, pending);
    await use(page);
  },
});
export { expect };
