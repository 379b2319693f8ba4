import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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
    await lockfile.lock(dir, { realpath: false, stale: 15_000 });
    await writeFile(`${dir}.owner`, "999999");
    const afterCrash = await openDatabase({ pgliteDir: dir, logger });
    expect(await afterCrash.ping()).toBe(true);
    await afterCrash.close();
    await rm(dir, { recursive: true, force: true });
  },
  60_000,
);
