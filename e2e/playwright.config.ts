import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
const artifacts = path.join(here, ".artifacts");

/**
 * Browser journeys against the built server (global-setup.ts starts it on a free port with a fresh data
 * directory, or a brand-new PostgreSQL database when DATABASE_URL is set). Debian's Chromium only: no
 * downloaded browsers.
 */
export default defineConfig({
  testDir: here,
  testMatch: "**/*.spec.ts",
  outputDir: path.join(artifacts, "test-results"),
  globalSetup: path.join(here, "global-setup.ts"),
  // Each demo user has one live session: journeys that sign in run one after another, not side by side.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: path.join(artifacts, "report"), open: "never" }]],
  use: {
    // Set by global-setup before the workers start (they load this file again and read it then).
    baseURL: process.env.E2E_BASE_URL,
    screenshot: { mode: "on", fullPage: true },
    trace: "retain-on-failure",
    locale: "es-MX",
    timezoneId: "America/Mexico_City",
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
