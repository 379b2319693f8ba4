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
