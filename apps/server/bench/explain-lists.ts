/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query behind bench/lists.ts's timings: each list is called once through
 * its service with the SQL recorded, and each recorded query runs three times under EXPLAIN; the plan of the
 * last run and the median execution time are printed. BENCH_EXPLAIN_ONLY=closed,recent picks lists by name.
 *
 *   BENCH_LARGE_URL=postgres://…/consola_large npx tsx --conditions=source bench/explain-lists.ts
 */
import { benchAuth, listCases } from "./large/list-cases.js";
import { explainCall, recordingDatabase } from "./large/recording-database.js";

const RUNS = 3;

async function main() {
  const url = process.env.BENCH_LARGE_URL;
  if (!url) throw new Error("set BENCH_LARGE_URL to a database bench/seed-large.ts filled");
  const only = process.env.BENCH_EXPLAIN_ONLY?.split(",").map((name) => name.trim());
  const { pool, plain, recording, captured } = recordingDatabase(url);
  try {
    const bench = await benchAuth(plain);
    const cases = await listCases({ db: recording }, bench);
    for (const list of cases) {
      if (only && !only.some((name) => list.name.includes(name))) continue;
      await explainCall({ pool, captured }, list.name, list.call, RUNS);
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
