/**
 * The scaling run (decision 029): the inbound path through the deployment's HAProxy (deploy/haproxy.cfg) in front of 1,
 * 2 and 3 instances on one PostgreSQL and one Redis, on this machine. For each count: signed WhatsApp webhooks
 * with CONCURRENCY always in flight through the proxy, agents' sockets connected through it too (every message
 * goes to every agent, across instances through Redis), the messages acknowledged a second, and who used the
 * cores meanwhile (the instances together, PostgreSQL, Redis, HAProxy, this load generator).
 *
 *   DATABASE_URL=postgres://…/postgres REDIS_URL=redis://… npx tsx --conditions=source bench/instances.ts
 *
 * Knobs: BENCH_INSTANCES (the counts, "1,2,3"), BENCH_INSTANCES_SECONDS (10 each), BENCH_INBOUND_CONCURRENCY
 * (32), BENCH_INBOUND_AGENTS (10). Needs HAProxy (scripts/ensure-haproxy.sh). Prints a table and one JSON line.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { HUB_EVENTS } from "@consola/shared";
import globalSetup from "../test/global-setup.js";
import { connectRawAgentSocket, type RawHubSocket } from "../test/raw-hub-client.js";
import { agentTokens } from "../test/reliability/agent-tokens.js";
import { haproxyInstalled, startProxy } from "../test/reliability/haproxy.js";
import { servedDatabase } from "../test/reliability/served-database.js";
import { freePort, type ServerProcess, stopServerProcess } from "../test/reliability/server-process.js";
import { type CpuShares, measureCpuShares } from "./cpu-shares.js";
import { startBuiltServer } from "./server-process-bench.js";
import { postWhatsappText } from "./webhook-sender.js";

const COUNTS = (process.env.BENCH_INSTANCES ?? "1,2,3").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_INSTANCES_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_INBOUND_CONCURRENCY ?? 32);
const AGENTS = Number(process.env.BENCH_INBOUND_AGENTS ?? 10);
const CONTACTS = 500;
const WARM_UP_SECONDS = 3;

export type InstancesRun = {
  instances: number;
  msgPerSec: number;
  /** msg/s ÷ (instances × the one instance's msg/s): 1 is perfect scaling. */
  efficiency: number;
  /** Every message at every agent's socket, whichever instance held it. */
  arrivals: number;
  expectedArrivals: number;
  cpu: CpuShares;
  /** Cores each party kept busy on average (CPU ms ÷ wall ms). */
  cores: { instances: number; postgres: number; redis: number; proxy: number; generator: number };
};

async function measureCount(count: number): Promise<Omit<InstancesRun, "efficiency">> {
  const served = await servedDatabase(`bench-instances-${count}`);
  const instances: ServerProcess[] = [];
  const sockets: RawHubSocket[] = [];
  let stopProxy = async () => {};
  try {
    const agents = await agentTokens(served, AGENTS);
    const env = {
      ...served.env,
      REDIS_URL: process.env.REDIS_URL ?? "",
      REDIS_PREFIX: `consola-bench-${randomUUID().slice(0, 8)}:`,
      TRUST_PROXY: "true",
      LOG_LEVEL: "error",
    };
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    instances.push(...(await Promise.all(ports.map((port) => startBuiltServer(env, port)))));
    const proxy = await startProxy(ports);
    stopProxy = proxy.stop;

    for (const { token } of agents) {
      sockets.push(await connectRawAgentSocket(proxy.url, token));
    }
    let measuring = false;
    let arrivals = 0;
    for (const socket of sockets) {
      socket.onEvent(HUB_EVENTS.newMessage, (raw) => {
        if (measuring && raw.includes('"body":"m')) arrivals += 1;
      });
    }

    let sequence = 0;
    let acked = 0;
    const run = async (until: number, measured: boolean) =>
      Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < until) {
            sequence += 1;
            const from = `52181${String(10_000_000 + (sequence % CONTACTS)).slice(-8)}`;
            const ok = await postWhatsappText(proxy.url, served.appSecret, {
              from,
              body: `${measured ? "m" : "w"}${sequence}`,
            });
            if (ok && measured) acked += 1;
          }
        }),
      );
    await run(performance.now() + WARM_UP_SECONDS * 1_000, false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    measuring = true;
    const cpu = measureCpuShares(instances.map((instance) => instance.child.pid ?? 0));
    const started = performance.now();
    await run(started + SECONDS * 1_000, true);
    const wallSeconds = (performance.now() - started) / 1_000;
    const shares = cpu();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const coresOf = (ms: number) => Math.round((ms / shares.wallMs) * 100) / 100;
    return {
      instances: count,
      msgPerSec: Math.round(acked / wallSeconds),
      arrivals,
      expectedArrivals: acked * sockets.length,
      cpu: shares,
      cores: {
        instances: coresOf(shares.serverMs),
        postgres: coresOf(shares.postgresMs),
        redis: coresOf(shares.redisMs),
        proxy: coresOf(shares.proxyMs),
        generator: coresOf(shares.generatorMs),
      },
    };
  } finally {
    for (const socket of sockets) socket.close();
    await stopProxy();
    await Promise.all(instances.map((instance) => stopServerProcess(instance, "SIGTERM")));
    await served.drop();
  }
}

export async function measureInstances(): Promise<InstancesRun[]> {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
    throw new Error("bench/instances.ts needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL");
  if (!haproxyInstalled())
    throw new Error("bench/instances.ts needs HAProxy: bash scripts/ensure-haproxy.sh");
  await globalSetup();
  const runs: Omit<InstancesRun, "efficiency">[] = [];
  for (const count of COUNTS) runs.push(await measureCount(count));
  const one = runs.find((run) => run.instances === 1)?.msgPerSec;
  return runs.map((run) => ({
    ...run,
    efficiency: one ? Math.round((run.msgPerSec / (run.instances * one)) * 100) / 100 : 0,
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  measureInstances()
    .then((runs) => {
      process.stdout.write(
        `${"instances".padEnd(10)}${"msg/s".padStart(8)}${"efficiency".padStart(12)}${"arrivals".padStart(12)}  cores used: instances / postgres / redis / haproxy / generator\n`,
      );
      for (const run of runs) {
        const { cores } = run;
        process.stdout.write(
          `${String(run.instances).padEnd(10)}${String(run.msgPerSec).padStart(8)}${run.efficiency.toFixed(2).padStart(12)}${(run.arrivals === run.expectedArrivals ? "all" : `${run.arrivals}/${run.expectedArrivals}`).padStart(12)}  ${cores.instances} / ${cores.postgres} / ${cores.redis} / ${cores.proxy} / ${cores.generator}\n`,
        );
      }
      process.stdout.write(`${JSON.stringify({ instances: runs })}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
