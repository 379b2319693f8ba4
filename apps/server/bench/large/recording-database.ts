import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../src/db/schema/index.js";

export type CapturedQuery = { query: string; params: unknown[] };

/**
 * One connection seen two ways: `plain` for setting up, `recording` to capture the SQL a module sends, so the
 * explain benches run EXPLAIN on exactly what the product asks.
 */
export function recordingDatabase(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: CapturedQuery[] = [];
  const plain = drizzle({ client: pool, schema });
  const recording = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  });
  return { pool, plain, recording, captured };
}

/**
 * Calls `call` with a fresh record of the SQL it sends, then explains each statement (explainCaptured): the
 * explain benches' one loop body.
 */
export async function explainCall(
  recorder: { pool: pg.Pool; captured: CapturedQuery[] },
  name: string,
  call: () => Promise<unknown>,
  runs: number,
): Promise<void> {
  recorder.captured.length = 0;
  await call();
  await explainCaptured(recorder.pool, name, recorder.captured, runs);
}

/**
 * Runs each captured query `runs` times under EXPLAIN (ANALYZE, BUFFERS) and prints its text, parameters, the
 * last run's plan and the median execution time.
 */
export async function explainCaptured(
  pool: pg.Pool,
  name: string,
  captured: readonly CapturedQuery[],
  runs: number,
): Promise<void> {
  for (const { query, params } of [...captured]) {
    const times: number[] = [];
    let plan: string[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await pool.query<{ "QUERY PLAN": string }>(
        `explain (analyze, buffers) ${query}`,
        params,
      );
      plan = result.rows.map((row) => row["QUERY PLAN"]);
      const execution = plan.find((line) => line.startsWith("Execution Time"));
      times.push(Number(/([\d.]+) ms/.exec(execution ?? "")?.[1] ?? Number.NaN));
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(runs / 2)];
    process.stdout.write(
      `\n=== ${name}: median ${median} ms of ${runs}\n${query}\n-- ${JSON.stringify(params)}\n`,
    );
    for (const line of plan) process.stdout.write(`${line}\n`);
  }
}
