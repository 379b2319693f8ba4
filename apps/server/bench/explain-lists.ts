/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query behind bench/lists.ts's timings: each list is called once through
 * its service with the SQL recorded, and each recorded query runs three times under EXPLAIN; the plan of the
 * last run and the median execution time are printed. BENCH_EXPLAIN_ONLY=closed,recent picks lists by name.
 *
 *   BENCH_LARGE_URL=postgres://…/consola_large npx tsx --conditions=source bench/explain-lists.ts
 */
import { benchAuth, listCases } from "./large/list-cases.js";
import { recordingDatabase } from "./large/recording-database.js";

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
      captured.length = 0;
      await list.call();
      for (const { query, params } of [...captured]) {
        const times: number[] = [];
        let plan: string[] = [];
        for (let run = 0; run < RUNS; run++) {
          const result = await pool.query<{ "QUERY PLAN": string }>(
            `explain (analyze, buffers) ${query}`,
            params,
          );
          plan = result.rows.map((row) => row["QUERY PLAN"]);
          const execution = plan.find((line) => line.startsWith("Execution Time"));
          times.push(Number(/([\d.]+) ms/.exec(execution ?? "")?.[1] ?? Number.NaN));
        }
        const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
        process.stdout.write(
          `\n=== ${list.name}: median ${median} ms of ${RUNS}\n${query}\n-- ${JSON.stringify(params)}\n`,
        );
        for (const line of plan) process.stdout.write(`${line}\n`);
      }
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
