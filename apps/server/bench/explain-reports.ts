/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query the 30-day reports send for the biggest business of a database
 * bench/seed-large.ts filled: the plans behind bench/reports.ts's timings.
 *
 *   BENCH_LARGE_URL=postgres://…/consola_bench_x npx tsx --conditions=source bench/explain-reports.ts
 */
import type { ReportFilters } from "@consola/shared";
import dayjs from "dayjs";
import { chatStatus } from "../src/modules/reports/chat-status.js";
import { inOutDetail, readDetailPage } from "../src/modules/reports/in-out-detail.js";
import { incomingOutgoing } from "../src/modules/reports/incoming-outgoing.js";
import { reportPeriod } from "../src/modules/reports/report-period.js";
import { reportSummary } from "../src/modules/reports/report-summary.js";
import { responseFirst } from "../src/modules/reports/response-first.js";
import { webReport } from "../src/modules/reports/web-report.js";
import { businessClock, businessDayOf } from "../src/time/business-time.js";
import { biggestBusiness } from "./large/biggest-business.js";
import { recordingDatabase } from "./large/recording-database.js";

async function main() {
  const url = process.env.BENCH_LARGE_URL;
  if (!url) throw new Error("set BENCH_LARGE_URL to a database bench/seed-large.ts filled");
  const { pool, plain, recording, captured } = recordingDatabase(url);
  try {
    const business = await biggestBusiness(plain);
    const today = businessDayOf(new Date(), businessClock(business)).day;
    const filters: ReportFilters = {
      business_id: business.id,
      from: dayjs(today).subtract(30, "day").format("YYYY-MM-DD"),
      to: dayjs(today).subtract(1, "day").format("YYYY-MM-DD"),
      agentId: undefined,
      areaId: undefined,
      labelId: undefined,
      channel: undefined,
    };
    const auth = {
      userId: business.adminId,
      sessionId: "bench",
      role: "ProviderAdmin" as const,
      businessId: business.id,
      name: "Bench",
      email: "bench@bench.test",
    };
    const period = await reportPeriod(plain, auth, filters);
    const reports = { incomingOutgoing, chatStatus, responseFirst, reportSummary, webReport } as const;
    const runs: [string, () => Promise<unknown>][] = [
      ...Object.entries(reports).map(([name, read]): [string, () => Promise<unknown>] => [
        name,
        () => read(recording, period),
      ]),
      ["inOutDetail", () => inOutDetail(recording, period, undefined)],
      // A batch of the detailed CSV (report-csv.ts reads 2 000 rows at a time).
      ["reportCsv batch", () => readDetailPage(recording, period, { after: undefined, size: 2_000 })],
      [
        "reportCsv next batch",
        async () => {
          const first = await readDetailPage(plain, period, { after: undefined, size: 2_000 });
          return readDetailPage(recording, period, { after: first.next ?? undefined, size: 2_000 });
        },
      ],
    ];
    process.stdout.write(`business ${business.id}, ${filters.from} to ${filters.to}\n`);
    for (const [name, run] of runs) {
      captured.length = 0;
      await run();
      for (const { query, params } of [...captured]) {
        process.stdout.write(`\n=== ${name}\n${query}\n-- ${JSON.stringify(params)}\n`);
        const plan = await pool.query<{ "QUERY PLAN": string }>(
          `explain (analyze, buffers) ${query}`,
          params,
        );
        for (const row of plan.rows) process.stdout.write(`${row["QUERY PLAN"]}\n`);
      }
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
