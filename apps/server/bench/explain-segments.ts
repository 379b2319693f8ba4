/**
 * CountSegment's statements for each of the bench's segment cases (bench/large/list-cases.ts SEGMENT_CASES) on
 * the biggest business, each run three times under EXPLAIN (ANALYZE, BUFFERS): the plan of the last run and the
 * median execution time. Needs a database bench/seed-large.ts filled (it adds the bench fields).
 *
 *   BENCH_LARGE_URL=postgres://…/consola_large npx tsx --conditions=source bench/explain-segments.ts
 */
import { countSegmentBodySchema } from "@consola/shared";
import { countSegment } from "../src/modules/contacts/segments.service.js";
import { benchAuth, SEGMENT_CASES } from "./large/list-cases.js";
import { explainCaptured, recordingDatabase } from "./large/recording-database.js";

const RUNS = 3;
const only = process.env.BENCH_EXPLAIN_ONLY ?? "";

async function main() {
  const url = process.env.BENCH_LARGE_URL;
  if (!url) throw new Error("set BENCH_LARGE_URL to a database bench/seed-large.ts filled");
  const { pool, plain, recording, captured } = recordingDatabase(url);
  try {
    const { admin } = await benchAuth(plain);
    for (const { name, conditions } of SEGMENT_CASES.filter((each) => each.name.includes(only))) {
      const body = countSegmentBodySchema.parse({ conditions });
      // The business's fields and clock are read first; only the count and the page are explained.
      await countSegment({ db: recording }, admin, body);
      const statements = captured.filter((each) => /from "contacts"/.test(each.query)).slice(-2);
      captured.length = 0;
      await explainCaptured(pool, name, statements, RUNS);
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
