import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_ENTRY = path.join(root, "apps/server/dist/main.js");
const STARTUP_TIMEOUT_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A brand-new database on the given server, so the demo seed runs on an empty schema every run. */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `consola_e2e_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with ${server.exitCode}:\n${await readFile(logFile, "utf8")}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not become healthy in time:\n${await readFile(logFile, "utf8")}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill("SIGKILL"), 15_000);
    server.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    server.kill("SIGTERM");
  });
}

export type TestServer = { url: string; dataDir: string; stop: () => Promise<void> };

/**
 * The built server on a free port with a fresh data directory (or a brand-new PostgreSQL database when
 * DATABASE_URL is set), seeded with the demo. Each Playwright worker starts its own: demo users have one live
 * session each, so two workers sharing a server would sign each other out.
 */
export async function startTestServer(): Promise<TestServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "consola-e2e-"));
  const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : undefined;
  const logFile = path.join(dataDir, "server.log");

  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      DATABASE_URL: database?.url ?? "",
      // Every journey signs in from 127.0.0.1 within a minute or two; the per-IP cap is not under test.
      LOGIN_MAX_PER_IP_PER_MINUTE: "1000",
      // Servers of other workers share the Redis: their hub rooms and rate limits must not meet.
      REDIS_PREFIX: `consola-e2e-${port}:`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(logFile);
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    await waitForHealth(url, server, logFile);
  } catch (error) {
    await stop(server);
    await database?.drop();
    throw error;
  }

  return {
    url,
    dataDir,
    stop: async () => {
      await stop(server);
      log.end();
      await database?.drop();
      if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
