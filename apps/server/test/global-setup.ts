import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import pino from "pino";
import { openDatabase } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import { pgliteTemplateDir, postgresTemplateName, withAdmin, withDatabase } from "./template-database.js";

const logger = pino({ level: "silent" });

/** Runs once per test run: one migrated template that every test file copies (initdb is ~6 s, a copy ~0.3 s). */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await preparePostgresTemplate(databaseUrl);
    return () => dropPostgresTemplate(databaseUrl);
  }
  const dir = pgliteTemplateDir();
  if (existsSync(dir)) return;
  const building = `${dir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const handle = await openDatabase({ pgliteDir: building, logger });
  await runMigrations(handle, undefined);
  await handle.close();
  // Rename is atomic: a concurrent run never sees a half-built template.
  await rename(building, dir).catch(async () => rm(building, { recursive: true, force: true }));
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
