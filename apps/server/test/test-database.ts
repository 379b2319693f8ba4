import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pino from "pino";
import { type DatabaseHandle, openDatabase } from "../src/db/client.js";
import { pgliteTemplateFile, postgresTemplateName, withAdmin, withDatabase } from "./template-database.js";

const logger = pino({ level: "silent" });

export type TestDatabase = { handle: DatabaseHandle; url: string | undefined; drop(): Promise<void> };

/** A fresh, migrated, empty database for one test file: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export type TestDatabaseOptions = {
  /** The URL the app's pool connects through (e.g. a proxy in front of the test database). */
  connectVia?: (url: string) => string;
};

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createPostgresDatabase(serverUrl, options) : createPgliteDatabase();
}

/** Read once per test process: every database of the process starts from the same bytes. */
let template: Promise<Blob> | undefined;

async function createPgliteDatabase(): Promise<TestDatabase> {
  template ??= readFile(pgliteTemplateFile()).then((bytes) => new Blob([bytes]));
  const handle = await openDatabase({ pgliteDir: "", pgliteDump: await template, logger });
  return { handle, url: undefined, drop: () => handle.close() };
}

async function createPostgresDatabase(
  serverUrl: string,
  options: TestDatabaseOptions,
): Promise<TestDatabase> {
  const name = `consola_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, async (admin) => {
    // Copying a template fails while another copy of it is starting; a short retry absorbs that race.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${postgresTemplateName(serverUrl)}"`);
        return;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  });
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({
    databaseUrl: options.connectVia?.(url) ?? url,
    pgliteDir: "",
    logger,
    poolSize: 4,
  });
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
