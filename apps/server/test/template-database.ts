import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "../src/db/migrate.js";

/** Changes whenever a migration changes, so a stale template is never reused. */
export function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

/** The migrated PGlite template: a dump of its data directory (`dumpDataDir`), loaded in memory per file. */
export function pgliteTemplateFile(): string {
  return path.join(os.tmpdir(), `consola-pglite-template-${migrationsFingerprint()}.tar`);
}

/** One template per run and target database, so parallel runs on one server never share a half-built one. */
export function postgresTemplateName(serverUrl: string): string {
  const database = new URL(serverUrl).pathname
    .slice(1)
    .replace(/[^a-z0-9_]/gi, "_")
    .slice(0, 24);
  return `consola_tpl_${database}_${migrationsFingerprint()}`;
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A connection of its own to the server for `work` (create, copy, rename, drop databases), then closed. */
export async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
