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
    // A worker runs its files one after another in one module graph: importing the server's modules again for
    // every file was 126 of the project's 289 s. Nothing here mocks modules; what the server keeps in memory
    // is kept per database (WeakMaps keyed by the handle), and each file opens its own database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
