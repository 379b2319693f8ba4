import type { SQL } from "drizzle-orm";
import type { Executor } from "./client.js";

/** Both drivers (node-postgres, PGlite) answer a raw statement with its rows under `rows`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
