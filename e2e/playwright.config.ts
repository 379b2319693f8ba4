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
  // A journey mostly waits (the hub, the server, animations, axe), so more workers than cores pay: on an idle
  // 2-core machine four workers took 14.4 min where two took 25, but in a full CI run four pushed the load
  // average to 15–20 and journeys past their time limits. Three is the compromise. Each worker has its own
  // server (demo users have one live session each); a file's tests stay in order unless the file says otherwise.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // CI (.ci/run) sets E2E_RETRIES=1: on a loaded day its two cores ran the same journeys in 32 min instead of
  // 19, and a step past its wait failed a whole hour's run. A journey that passes only on its second try is
  // still listed as "flaky" in the log; one that fails twice fails the run.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Limits for a machine whose two cores are shared by three browsers and three servers: on 2026-11-29 an
  // otherwise idle run kept the load average at 12–16, a page's first paint could take 10 s, and the longest
  // journeys ran out of their limits although every step was right. A limit is there to stop a hang, not to
  // time a step (speed is measured by `npm run bench`).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["html", { outputFolder: path.join(artifacts, "report"), open: "never" }]],
  use: {
    // CI keeps only the log: a trace or a screenshot of every step would cost time nobody can look at.
    // checkScreen() still writes the screens people review.
    screenshot: process.env.CI ? "only-on-failure" : { mode: "on", fullPage: true },
    trace: process.env.CI ? "off" : "retain-on-failure",
    locale: "es-MX",
    timezoneId: "America/Mexico_City",
    // The console honours the system's "reduce motion" (its theme's respectReducedMotion): no transition is
    // ever half-way when a journey reads the screen, and none costs the loaded machine frames.
    reducedMotion: process.env.E2E_MOTION === "on" ? "no-preference" : "reduce",
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
