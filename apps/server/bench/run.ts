/**
 * `npm run bench`: every target of docs/PERFORMANCE.md on this machine, each part in its own process, then a table and
 * bench/results.json (in apps/server). `npm run bench -- --quick` runs the inbound, hub and list parts small
 * enough to finish in about five minutes.
 *
 * The database is PostgreSQL when DATABASE_URL is set (as the targets ask), else the embedded PGlite (the list
 * part then is skipped: its seeder needs PostgreSQL's COPY). BENCH_LARGE_URL names an already seeded database
 * for the lists (bench/seed-large.ts); without it the list part seeds a fresh one and drops it after.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { listTargetMs } from "./large/list-targets.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, "..");
const repoRoot = path.resolve(serverRoot, "..", "..");
const quick = process.argv.includes("--quick");

type Json = Record<string, unknown>;

/** Runs one part's script; resolves with the JSON of the last line that holds one (null when none does). */
function runPart(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<Json | null> {
  process.stdout.write(`\n== ${label}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: serverRoot, env: { ...process.env, ...env } });
    let lastJson = "";
    child.stdout.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      process.stdout.write(text);
      for (const line of text.split("\n")) if (line.startsWith("{")) lastJson = line;
    });
    child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`${label} exited with ${code}`));
      else resolve(lastJson ? (JSON.parse(lastJson) as Json) : null);
    });
  });
}

const tsx = (script: string, env: Record<string, string> = {}) =>
  ["npx", ["tsx", "--conditions=source", script], env] as const;

/** A database for the list part: the one named, or a fresh one filled by the COPY seeder and dropped after. */
async function listsDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (process.env.BENCH_LARGE_URL) return { url: process.env.BENCH_LARGE_URL, drop: async () => {} };
  const base = process.env.DATABASE_URL;
  if (!base) {
    process.stdout.write(
      "\n== lists: skipped (the seeder needs PostgreSQL: set DATABASE_URL or BENCH_LARGE_URL)\n",
    );
    return null;
  }
  const name = `consola_bench_lists_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  const [command, args, env] = tsx("bench/seed-large.ts", {
    DATABASE_URL: url.toString(),
    ...(quick ? {} : { BENCH_LARGE_FULL: "1" }),
  });
  try {
    const sizes = quick ? "quick sizes" : "1M contacts, 1M chats, 10M messages";
    await runPart(`seeding the list database (${sizes})`, command, [...args], env);
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: url.toString(), drop };
}

function loginJs(): Promise<Json | null> | null {
  const dist = path.join(repoRoot, "apps", "web", "dist", "index.html");
  try {
    if (!quick)
      execFileSync("npm", ["run", "build", "-w", "@consola/web"], { cwd: repoRoot, stdio: "inherit" });
  } catch {
    process.stdout.write("\n== web: skipped (the web app's build failed)\n");
    return null;
  }
  if (!existsSync(dist)) {
    process.stdout.write("\n== web: skipped (no build of the web app: run npm run build)\n");
    return null;
  }
  return runPart("web: the login route's JavaScript", "npm", [
    "run",
    "--silent",
    "measure:login-js",
    "-w",
    "@consola/web",
  ]);
}

/** /home with 1,000 chats in Chromium, on the build loginJs made (apps/web/scripts/measure-home-render.ts). */
function homeRender(): Promise<Json | null> {
  return runPart("web: /home with 1,000 chats", "npm", [
    "run",
    "--silent",
    "measure:home-render",
    "-w",
    "@consola/web",
  ]);
}

function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

async function main() {
  const machine = {
    cores: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((load) => Math.round(load * 100) / 100),
    database: process.env.DATABASE_URL ? "postgresql" : "pglite",
    redis: Boolean(process.env.REDIS_URL),
    commit: commit(),
    quick,
    at: new Date().toISOString(),
  };
  const results: Json = { machine };
  // Every part measures the server as `npm start` runs it: built once here, from this checkout.
  for (const workspace of ["@consola/shared", "@consola/server"]) {
    execFileSync("npm", ["run", "--silent", "build", "-w", workspace], { cwd: repoRoot, stdio: "inherit" });
  }
  process.env.BENCH_BUILT = "1";

  const [inboundCmd, inboundArgs, inboundEnv] = tsx(
    "bench/inbound.ts",
    quick ? { BENCH_INBOUND_SECONDS: "10" } : {},
  );
  results.inbound = (
    await runPart("inbound: signed webhooks, agents connected", inboundCmd, [...inboundArgs], inboundEnv)
  )?.inbound;

  const [hubCmd, hubArgs, hubEnv] = tsx(
    "bench/hub.ts",
    quick
      ? {
          BENCH_HUB_SOCKETS: "1000",
          BENCH_HUB_BUSINESSES: "40",
          BENCH_HUB_BIG: "200",
          BENCH_HUB_SECONDS: "5",
        }
      : {},
  );
  results.hub = (await runPart("hub: sockets across businesses", hubCmd, [...hubArgs], hubEnv))?.hub;

  // Several instances: the same webhooks through HAProxy to 1, 2 and 3 instances (PostgreSQL, Redis and HAProxy only).
  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    const [instancesCmd, instancesArgs, instancesEnv] = tsx(
      "bench/instances.ts",
      quick ? { BENCH_INSTANCES_SECONDS: "5" } : {},
    );
    results.instances = (
      await runPart(
        "instances behind HAProxy: 1, 2, 3",
        instancesCmd,
        [...instancesArgs],
        instancesEnv,
      ).catch((error: Error) => {
        process.stdout.write(`${error.message}\n`);
        return null;
      })
    )?.instances;
  } else process.stdout.write("\n== instances: skipped (needs DATABASE_URL and REDIS_URL)\n");

  const [peerCmd, peerArgs, peerEnv] = tsx(
    "bench/contacts-http.ts",
    quick ? { BENCH_CONTACTS_HTTP_SECONDS: "5" } : {},
  );
  results.contactsHttp = (
    await runPart("against a peer: the contact list over HTTP", peerCmd, [...peerArgs], peerEnv)
  )?.contactsHttp;

  // Campaigns: 100,000 recipients through the real server against a loopback Graph stand-in (PostgreSQL only:
  // the embedded database would measure PGlite's single connection, not the sender).
  if (process.env.DATABASE_URL) {
    const [campaignsCmd, campaignsArgs, campaignsEnv] = tsx(
      "bench/campaigns.ts",
      quick ? { BENCH_CAMPAIGN_RECIPIENTS: "20000", BENCH_CAMPAIGN_SECONDS: "6" } : {},
    );
    results.campaigns = (
      await runPart(
        "campaigns: prepare, pace, top tier, a kill",
        campaignsCmd,
        [...campaignsArgs],
        campaignsEnv,
      )
    )?.campaigns;
  } else process.stdout.write("\n== campaigns: skipped (needs DATABASE_URL)\n");

  const database = await listsDatabase();
  if (database) {
    try {
      const [listsCmd, listsArgs, listsEnv] = tsx("bench/lists.ts", {
        BENCH_LARGE_URL: database.url,
        // The latency of one page, as docs/PERFORMANCE.md reports it; ten concurrent callers in this one
        // process queue for the two cores (bench/lists.ts alone shows them).
        BENCH_LISTS_CALLERS: "1",
        ...(quick ? { BENCH_LISTS_RUNS: "100" } : {}),
      });
      const lists = await runPart(
        "lists: pages, searches and the report",
        listsCmd,
        [...listsArgs],
        listsEnv,
      );
      results.lists = lists?.lists;
      results.report = lists?.report;
      const [bulkCmd, bulkArgs, bulkEnv] = tsx("bench/bulk-labels.ts", { BENCH_LARGE_URL: database.url });
      const bulk = await runPart("bulk label beside inbound-like writes", bulkCmd, [...bulkArgs], bulkEnv);
      if (bulk) {
        const contacts = bulk.contacts as number;
        const probe = (key: string) => (bulk[key] as Json | undefined)?.p99Ms as number | undefined;
        results.bulkLabels = {
          contacts,
          msPer100k: contacts > 0 ? Math.round(((bulk.jobMs as number) / contacts) * 100_000) : null,
          probeP99Ms: probe("probeDuringJob"),
          probeAloneP99Ms: probe("probeAlone"),
        };
      }
    } finally {
      await database.drop();
    }
  }

  const web = await loginJs();
  if (web) {
    const home = (await homeRender())?.home as Json | undefined;
    results.web = {
      loginJsGzKb: web.gzKb,
      files: web.files,
      homeRenderMs: home?.renderMs,
      homeRepeatRenderMs: home?.repeatRenderMs,
      homeSignInRenderMs: home?.signInRenderMs,
      homeSignInSubmitMs: home?.signInSubmitMs,
      homeDroppedFrames: home?.droppedFrames,
      homeYardstickMs: home?.yardstickMs,
      homeRatioToYardstick: home?.ratioToYardstick,
    };
  }

  const file = path.join(here, "results.json");
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
  process.stdout.write(`\nwritten: ${path.relative(repoRoot, file)}\n`);

  if (!quick) {
    // The earlier targets (uploads, reports at a year of traffic, contact imports): each says ok or MISSED.
    for (const script of ["bench/uploads.ts", "bench/reports.ts", "bench/contacts-import.ts"]) {
      const [command, args] = tsx(script);
      await runPart(script, command, [...args]).catch((error: Error) =>
        process.stdout.write(`${error.message}\n`),
      );
    }
  }
}

/** A row's goal and test; a yardstick row has no goal of its own: it only says what the machine could do. */
type Row = [string, number | null | undefined, string, (value: number) => boolean];
const noGoal = () => true;

/** The campaign part's rows: bench/campaigns.ts's figures against the campaign targets. */
function campaignRows(campaigns: Json | undefined): Row[] {
  const standard = campaigns?.standard as Json | undefined;
  const top = campaigns?.top as Json | undefined;
  const kill = campaigns?.kill as Json | undefined;
  const yardstick = campaigns?.yardstick as Json | undefined;
  const figure = (part: Json | undefined, key: string) => part?.[key] as number | undefined;
  return [
    [
      "campaign: 100,000 recipients prepared, ms",
      figure(campaigns, "prepareMs"),
      "< 10000",
      (v) => v < 10_000,
    ],
    [
      "campaign: 100,000 recipients scheduled, ms",
      figure(campaigns, "scheduleMs"),
      "< 10000",
      (v) => v < 10_000,
    ],
    [
      "campaign at 80/s: sends a second",
      figure(standard, "perSecond"),
      "80 ± 2",
      (v) => Math.abs(v - 80) <= 2,
    ],
    ["campaign at 80/s: most sends in 100 ms", figure(standard, "max100ms"), "≤ 8", (v) => v <= 8],
    ["the same, counting its first second", figure(standard, "max100msAll"), "—", noGoal],
    ["yardstick, a timer at 80/s: most in 100 ms", figure(yardstick, "max100ms"), "—", noGoal],
    ["campaign at 1,000/s: sends a second", figure(top, "perSecond"), "≥ 980", (v) => v >= 980],
    ["campaign at 1,000/s: most sends in 100 ms", figure(top, "max100ms"), "—", noGoal],
    ["campaign at 1,000/s: inbound webhook p50 ms", figure(top, "inboundP50Ms"), "—", noGoal],
    ["campaign at 1,000/s: inbound webhook p99 ms", figure(top, "inboundP99Ms"), "< 50", (v) => v < 50],
    ["campaign killed: recipients sent twice", figure(kill, "receivedTwice"), "0", (v) => v === 0],
    ["campaign killed: recipients never reached", figure(kill, "neverReceived"), "0", (v) => v === 0],
    ["campaign killed: sends marked failed", figure(kill, "markedFailed"), "0", (v) => v === 0],
  ];
}

function printTable(results: Json) {
  const quick = (results.machine as Json).quick === true;
  const inbound = results.inbound as Json | undefined;
  const hub = results.hub as Json | undefined;
  const lists = (results.lists ?? {}) as Record<string, { p99Ms: number }>;
  const bulk = results.bulkLabels as Json | undefined;
  const web = results.web as Json | undefined;
  const rows: Row[] = [
    ["inbound msg/s, 32 in flight", inbound?.msgPerSec as number, "≥ 1000", (v) => v >= 1_000],
    ["inbound webhook→socket p99 ms at 1,000/s", inbound?.p99Ms as number, "< 50", (v) => v < 50],
    ["the same p99 ms, 32 in flight", inbound?.saturatedP99Ms as number, "—", noGoal],
    ["inbound ÷ pgbench 1-client TPS", inbound?.ratioToPgbench as number | null, "≥ 0.3", (v) => v >= 0.3],
    ["hub sockets", hub?.sockets as number, "5000", (v) => v >= 5_000],
    ["hub p99 ms, 50 msg/s to 1,000 agents", hub?.p99Ms as number, "< 100", (v) => v < 100],
    ["hub p99 ÷ bare Socket.IO's p99", hub?.ratioToBare as number | null, "—", noGoal],
    ["bare Socket.IO p99 ms, same fan-out", (hub?.bare as Json | null)?.p99Ms as number, "—", noGoal],
    ["hub p99 ms, 50 new chats in 1 s", hub?.newChatsP99Ms as number, "< 100", (v) => v < 100],
    ["hub new chats p99 ÷ bare Socket.IO's", hub?.newChatsRatioToBare as number | null, "—", noGoal],
    [
      "bare Socket.IO p99 ms, a new chat's 3 frames",
      (hub?.bareNewChats as Json | null)?.p99Ms as number,
      "—",
      noGoal,
    ],
    ["hub RSS MB", hub?.rssMb as number, "< 1024", (v) => v < 1_024],
    ...((results.instances ?? []) as { instances: number; msgPerSec: number; efficiency: number }[]).flatMap(
      (run): Row[] => [
        [`inbound msg/s, ${run.instances} instance(s) behind HAProxy`, run.msgPerSec, "—", noGoal],
        [`  efficiency (÷ ${run.instances} × one instance's)`, run.efficiency, "—", noGoal],
      ],
    ),
    ...(["list", "searchName", "searchPhone"] as const).flatMap((name): Row[] => {
      const figures = (results.contactsHttp as Record<string, Json> | undefined)?.[name];
      return [
        [`contacts over HTTP, ${name} req/s`, figures?.reqPerSec as number, "≥ 1000", (v) => v >= 1_000],
        [`contacts over HTTP, ${name} p99 ms`, figures?.p99Ms as number, "< 15", (v) => v < 15],
        [`contacts over HTTP, ${name} ÷ bare node`, figures?.ratioToBareNode as number, "—", noGoal],
      ];
    }),
    [
      "bare node:http, same answer, req/s",
      ((results.contactsHttp as Record<string, Json> | undefined)?.bareNode as Json | undefined)
        ?.reqPerSec as number,
      "—",
      noGoal,
    ],
    ...Object.entries(lists).map(
      ([name, timing]): Row => [
        `${name} p99 ms`,
        timing.p99Ms,
        `< ${listTargetMs(name)}`,
        (v) => v < listTargetMs(name),
      ],
    ),
    [
      "bulk label, ms per 100,000 contacts",
      bulk?.msPer100k as number | undefined,
      "< 30000",
      (v) => v < 30_000,
    ],
    ["bulk label: inbound-like writes p99 ms meanwhile", bulk?.probeP99Ms as number, "< 50", (v) => v < 50],
    ["the same writes alone p99 ms (yardstick)", bulk?.probeAloneP99Ms as number, "—", noGoal],
    ...campaignRows(results.campaigns as Json | undefined),
    [
      "30-day report ms",
      (results.report as Json | undefined)?.thirtyDayMs as number,
      "< 500",
      (v) => v < 500,
    ],
    ["login route JS KB gzip", web?.loginJsGzKb as number, "≤ 150", (v) => v <= 150],
    ["/home with 1,000 chats, render ms", web?.homeRenderMs as number, "< 300", (v) => v < 300],
    [
      "/home first opened from sign-in, render ms",
      web?.homeSignInRenderMs as number,
      "< 300",
      (v) => v < 300,
    ],
    ["sign-in submitted → /home rows, ms", web?.homeSignInSubmitMs as number, "—", noGoal],
    ["/home repeat visit (cached), render ms", web?.homeRepeatRenderMs as number, "< 300", (v) => v < 300],
    ["/home render ÷ React+Mantine yardstick", web?.homeRatioToYardstick as number, "—", noGoal],
    ["render yardstick ms (20 rows)", web?.homeYardstickMs as number, "—", noGoal],
    ["/home scrolling, dropped frames", web?.homeDroppedFrames as number, "0", (v) => v === 0],
  ];
  if (quick)
    process.stdout.write("\nquick run: smaller sizes than the targets name; only a full run is judged\n");
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  process.stdout.write(`\n${"target".padEnd(width)}${"measured".padStart(12)}  ${"goal".padEnd(8)}\n`);
  for (const [name, value, goal, met] of rows) {
    const shown = typeof value === "number" ? (value >= 100 ? value.toFixed(0) : value.toFixed(2)) : "—";
    const verdict =
      typeof value !== "number" ? "not run" : met === noGoal ? "yardstick" : met(value) ? "ok" : "MISSED";
    process.stdout.write(`${name.padEnd(width)}${shown.padStart(12)}  ${goal.padEnd(8)}${verdict}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
