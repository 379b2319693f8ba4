import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The journeys run the built app: say so at once rather than in every worker's server start. */
export default async function globalSetup(): Promise<void> {
  for (const file of ["apps/server/dist/main.js", "apps/web/dist/index.html"]) {
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run "npm run build" first.`);
  }
}
