import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransactionConfig } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Logger } from "pino";
import lockfile from "proper-lockfile";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything a query can run on: inside a transaction pass the transaction, never the database. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL server; when absent the embedded PGlite in `pgliteDir` is used. */
  databaseUrl?: string | undefined;
  pgliteDir: string;
  logger: Pick<Logger, "error" | "warn">;
  /** Pool size for a real server (each instance). */
  poolSize?: number;
  /**
   * A PGlite data directory dump (`dumpDataDir`) to start from in memory instead of `pgliteDir`: nothing is
   * written to disk and nothing survives `close()`. The tests' databases: loading a migrated dump takes a
   * third of a second where copying its 1,000 files to disk took one and a half.
   */
  pgliteDump?: Blob;
};

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

/**
 * PGlite has no lock of its own: two processes on one data directory would corrupt it. The lock records its
 * owner's pid, so a restart after a crash (kill -9, power loss of the process) takes over at once instead of
 * waiting for the lock to go stale.
 */
async function lockDataDir(dir: string, logger: DatabaseOptions["logger"]): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const ownerFile = `${dir}.owner`;
  const options = {
    stale: 15_000,
    update: 5_000,
    realpath: false,
    // Someone else may be writing now: stopping is the only way not to corrupt the database.
    onCompromised: (error: Error) => {
      logger.error({ err: error }, "lost the lock on the data directory; stopping");
      process.exit(1);
    },
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (error) {
    if ((error as { code?: string }).code !== "ELOCKED") throw error;
    const owner = Number((await readFile(ownerFile, "utf8").catch(() => "")).trim());
    if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid || isAlive(owner)) {
      throw new Error(`The data directory ${dir} is in use by another running instance`);
    }
    logger.warn({ owner }, "taking over the data directory of a process that is gone");
    // proper-lockfile only unlocks its own locks: the dead owner's lock directory is removed by hand.
    await rm(`${dir}.lock`, { recursive: true, force: true });
    release = await lockfile.lock(dir, options);
  }
  await writeFile(ownerFile, String(process.pid));
  return async () => {
    await rm(ownerFile, { force: true });
    await release();
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as { code?: string }).code === "EPERM";
  }
}

/** The pool reuses its connections, so each keeps its Drizzle wrapper instead of building one per transaction. */
const drizzleOfConnection = new WeakMap<pg.PoolClient, Database>();
function onConnection(connection: pg.PoolClient): Database {
  let db = drizzleOfConnection.get(connection);
  if (!db) {
    db = drizzleNodePg({ client: connection, schema });
    drizzleOfConnection.set(connection, db);
  }
  return db;
}

/**
 * drizzle-orm 0.45's pool transaction checks out a connection and sends BEGIN before its try/finally, so a
 * BEGIN that fails (the connection dropped by a database restart in between) never gives the connection
 * back: the pool shrinks by one for good and `pool.end()` waits forever. Here the checkout is ours and is
 * always returned; pg-pool discards it on release when its connection is gone.
 */
async function transactionOnOwnConnection<T>(
  pool: pg.Pool,
  work: (tx: Transaction) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const connection = await pool.connect();
  try {
    return await onConnection(connection).transaction(work, config);
  } finally {
    connection.release();
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client dropped by a database restart must not crash the process; the pool reconnects.
    pool.on("error", (error) => options.logger.warn({ err: error }, "idle database connection lost"));
    // pg-pool listens for errors only on idle clients: one dropped while checked out (mid-transaction) would
    // throw an uncaught 'error' event. Its query still fails, and the pool discards the broken client.
    pool.on("connect", (client) => {
      client.on("error", (error) =>
        options.logger.warn({ err: error }, "database connection lost during a query"),
      );
    });
    const db: Database = drizzleNodePg({ client: pool, schema });
    db.transaction = (work, config) => transactionOnOwnConnection(pool, work, config);
    return {
      db,
      kind: "postgres",
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDump) {
    return pgliteHandle(await PGlite.create({ loadDataDir: options.pgliteDump, extensions: { pg_trgm } }));
  }
  const release = await lockDataDir(options.pgliteDir, options.logger);
  const client = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm } }).catch(
    async (error: unknown) => {
      await release();
      throw error;
    },
  );
  return pgliteHandle(client, release);
}

function pgliteHandle(client: PGlite, release?: () => Promise<void>): DatabaseHandle {
  const db: Database = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}
