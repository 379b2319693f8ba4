import path from "node:path";
import { fileURLToPath } from "node:url";
import { readTestTimes } from "./read-times.js";
import { timesTable } from "./times-table.js";

/** Prints where a test run's time went: `tsx scripts/test-times/main.ts <TEST_TIMES_DIR>`. */
const dir = process.argv[2];
if (!dir) {
  process.stderr.write("usage: tsx scripts/test-times/main.ts <TEST_TIMES_DIR>\n");
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
process.stdout.write(`\n${timesTable(await readTestTimes(dir, root))}\n`);
