import closeWithGrace from "close-with-grace";
import { Redis } from "ioredis";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { createDeps } from "./create-deps.js";
import { openDatabase, pgliteDirFor } from "./db/client.js";
import { runMigrations, withStartupLock } from "./db/migrate.js";
import { DEMO_LOGINS } from "./db/seed/demo-data.js";
import { seedDemoData } from "./db/seed/seed-demo.js";
import { startBackgroundWork } from "./jobs/background.js";
import { createLogger } from "./logger.js";
import { ensureInitialAdmin } from "./modules/platform-users/initial-admin.js";
import { startHub } from "./realtime/hub.js";

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function printDemoLogins(url: string, password: string) {
  const width = Math.max(...DEMO_LOGINS.map((login) => login.email.length));
  const lines = DEMO_LOGINS.map(
    (login) => `  ${login.email.padEnd(width)}  ${login.role.padEnd(18)}  ${login.business}`,
  );
  process.stdout.write(
    [
      "",
      `Consola lista en ${url}`,
      `Usuarios de demostración (contraseña: ${password}):`,
      ...lines,
      `Documentación de la API: ${url}/api/docs`,
      "",
    ].join("\n"),
  );
}

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
    logger,
  });
  await runMigrations(database, config.databaseUrl);
  logger.info({ database: database.kind }, "database ready");
  // Under the startup lock on PostgreSQL: two instances seeding an empty database together would both insert.
  const seed = () => seedDemoData(database.db, config.demoPassword);
  const seeded =
    config.seedDemo &&
    (database.kind === "pglite" ? await seed() : await withStartupLock(config.databaseUrl, seed));
  if (seeded) {
    logger.info("demo data created");
  }

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  redis?.on("error", (error) => logger.warn({ err: error }, "redis error"));
  const deps = createDeps({ config, database, logger, redis });
  if (config.initialAdmin) await ensureInitialAdmin(deps, config.initialAdmin);
  const app = await buildApp(deps);
  const hub = startHub(app.server, deps);
  const background = startBackgroundWork(deps);

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, "shutting down after an error");
    else logger.info({ signal }, "shutting down");
    // Send the hub's agents to the other instances, stop accepting, finish in-flight requests, then the
    // background work; the hub forwards their events to the other instances until everything here is done.
    hub.drain();
    await app.close();
    await background.stop();
    await deps.tasks.settle();
    await hub.close();
    await redis?.quit().catch(() => undefined);
    await database.close();
  });

  const address = await app.listen({ host: config.host, port: config.port });
  logger.info({ address }, "listening");
  if (config.seedDemo) printDemoLogins(config.publicUrl, config.demoPassword);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
