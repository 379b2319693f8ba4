/**
 * What the benches that measure the real server process share: start it (its build, embedded PGlite in a
 * fresh data directory unless DATABASE_URL is set, the demo seeded), read its RSS from /proc, and always stop
 * it and clean up, printing its last output when the measuring fails.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "../test/reliability/server-process.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
let built = process.env.BENCH_BUILT === "1";

/**
 * The server as `npm start` runs it (node dist/main.js), built from this checkout first: a bench must measure
 * the code it sits beside. `npm run bench` builds once and sets BENCH_BUILT=1 for its parts.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  if (!built) {
    for (const workspace of ["@consola/shared", "@consola/server"]) {
      execFileSync("npm", ["run", "--silent", "build", "-w", workspace], { cwd: repoRoot, stdio: "inherit" });
    }
    built = true;
  }
  return startServerProcess(env, port, nodeArgs, "built");
}

/** The process's resident memory now, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the process's RSS every 20 ms until the returned function is called; that returns the peak. */
export function watchPeak(pid: number): () => number {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

export type BenchServer = { url: string; pid: number };

/**
 * Runs `measure` against a server started with `env` (on top of the bench defaults) and exits the process:
 * 0 when `measure` says every target was met, 1 otherwise or on an error.
 */
export async function benchAgainstServer(
  name: string,
  env: Record<string, string>,
  measure: (server: BenchServer) => Promise<boolean>,
): Promise<never> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `consola-bench-${name}-`));
  const server = await startBuiltServer(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      LOGIN_MAX_PER_IP_PER_MINUTE: "1000",
      PUBLIC_URL: "http://127.0.0.1",
      ...env,
    },
    await freePort(),
  );
  let met = false;
  try {
    const pid = server.child.pid;
    if (!pid) throw new Error("no server pid");
    met = await measure({ url: server.url, pid });
  } catch (error) {
    process.stderr.write(server.output().slice(-4_000));
    console.error(error);
  } finally {
    await stopServerProcess(server, "SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(met ? 0 : 1);
}
