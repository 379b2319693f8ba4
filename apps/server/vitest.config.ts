import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineProject({
  resolve: {
    alias: { "@consola/shared": path.resolve(here, "../../packages/shared/src/index.ts") },
  },
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
