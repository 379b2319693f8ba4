import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.join(here, ".artifacts");

/**
 * Browser journeys against the built server: each worker starts its own (fixtures.ts, test-server.ts) on a
 * free port with a fresh data directory, or a brand-new PostgreSQL database when DATABASE_URL is set.
 * Debian's Chromium only: no downloaded browsers.
 */
export default defineConfig({
  testDir: here,
  testMatch: "**/*.spec.ts",
  outputDir: path.join(artifacts, "test-results"),
  globalSetup: path.join(here, "global-setup.ts"),
  // Three workers on the two cores: a journey waits on the hub, the server and its own debounces, so a third
  // browser fills those gaps; each worker has its own server (demo users have one live session each). A
  // file's tests stay in order unless the file says otherwise.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A journey that fails, fails: it waits on what a person waits on (an answer, a hub event, a visible state),
  // never on a clock, so a second try would only hide a fault. E2E_RETRIES is there to investigate one.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // A limit stops a hang; it does not time a step (speed is measured by `npm run bench`). No journey sets a
  // longer one: a journey that needs more is split.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // scripts/test.sh asks for a JSON report (E2E_JSON_REPORT) for its table of the slowest files; CI keeps
  // only the log, so it builds no HTML report.
  reporter: [
    ["list"],
    ...(process.env.CI
      ? []
      : [["html", { outputFolder: path.join(artifacts, "report"), open: "never" }] as const]),
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    // CI keeps only the log: a trace or a screenshot of every step would cost time nobody can look at.
    // checkScreen() still writes the screens people review.
    screenshot: process.env.CI ? "only-on-failure" : { mode: "on", fullPage: true },
    trace: process.env.CI ? "off" : "retain-on-failure",
    locale: "es-MX",
    timezoneId: "America/Mexico_City",
    // The console honours the system's "reduce motion" (its theme's respectReducedMotion): no transition is
    // ever half-way when a journey reads the screen, and none costs the loaded machine frames.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1366, height: 820 },
        headless: true,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
});
