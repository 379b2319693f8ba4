import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEFAULT_COLORS } from "@consola/shared";
import pino from "pino";
import { createChannel } from "../../src/channels/channel.repo.js";
import { type DatabaseHandle, openDatabase, pgliteDirFor } from "../../src/db/client.js";
import { runMigrations } from "../../src/db/migrate.js";
import { businesses } from "../../src/db/schema/index.js";
import { createTestDatabase, type TestDatabase } from "../test-database.js";

const logger = pino({ level: "silent" });

/** A WhatsApp Cloud line the tests sign webhooks for. */
export const PHONE_NUMBER_ID = "106540352999001";

export type ServedDatabase = {
  /** The environment of a server process on this database. */
  env: Record<string, string>;
  appSecret: string;
  businessId: number;
  /** Opens the database to check what the server stored (close it on PGlite only, see `closeIfOwned`). */
  open: () => Promise<DatabaseHandle>;
  closeIfOwned: (handle: DatabaseHandle) => Promise<void>;
  drop: () => Promise<void>;
};

/**
 * A database for real server processes (PGlite in a data folder, or the PostgreSQL of DATABASE_URL) with one
 * business and its WhatsApp line; `seed` adds what a test needs before any server starts.
 */
export async function servedDatabase(
  name: string,
  seed: (handle: DatabaseHandle, businessId: number) => Promise<void> = async () => {},
): Promise<ServedDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `consola-${name}-`));
  const secretsKeyText = randomBytes(24).toString("hex");
  const appSecret = randomBytes(16).toString("hex");
  let businessId = 0;
  const seedAll = async (handle: DatabaseHandle) => {
    const [business] = await handle.db
      .insert(businesses)
      .values({ name: `${name} S.A.`, colors: DEFAULT_COLORS })
      .returning();
    businessId = business?.id ?? 0;
    await createChannel(
      handle.db,
      {
        businessId,
        kind: "whatsapp",
        provider: "whatsapp_cloud",
        phoneNumber: "",
        externalId: PHONE_NUMBER_ID,
        credentials: { accessToken: "x", appSecret },
      },
      new TextEncoder().encode(secretsKeyText),
    );
    await seed(handle, businessId);
  };
  const base = {
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    SECRETS_KEY: secretsKeyText,
    JWT_SECRET: randomBytes(24).toString("hex"),
    // No provider to reach: keep the background work quiet.
    OUTBOX_POLL_MS: "60000",
  };
  let testDb: TestDatabase | undefined;
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const db = await createTestDatabase();
    testDb = db;
    await seedAll(db.handle);
    return {
      env: { ...base, DATABASE_URL: db.url ?? "" },
      appSecret,
      businessId,
      open: async () => db.handle,
      closeIfOwned: async () => {},
      drop: async () => {
        await testDb?.drop();
        await removeDir();
      },
    };
  }
  const open = () => openDatabase({ pgliteDir: pgliteDirFor(dataDir), logger });
  const handle = await open();
  await runMigrations(handle, undefined);
  await seedAll(handle);
  await handle.close();
  return {
    env: { ...base, DATABASE_URL: "" },
    appSecret,
    businessId,
    open,
    closeIfOwned: (opened) => opened.close(),
    drop: removeDir,
  };
}
