import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgTransactionConfig } from "drizzle-orm/pg-core";
import pino from "pino";
import lockfile from "proper-lockfile";
import { expect, it } from "vitest";
import { openDatabase } from "./client.js";

// The lock guards the embedded database only.
it.skipIf(Boolean(process.env.DATABASE_URL))(
  "refuses to open an embedded data directory that another instance holds, and frees it on close",
  async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "consola-lock-"));
    const logger = pino({ level: "silent" });
    const first = await openDatabase({ pgliteDir: dir, logger });
    try {
      await expect(openDatabase({ pgliteDir: dir, logger })).rejects.toThrow(
        /in use by another running instance/,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ pgliteDir: dir, logger });
    expect(await again.ping()).toBe(true);
    await again.close();

    // A fresh lock left by a process that died (its pid no longer runs) is taken over at once.
    // The lock stands for a dead process: its refresh timer here must not cry "compromised" (an unhandled
    // error that failed the run) once the new owner has taken the directory over.
    await lockfile.lock(dir, { realpath: false, stale: 15_000, onCompromised: () => undefined });
    await writeFile(`${dir}.owner`, "999999");
    const afterCrash = await openDatabase({ pgliteDir: dir, logger });
    expect(await afterCrash.ping()).toBe(true);
    await afterCrash.close();
    await rm(dir, { recursive: true, force: true });
  },
  60_000,
);

it("gives the connection back when a transaction cannot even begin", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "consola-begin-"));
  // One connection: if the failed transaction kept it, the next query would wait for it forever.
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: dir,
    logger: pino({ level: "silent" }),
    poolSize: 1,
  });
  try {
    // A BEGIN the server refuses stands in for a connection that drops between checkout and BEGIN.
    const refusedBegin = { isolationLevel: "never" } as unknown as PgTransactionConfig;
    await expect(handle.db.transaction(async () => 1, refusedBegin)).rejects.toThrow();
    await expect(handle.db.transaction(async (tx) => tx.execute(sql`select 1 as one`))).resolves.toBeTruthy();
    expect(await handle.ping()).toBe(true);
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}, 20_000);
