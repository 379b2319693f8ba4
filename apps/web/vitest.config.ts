import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  resolve: {
    conditions: ["source"],
    alias: {
      "@consola/shared": fileURLToPath(new URL("../../packages/shared/src/index.ts", import.meta.url)),
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    restoreMocks: true,
    // One module graph and one jsdom window per worker, not per file: a fresh one for each of the 99 files
    // was half of the project's time (179 s against 65 s). src/test/setup.ts loads the app's modules once
    // and resets what they keep after each test; no test mocks a module (vi.mock would leak into later files).
    isolate: false,
    // The suite shares two cores with the database tests; lazy routes can take seconds to load there.
    testTimeout: 20_000,
  },
});
