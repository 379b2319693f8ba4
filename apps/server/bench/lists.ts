/**
 * The lists an agent's screens read all day, timed through the same service functions the routes call, against
 * the biggest business of a database bench/seed-large.ts filled (the targets: p99 under 15 ms for the chat lists,
 * the contact searches and the recent contacts, under 10 ms for a chat's message page; the 30-day report under
 * 500 ms).
 *
 *   BENCH_LARGE_URL=postgres://…/consola_large npx tsx --conditions=source bench/lists.ts
 *
 * Each list runs BENCH_LISTS_RUNS times (200) after a warm-up, spread over BENCH_LISTS_CALLERS concurrent
 * callers (10), for at most BENCH_LISTS_BUDGET_S seconds (60); the report runs one at a time. Prints p50/p99
 * per list and then one JSON line. BENCH_LISTS_ONLY=segment times only the lists whose name holds the text.
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { openDatabase } from "../src/db/client.js";
import { benchAuth, listCases, thirtyDayReports } from "./large/list-cases.js";
import { percentile } from "./percentile.js";

export type ListTiming = { p50Ms: number; p99Ms: number; runs: number };
export type ListsResult = { lists: Record<string, ListTiming>; report: { thirtyDayMs: number } };
export type ListsOptions = {
  runs: number;
  callers: number;
  budgetMs: number;
  /** Only the lists whose name holds this text, and no reports (empty: everything). */
  only?: string;
  log: (line: string) => void;
};

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Runs `call` `runs` times over `callers` concurrent loops, each call's own duration a sample; stops starting
 * new calls after `budgetMs` so a list that takes seconds (the "before" figures) still finishes.
 */
async function timeCalls(
  call: () => Promise<unknown>,
  runs: number,
  callers: number,
  budgetMs = Number.POSITIVE_INFINITY,
): Promise<number[]> {
  const samples: number[] = [];
  const deadline = performance.now() + budgetMs;
  let started = 0;
  const loop = async () => {
    while (started < runs && performance.now() < deadline) {
      started++;
      const start = performance.now();
      await call();
      samples.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: Math.min(callers, runs) }, loop));
  return samples;
}

/** Measures every list and the 30-day reports on the database at `url`. */
export async function measureLists(url: string, options: ListsOptions): Promise<ListsResult> {
  const { runs, callers, log } = options;
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: "", logger: pino({ level: "silent" }) });
  try {
    const deps = { db: handle.db };
    const bench = await benchAuth(handle.db);
    log(
      `business ${bench.business.id} (${bench.business.chats.toLocaleString("en")} chats), ${runs} runs per list, ${callers} callers`,
    );
    const lists: Record<string, ListTiming> = {};
    const only = options.only ?? "";
    for (const list of (await listCases(deps, bench)).filter((each) => each.name.includes(only))) {
      const warmUp = Math.max(10, Math.ceil(runs / 10));
      await timeCalls(list.call, warmUp, callers, options.budgetMs / 10);
      const samples = await timeCalls(list.call, runs, callers, options.budgetMs);
      const timing = {
        p50Ms: round(percentile(samples, 50)),
        p99Ms: round(percentile(samples, 99)),
        runs: samples.length,
      };
      lists[list.name] = timing;
      log(
        `${list.name.padEnd(28)} p50 ${timing.p50Ms.toFixed(2).padStart(8)} ms   p99 ${timing.p99Ms.toFixed(2).padStart(8)} ms   (${timing.runs} runs)`,
      );
    }
    const reports = only === "" ? thirtyDayReports(deps, bench) : [];
    let thirtyDayMs = 0;
    for (const [name, read] of reports) {
      await read();
      const samples = await timeCalls(read, 5, 1);
      const median = percentile(samples, 50);
      log(`report ${name.padEnd(21)} median ${median.toFixed(1).padStart(8)} ms`);
      thirtyDayMs = Math.max(thirtyDayMs, median);
    }
    return { lists, report: { thirtyDayMs: round(thirtyDayMs) } };
  } finally {
    await handle.close();
  }
}

async function main() {
  const url = process.env.BENCH_LARGE_URL;
  if (!url) throw new Error("set BENCH_LARGE_URL to a database bench/seed-large.ts filled");
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const result = await measureLists(url, {
    runs: Number(process.env.BENCH_LISTS_RUNS ?? 200),
    callers: Number(process.env.BENCH_LISTS_CALLERS ?? 10),
    budgetMs: Number(process.env.BENCH_LISTS_BUDGET_S ?? 60) * 1_000,
    only: process.env.BENCH_LISTS_ONLY ?? "",
    log,
  });
  log(JSON.stringify(result));
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? "")) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
