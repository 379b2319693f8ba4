/**
 * Inbound throughput from outside, as its target asks (docs/PERFORMANCE.md): signed WhatsApp webhooks from a load
 * generator on loopback into the real server process (src/main.ts), agents' sockets connected, and the time
 * from sending a webhook to each agent's socket receiving the message. On PostgreSQL, pgbench's one-client
 * insert-only rate is measured on the same database first, as the machine's own yardstick.
 *
 *   DATABASE_URL=postgres://…/postgres REDIS_URL=redis://… npx tsx --conditions=source bench/inbound.ts
 *
 * Two phases after the warm-up: as fast as the server acknowledges with CONCURRENCY webhooks always in flight
 * (msg/s), then the target's rate, PACED_RATE a second sent when due whatever is still in flight (the p99 the
 * target judges; the first phase's latency is mostly the queue its own 32 in flight make).
 *
 * Knobs: BENCH_INBOUND_SECONDS (15, each phase), BENCH_INBOUND_CONCURRENCY (webhooks in flight, 32),
 * BENCH_INBOUND_RATE (1,000), BENCH_INBOUND_AGENTS (sockets, 10), BENCH_INBOUND_CONTACTS (senders, 500).
 * BENCH_CPU_PROF=dir profiles the server process.
 * Prints a table and one final JSON line.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { HUB_EVENTS } from "@consola/shared";
import { users } from "../src/db/schema/index.js";
import { hashPassword } from "../src/modules/auth/passwords.js";
import globalSetup from "../test/global-setup.js";
import { connectRawAgentSocket, type RawHubSocket } from "../test/raw-hub-client.js";
import { servedDatabase } from "../test/reliability/served-database.js";
import { freePort, stopServerProcess } from "../test/reliability/server-process.js";
import { signIn } from "../test/reliability/sign-in.js";
import { percentile } from "./percentile.js";
import { startBuiltServer } from "./server-process-bench.js";
import { postWhatsappText } from "./webhook-sender.js";

const SECONDS = Number(process.env.BENCH_INBOUND_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_INBOUND_CONCURRENCY ?? 32);
const AGENTS = Number(process.env.BENCH_INBOUND_AGENTS ?? 10);
const CONTACTS = Number(process.env.BENCH_INBOUND_CONTACTS ?? 500);
/** The target's rate: the p99 is judged at it, sent open-loop (a late answer never delays the next webhook). */
const PACED_RATE = Number(process.env.BENCH_INBOUND_RATE ?? 1_000);
const PASSWORD = "Bench1234!";

export type InboundFigures = {
  /** Webhooks acknowledged a second with CONCURRENCY always in flight: as fast as the server goes. */
  msgPerSec: number;
  /** Webhook to socket at a steady PACED_RATE, timed from when each webhook was due (the target's p99). */
  p50Ms: number;
  p99Ms: number;
  pacedRate: number;
  pacedMsgPerSec: number;
  /** The same with CONCURRENCY in flight: the queue the closed loop itself builds, 32 ÷ the rate at least. */
  saturatedP50Ms: number;
  saturatedP99Ms: number;
  acked: number;
  failed: number;
  agents: number;
  delivered: number;
  pgbenchTps: number | null;
  ratioToPgbench: number | null;
  database: "postgresql" | "pglite";
};

/** pgbench's one-client insert-only TPS on the database of `url`, or null (with the reason) when it cannot run. */
function pgbenchInsertTps(url: string | undefined, seconds: number): number | null {
  if (!url) {
    process.stdout.write("pgbench: skipped (the embedded PGlite database has no server to point it at)\n");
    return null;
  }
  if (spawnSync("pgbench", ["--version"]).status !== 0) {
    process.stdout.write("pgbench: not installed (PostgreSQL's package provides it); no ratio reported\n");
    return null;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "consola-pgbench-"));
  try {
    const script = path.join(dir, "insert.sql");
    writeFileSync(script, "insert into bench_pgbench_inserts (body) values ('mensaje de prueba');\n");
    execFileSync("psql", [
      url,
      "-qc",
      "create table if not exists bench_pgbench_inserts (id bigserial primary key, body text, at timestamptz default now())",
    ]);
    const output = execFileSync("pgbench", ["-n", "-c", "1", "-T", String(seconds), "-f", script, url], {
      encoding: "utf8",
    });
    execFileSync("psql", [url, "-qc", "drop table bench_pgbench_inserts"]);
    return Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function signInAgents(url: string, emails: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const email of emails) tokens.push(await signIn(url, email, PASSWORD));
  return tokens;
}

/** Runs the measurement against a fresh database and server; every resource is released, whatever fails. */
export async function measureInbound(): Promise<InboundFigures> {
  await globalSetup();
  const databaseUrl = process.env.DATABASE_URL;
  const pgbenchTps = pgbenchInsertTps(databaseUrl, Math.min(10, SECONDS));
  const emails = Array.from(
    { length: AGENTS },
    (_, i) => `agente${i}-${randomUUID().slice(0, 8)}@bench.test`,
  );
  const passwordHash = await hashPassword(PASSWORD);
  const served = await servedDatabase("bench-inbound", async (handle, businessId) => {
    await handle.db.insert(users).values(
      emails.map((email, i) => ({
        businessId,
        name: `Agente ${i}`,
        email,
        passwordHash,
        role: "ProviderAgent" as const,
      })),
    );
  });
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await startBuiltServer(
    {
      ...served.env,
      LOGIN_MAX_PER_IP_PER_MINUTE: "100000",
      LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? "error",
    },
    await freePort(),
    profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  );
  const sockets: RawHubSocket[] = [];
  try {
    const tokens = await signInAgents(server.url, emails);
    for (const token of tokens) sockets.push(await connectRawAgentSocket(server.url, token));

    // Every agent sees every message of a pending chat (the business's room): time each arrival, into the
    // latencies of the phase that sent it.
    const sentAt = new Map<string, { at: number; into: number[] }>();
    const saturated: number[] = [];
    const pacedLatencies: number[] = [];
    let delivered = 0;
    for (const socket of sockets) {
      socket.onEvent(HUB_EVENTS.newMessage, (raw) => {
        const sent = sentAt.get(/"body":"(b\d+)"/.exec(raw)?.[1] ?? "");
        if (sent === undefined) return;
        delivered += 1;
        sent.into.push(performance.now() - sent.at);
      });
    }

    let sequence = 0;
    let acked = 0;
    let failed = 0;
    let warmedUp = 0;
    /** Sends one webhook; `measured` says since when its arrivals are timed and where they go. */
    const send = async (measured?: { at: number; into: number[] }) => {
      sequence += 1;
      const body = `b${sequence}`;
      const from = `52181${String(10_000_000 + (sequence % CONTACTS)).slice(-8)}`;
      if (measured) sentAt.set(body, measured);
      const ok = await postWhatsappText(server.url, served.appSecret, { from, body });
      if (!measured) {
        if (ok) warmedUp += 1;
        return;
      }
      if (ok) acked += 1;
      else failed += 1;
    };
    const run = async (going: () => boolean, into?: number[]) => {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (going()) await send(into && { at: performance.now(), into });
        }),
      );
    };
    /** PACED_RATE webhooks a second for SECONDS, each sent when due whatever is still in flight. */
    const paced = async () => {
      const from = performance.now();
      const total = Math.round(PACED_RATE * SECONDS);
      const inFlight: Promise<void>[] = [];
      let next = 0;
      await new Promise<void>((resolve) => {
        const tick = () => {
          const due = Math.min(total, Math.floor(((performance.now() - from) * PACED_RATE) / 1_000) + 1);
          for (; next < due; next += 1)
            inFlight.push(send({ at: from + (next * 1_000) / PACED_RATE, into: pacedLatencies }));
          if (next < total) setTimeout(tick, 1);
          else resolve();
        };
        tick();
      });
      await Promise.all(inFlight);
      return { ackedAt: performance.now() - from, total };
    };
    // Warm-up: every contact and its chat exists, the server's code paths are compiled. At least 3 s and
    // until every contact has been answered twice: a first message opens a chat, which costs several times a
    // continuing one, and 500 of them took 4.5 s on the 2-core machine (without it, the first
    // 1.5–2 s of a run then timed chats being opened, at 300 ms each, not the steady flow this bench measures).
    const warmUpFrom = performance.now();
    await run(() => performance.now() < warmUpFrom + 3_000 || warmedUp < 2 * CONTACTS);
    const started = performance.now();
    await run(() => performance.now() < started + SECONDS * 1_000, saturated);
    const elapsed = (performance.now() - started) / 1_000;
    const msgPerSec = acked / elapsed;
    // Stragglers on the sockets, then the steady rate.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const steady = await paced();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return {
      msgPerSec,
      p50Ms: percentile(pacedLatencies, 50),
      p99Ms: percentile(pacedLatencies, 99),
      pacedRate: PACED_RATE,
      pacedMsgPerSec: steady.total / (steady.ackedAt / 1_000),
      saturatedP50Ms: percentile(saturated, 50),
      saturatedP99Ms: percentile(saturated, 99),
      acked,
      failed,
      agents: sockets.length,
      delivered,
      pgbenchTps,
      ratioToPgbench: pgbenchTps ? msgPerSec / pgbenchTps : null,
      database: databaseUrl ? "postgresql" : "pglite",
    };
  } catch (error) {
    process.stderr.write(server.output().slice(-4_000));
    throw error;
  } finally {
    if (process.env.BENCH_SERVER_LOG) process.stderr.write(server.output().slice(-6_000));
    for (const socket of sockets) socket.close();
    await stopServerProcess(server, "SIGTERM");
    await served.drop();
  }
}

export function printInbound(figures: InboundFigures): void {
  const rows: [string, string][] = [
    ["database", figures.database],
    ["messages acknowledged", `${figures.acked} (${figures.failed} failed)`],
    [`inbound msg/s, ${CONCURRENCY} in flight`, figures.msgPerSec.toFixed(0)],
    ["  webhook → agent socket p50", `${figures.saturatedP50Ms.toFixed(1)} ms`],
    ["  webhook → agent socket p99", `${figures.saturatedP99Ms.toFixed(1)} ms`],
    [
      `at ${figures.pacedRate} msg/s (sent when due)`,
      `${figures.pacedMsgPerSec.toFixed(0)} msg/s acknowledged`,
    ],
    ["  webhook → agent socket p50", `${figures.p50Ms.toFixed(1)} ms`],
    ["  webhook → agent socket p99", `${figures.p99Ms.toFixed(1)} ms`],
    ["agents' sockets", `${figures.agents} (${figures.delivered} arrivals)`],
    ["pgbench 1-client insert TPS", figures.pgbenchTps?.toFixed(0) ?? "—"],
    ["ratio to pgbench", figures.ratioToPgbench?.toFixed(3) ?? "—"],
  ];
  for (const [name, value] of rows) process.stdout.write(`${name.padEnd(32)}${value}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  measureInbound()
    .then((figures) => {
      printInbound(figures);
      process.stdout.write(`${JSON.stringify({ inbound: figures })}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
