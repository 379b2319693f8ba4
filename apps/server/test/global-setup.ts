import { existsSync } from "node:fs";
import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pino from "pino";
import { openDatabase } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import { pgliteTemplateFile, postgresTemplateName, withAdmin, withDatabase } from "./template-database.js";

const logger = pino({ level: "silent" });

/**
 * Runs once per test run: one migrated template that every test file copies (migrating takes seconds; a
 * PostgreSQL copy ~0.2 s, loading the PGlite dump in memory ~0.3 s). The PGlite one is kept between runs
 * under a name that changes with the migrations.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await preparePostgresTemplate(databaseUrl);
    return () => dropPostgresTemplate(databaseUrl);
  }
  const file = pgliteTemplateFile();
  if (existsSync(file)) return;
  const building = `${file}.building-${process.pid}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), "consola-pglite-template-"));
  try {
    const handle = await openDatabase({ pgliteDir: dir, logger });
    await runMigrations(handle, undefined);
    await handle.close();
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    const dump = await client.dumpDataDir("none");
    await client.close();
    await writeFile(building, Buffer.from(await dump.arrayBuffer()));
    // Rename is atomic: a concurrent run never sees a half-written template.
    await rename(building, file);
  } finally {
    await rm(building, { force: true });
    await rm(dir, { recursive: true, force: true });
  }
  return undefined;
}

async function preparePostgresTemplate(databaseUrl: string): Promise<void> {
  const name = postgresTemplateName(databaseUrl);
  const building = `${name}_building`;
  await withAdmin(databaseUrl, async (admin) => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
  });
  const url = withDatabase(databaseUrl, building);
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: "", logger, poolSize: 1 });
  try {
    await runMigrations(handle, url);
  } finally {
    await handle.close();
  }
  // Renamed only once complete: a crashed run can never leave a half-migrated template behind.
  await withAdmin(databaseUrl, (admin) => admin.query(`alter database "${building}" rename to "${name}"`));
}

async function dropPostgresTemplate(databaseUrl: string): Promise<void> {
  await withAdmin(databaseUrl, (admin) =>
    admin.query(`drop database if exists "${postgresTemplateName(databaseUrl)}" with (force)`),
  );
}
