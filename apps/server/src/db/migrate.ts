import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseHandle } from "./client.js";
import type * as schema from "./schema/index.js";

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "drizzle",
);

/** Arbitrary constant shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 727_001;

export async function runMigrations(handle: DatabaseHandle, databaseUrl: string | undefined): Promise<void> {
  if (handle.kind === "pglite") {
    // Drizzle's PGlite migrator wants its own database type; ours is the same object seen through PgDatabase.
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  await withStartupLock(databaseUrl, (client) =>
    migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
  );
}

/**
 * Runs `work` while this instance holds the startup lock, on a dedicated connection: instances starting
 * together migrate, and seed an empty database, one at a time, so the second finds the first's work done.
 * PostgreSQL only: on PGlite, one process's database, callers do the work without it (runMigrations, main.ts).
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    return await work(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
