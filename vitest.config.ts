import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/shared",
      "apps/server",
      "apps/web",
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"] } },
    ],
    // Each server test file opens its own database (PGlite costs ~1 GB): two files at a time fits the machine.
    maxWorkers: 2,
  },
});
