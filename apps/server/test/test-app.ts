import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ApiEnvelope } from "@consola/shared";
import type { LightMyRequestResponse } from "fastify";
import { Redis } from "ioredis";
import pino from "pino";
import { buildApp } from "../src/app.js";
import type { ChannelAdapter } from "../src/channels/channel-adapter.js";
import { type Config, loadConfig } from "../src/config.js";
import { createDeps } from "../src/create-deps.js";
import type { AppDeps } from "../src/deps.js";
import type { App } from "../src/http/fastify-types.js";
import { createLogger } from "../src/logger.js";
import type { OutgoingMail } from "../src/mail/mailer.js";
import { createTestDatabase, type TestDatabaseOptions } from "./test-database.js";

export type TestApp = {
  app: App;
  deps: AppDeps;
  /** The test database's PostgreSQL URL (undefined on PGlite): a second "instance" opens it again. */
  databaseUrl: string | undefined;
  /** Mails the app wrote to DATA_DIR/mail (no SMTP_URL), oldest first, after every pending send finished. */
  mails(): Promise<OutgoingMail[]>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  configure?: (config: Config) => Config;
  /** Channel adapters to use instead of the configured ones (e.g. pointed at a fake provider). */
  adapters?: ChannelAdapter[];
  database?: TestDatabaseOptions;
  /** Collects every log line (level trace) instead of discarding them. */
  logLines?: string[];
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
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

export type ApiResponse<T> = {
  status: number;
  body: ApiEnvelope<T>;
  headers: LightMyRequestResponse["headers"];
};

/** A small client over app.inject speaking the API envelope, optionally as a signed-in user. */
export function apiClient(app: App, token?: string) {
  async function call<T>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ): Promise<ApiResponse<T>> {
    const response = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return {
      status: response.statusCode,
      body: response.json() as ApiEnvelope<T>,
      headers: response.headers,
    };
  }
  return {
    get: <T = unknown>(url: string) => call<T>("GET", url),
    post: <T = unknown>(url: string, payload?: unknown) => call<T>("POST", url, payload),
    put: <T = unknown>(url: string, payload?: unknown) => call<T>("PUT", url, payload),
    delete: <T = unknown>(url: string) => call<T>("DELETE", url),
  };
}
