import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Role } from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app.js";
import type { ChannelAdapter } from "../src/channels/channel-adapter.js";
import { type Config, loadConfig } from "../src/config.js";
import { createDeps } from "../src/create-deps.js";
import type { Database } from "../src/db/client.js";
import { auditLog, type businesses } from "../src/db/schema/index.js";
import type { AppDeps } from "../src/deps.js";
import type { App } from "../src/http/fastify-types.js";
import { createLogger } from "../src/logger.js";
import type { OutgoingMail } from "../src/mail/mailer.js";
import { createBusiness, type SignedIn, signedInAs, type TestBusiness } from "./factories.js";
import { createTestDatabase, type TestDatabaseOptions } from "./test-database.js";

type BusinessFields = Partial<typeof businesses.$inferInsert>;
type WorldBusiness = "norte" | "andino";

/** How the file's app is configured. */
export type TestAppOptions = {
  env?: Record<string, string>;
  configure?: (config: Config) => Config;
  /** Channel adapters to use instead of the configured ones (e.g. pointed at a fake provider). */
  adapters?: ChannelAdapter[];
  database?: TestDatabaseOptions;
  /** Collects every log line (level trace) instead of discarding them. */
  logLines?: string[];
};

export type RouteTestWorldOptions = {
  /** The app's options, or a function read in beforeAll (for fakes started by an earlier beforeAll). */
  app?: TestAppOptions | (() => TestAppOptions);
  /**
   * false for an app over a database with no business at all: for a file that makes its own (named,
   * numbered or set up its way) or tests what the app does with none. Norte and Andino are made otherwise.
   */
  businesses?: boolean;
  /** Fields of the first business besides its name, "Norte". */
  norte?: BusinessFields;
  /** Fields of the second business besides its name, "Andino". */
  andino?: BusinessFields;
};

/** The file's app and its two businesses; read them inside tests or hooks, once beforeAll has run. */
export type RouteTestWorld = {
  readonly app: App;
  readonly deps: AppDeps;
  readonly db: Database;
  readonly norte: TestBusiness;
  readonly andino: TestBusiness;
  /** The test database's PostgreSQL URL (undefined on PGlite): a second "instance" opens it again. */
  readonly databaseUrl: string | undefined;
  /** Mails the app wrote to DATA_DIR/mail (no SMTP_URL), oldest first, after every pending send finished. */
  mails(): Promise<OutgoingMail[]>;
  /** A signed-in API client for a fresh user of the role (in the business, for business roles). */
  signedInAs(role: Role, businessId?: number | null): ReturnType<typeof signedInAs>;
  adminOf(businessId: number): ReturnType<typeof signedInAs>;
  agentOf(businessId: number): ReturnType<typeof signedInAs>;
  /**
   * A user signed in during the world's beforeAll, in the order asked (in Norte or Andino for
   * business roles); for the users a whole file acts as. Read its fields once beforeAll has run.
   */
  signedInUser(role: Role, of?: WorldBusiness): SignedIn;
  /** The audit rows of one action on one entity. */
  auditsOf(action: string, entityId: number): Promise<(typeof auditLog.$inferSelect)[]>;
};

/**
 * The one way a test file gets an app: one app per file (or per describe) over its own database, by
 * default with two businesses, "Norte" (created first) and "Andino", so a route test can prove that one
 * business never reaches the other's rows. Registers the beforeAll that starts it and the afterAll that
 * closes it, so call it once at the top level of the file or of a describe; the file's own beforeAll
 * registered after it runs after the app started.
 */
export function routeTestWorld(options: RouteTestWorldOptions = {}): RouteTestWorld {
  let state:
    | { t: StartedApp; businesses: { norte: TestBusiness; andino: TestBusiness } | undefined }
    | undefined;
  const users: { role: Role; of: WorldBusiness | undefined; signed?: SignedIn }[] = [];

  beforeAll(async () => {
    const t = await startApp(typeof options.app === "function" ? options.app() : options.app);
    state = { t, businesses: undefined };
    if (options.businesses !== false) {
      const norte = await createBusiness(t.deps.db, { ...options.norte, name: "Norte" });
      const andino = await createBusiness(t.deps.db, { ...options.andino, name: "Andino" });
      state.businesses = { norte, andino };
    }
    // One after the other, as the file asked for them: user ids follow that order.
    for (const user of users) {
      user.signed = await world.signedInAs(user.role, user.of ? business(user.of).id : null);
    }
  });
  afterAll(async () => {
    await state?.t.close();
  });

  // A getter read before beforeAll ran is a mistake in the test file, not a missing row: say so.
  const ready = () => {
    if (!state) throw new Error("routeTestWorld is read before its beforeAll ran");
    return state;
  };
  const business = (of: WorldBusiness) => {
    const made = ready().businesses;
    if (!made) throw new Error(`routeTestWorld was made without businesses: there is no ${of}`);
    return made[of];
  };
  const world: RouteTestWorld = {
    get app() {
      return ready().t.app;
    },
    get deps() {
      return ready().t.deps;
    },
    get db() {
      return ready().t.deps.db;
    },
    get norte() {
      return business("norte");
    },
    get andino() {
      return business("andino");
    },
    get databaseUrl() {
      return ready().t.databaseUrl;
    },
    mails: () => ready().t.mails(),
    signedInAs: (role, businessId = null) => signedInAs(world.app, world.db, role, businessId),
    adminOf: (businessId) => world.signedInAs("ProviderAdmin", businessId),
    agentOf: (businessId) => world.signedInAs("ProviderAgent", businessId),
    signedInUser: (role, of) => {
      const user: (typeof users)[number] = { role, of };
      users.push(user);
      const signed = () => {
        if (!user.signed) throw new Error("routeTestWorld user is read before its beforeAll ran");
        return user.signed;
      };
      return {
        get user() {
          return signed().user;
        },
        get token() {
          return signed().token;
        },
        get api() {
          return signed().api;
        },
      };
    },
    auditsOf: (action, entityId) =>
      world.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId)))),
  };
  return world;
}

type StartedApp = {
  app: App;
  deps: AppDeps;
  databaseUrl: string | undefined;
  mails(): Promise<OutgoingMail[]>;
  close(): Promise<void>;
};

/** The app over a fresh database and data folder, as the world's beforeAll starts it. */
async function startApp(options: TestAppOptions = {}): Promise<StartedApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "consola-test-data-"));
  const database = await createTestDatabase(options.database);
  const baseConfig = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    PUBLIC_URL: "http://consola.test",
    LOGIN_MAX_PER_IP_PER_MINUTE: "10000",
    // Tests never reach a real provider: a test that needs one points these at a fake server.
    WHATSAPP_GRAPH_URL: "http://127.0.0.1:9",
    TWILIO_API_URL: "http://127.0.0.1:9",
    // Test files share one Redis: their own prefix keeps counters and hub broadcasts apart.
    REDIS_PREFIX: `consola-test-${randomBytes(4).toString("hex")}:`,
    // Tests do not serve a web build that may or may not exist on this machine (web-app.test.ts sets one).
    WEB_DIST: path.join(dataDir, "no-web-build"),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  });
  const config = options.configure ? options.configure(baseConfig) : baseConfig;
  const logLines = options.logLines;
  const logger = logLines
    ? createLogger({ logLevel: "trace" }, { write: (line: string) => void logLines.push(line) })
    : pino({ level: "silent" });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const deps = createDeps({
    config,
    database: database.handle,
    logger,
    redis,
    ...(options.adapters ? { adapters: options.adapters } : {}),
  });
  const app = await buildApp(deps);
  await app.ready();

  return {
    app,
    deps,
    databaseUrl: database.url,
    async mails() {
      await deps.tasks.settle();
      const folder = path.join(dataDir, "mail");
      const files = (await readdir(folder).catch(() => [])).sort();
      return Promise.all(
        files.map(
          async (file) => JSON.parse(await readFile(path.join(folder, file), "utf8")) as OutgoingMail,
        ),
      );
    },
    async close() {
      await app.close();
      await deps.tasks.settle();
      await redis?.quit();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
