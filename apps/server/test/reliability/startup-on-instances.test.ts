import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.js";
import { createTestDatabase, type TestDatabase } from "../test-database.js";
import { freePort, type ServerProcess, startServerProcess, stopServerProcess } from "./server-process.js";

/**
 * Instances starting together on an empty PostgreSQL database migrate, seed the demo data and
 * create the first platform administrator once, and all come up (before, two seeding at once raced and one
 * exited on a duplicate e-mail).
 */
describe.skipIf(!process.env.DATABASE_URL)("instances starting together", () => {
  let database: TestDatabase | undefined;
  const started: ServerProcess[] = [];
  const folders: string[] = [];

  afterAll(async () => {
    await Promise.all(started.map((server) => stopServerProcess(server, "SIGTERM")));
    await database?.drop();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("seed and create the first administrator once, and all come up", async () => {
    database = await createTestDatabase();
    const shared = {
      DATABASE_URL: database.url ?? "",
      SEED_DEMO: "true",
      INITIAL_ADMIN_EMAIL: "primera@consola.test",
      JWT_SECRET: randomBytes(24).toString("hex"),
      SECRETS_KEY: randomBytes(24).toString("hex"),
      LOG_LEVEL: "warn",
      OUTBOX_POLL_MS: "60000",
    };
    const instances = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), "consola-startup-"));
        folders.push(dataDir);
        return startServerProcess({ ...shared, DATA_DIR: dataDir }, await freePort());
      }),
    );
    started.push(...instances);

    // Both answered /api/health (startServerProcess waits for it) and are still running.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const instance of instances) expect(instance.child.exitCode, instance.output()).toBeNull();
    const platformAdmins = await database.handle.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.role, ["Super", "VocomAdmin"]));
    // The demo's platform administrators were there first: INITIAL_ADMIN_EMAIL created nobody.
    expect(platformAdmins.length).toBeGreaterThan(0);
    expect(platformAdmins.map((row) => row.email)).not.toContain("primera@consola.test");
  }, 180_000);
});
