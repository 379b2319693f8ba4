/**
 * Report speed and memory on a large data set (decision 010's target: a 30-day report for a business with a
 * year of traffic answers in under 500 ms). PostgreSQL only.
 *
 * - BENCH_LARGE_URL names a database bench/seed-large.ts already filled: it is measured as it is.
 * - Otherwise, with DATABASE_URL, a database `consola_bench_<random>` is made on that server, seeded with the
 *   BENCH_LARGE_* sizes (small by default), measured and dropped.
 * - Without either it says it is skipped and exits 0.
 * BENCH_REPORT_RUNS sets the timed runs of each report (median taken; default 5, after one warm-up run).
 * Exits non-zero when a target is missed, like run.ts.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { performance } from "node:perf_hooks";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MasterReportFilters } from "@consola/shared";
import pino from "pino";
import { openDatabase } from "../src/db/client.js";
import {
  chStaMasterReport,
  inOutMasterReport,
  resFirstMasterReport,
} from "../src/modules/reports/master-reports.service.js";
import { reportCsv } from "../src/modules/reports/report-csv.js";
import {
  chatStatusReport,
  incomingOutgoingReport,
  inOutDetailReport,
  responseFirstReport,
  summaryReport,
  webActivityReport,
} from "../src/modules/reports/reports.service.js";
import type { AuthContext } from "../src/tenancy/auth-context.js";
import { withAdmin, withDatabase } from "../test/template-database.js";
import { biggestBusiness, lastThirtyDays } from "./large/biggest-business.js";
import { largeSizesFromEnv, seedLarge } from "./seed-large.js";

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const REPORT_TARGET_MS = 500;
/** The platform's reports read every business's month: a looser bound than one business's. */
const MASTER_REPORT_TARGET_MS = 2_000;
const CSV_RSS_GROWTH_TARGET_MB = 150;

type Result = { name: string; value: number; unit: string; target?: number; better: "lower" | "higher" };

function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The database to measure, and how to clean up after: a seeded one given, or a fresh one made here. */
async function benchDatabase(
  log: (line: string) => void,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const given = process.env.BENCH_LARGE_URL;
  if (given) return { url: given, drop: async () => undefined };
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return null;
  const name = `consola_bench_${randomBytes(4).toString("hex")}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database "${name}"`));
  const url = withDatabase(serverUrl, name);
  const drop = () =>
    withAdmin(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`)).then(
      () => undefined,
    );
  try {
    await seedLarge(url, largeSizesFromEnv(), log);
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, drop };
}

/** Peak resident memory while `work` runs, sampled every 50 ms (and once at the end). */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const database = await benchDatabase(log);
  if (!database) {
    log(
      "reports bench skipped: it needs PostgreSQL. Set DATABASE_URL (a server to seed a fresh database on)",
    );
    log("or BENCH_LARGE_URL (a database bench/seed-large.ts filled).");
    return;
  }
  const handle = await openDatabase({
    databaseUrl: database.url,
    pgliteDir: "",
    logger: pino({ level: "silent" }),
  });
  const deps = { db: handle.db };
  const results: Result[] = [];
  try {
    const business = await biggestBusiness(handle.db);
    const auth: AuthContext = {
      userId: business.adminId,
      sessionId: "bench",
      role: "ProviderAdmin",
      businessId: business.id,
      name: "Bench",
      email: "bench@bench.test",
    };
    const filters = lastThirtyDays(business);
    log(
      `business ${business.id} (${business.chats.toLocaleString("en")} chats), ${filters.from} to ${filters.to}, median of ${RUNS} runs`,
    );
    const platform: AuthContext = { ...auth, role: "Super", businessId: null };
    const master: MasterReportFilters = { from: filters.from, to: filters.to, channel: undefined };
    const reports: [string, () => Promise<unknown>, number?][] = [
      ["IncomingOutgoing", () => incomingOutgoingReport(deps, auth, filters)],
      ["ChatStatus", () => chatStatusReport(deps, auth, filters)],
      ["ResponseFirst", () => responseFirstReport(deps, auth, filters)],
      ["Summary", () => summaryReport(deps, auth, filters)],
      ["GetWeb", () => webActivityReport(deps, auth, filters)],
      ["InOutDetail, first page", () => inOutDetailReport(deps, auth, { filters, after: undefined })],
      [
        "InOutMaster (all businesses)",
        () => inOutMasterReport(deps, platform, master),
        MASTER_REPORT_TARGET_MS,
      ],
      [
        "ChStaMaster (all businesses)",
        () => chStaMasterReport(deps, platform, master),
        MASTER_REPORT_TARGET_MS,
      ],
      [
        "ResFirstMaster (all businesses)",
        () => resFirstMasterReport(deps, platform, master),
        MASTER_REPORT_TARGET_MS,
      ],
    ];
    for (const [name, run, target = REPORT_TARGET_MS] of reports) {
      await run();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await run();
        samples.push(performance.now() - start);
      }
      results.push({ name, value: median(samples), unit: "ms", target, better: "lower" });
    }

    // The detailed CSV of the month, read to the end and thrown away.
    const baseline = process.memoryUsage().rss;
    let lines = 0;
    const started = performance.now();
    const { peak } = await peakRss(async () => {
      const csv = await reportCsv(deps, auth, { kind: "detalle", filters, ip: "127.0.0.1" });
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
          done(null, chunk);
        },
      });
      await Promise.all([csv.done, pipeline(csv.stream, counter, createWriteStream("/dev/null"))]);
    });
    const rows = Math.max(0, lines - 1);
    const seconds = (performance.now() - started) / 1_000;
    results.push({ name: "detailed CSV rows", value: rows, unit: "rows", better: "higher" });
    results.push({ name: "detailed CSV", value: rows / seconds, unit: "rows/s", better: "higher" });
    results.push({
      name: "detailed CSV, peak RSS growth",
      value: (peak - baseline) / 1_048_576,
      unit: "MB",
      target: CSV_RSS_GROWTH_TARGET_MB,
      better: "lower",
    });
    results.push({ name: "peak RSS", value: peak / 1_048_576, unit: "MB", better: "lower" });
  } finally {
    await handle.close();
    await database.drop();
  }

  let failed = false;
  log(`\n${"measure".padEnd(34)}${"value".padStart(16)}  target`);
  for (const result of results) {
    const { target } = result;
    const ok =
      target === undefined || (result.better === "higher" ? result.value >= target : result.value <= target);
    failed ||= !ok;
    const aim =
      target === undefined
        ? "(shown)"
        : `${result.better === "higher" ? "≥" : "≤"} ${target} ${result.unit}  ${ok ? "ok" : "MISSED"}`;
    log(
      `${result.name.padEnd(34)}${`${result.value.toFixed(result.unit === "ms" ? 1 : 0)} ${result.unit}`.padStart(16)}  ${aim}`,
    );
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
