/**
 * A bulk label of every contact of the biggest business that carries its most common bench label (about 60%,
 * 133,000 contacts at the full seed), timed to the end of its last batch, while a probe plays the inbound
 * pipeline's writes on the same business's contacts: one transaction per message that updates a random
 * contact's row and its chat, as an inbound message does. The probe's p99 says whether the job's batches make
 * inbound wait (the target: the job under 30 s for 100,000 contacts, the probe's p99 under 50 ms meanwhile).
 * The probe alone, before the job, is the yardstick.
 *
 *   BENCH_LARGE_URL=postgres://…/consola_large npx tsx --conditions=source bench/bulk-labels.ts
 *
 * The job's label is made for the run and removed afterwards, so the command can run again on one database.
 * Prints a table and one final JSON line.
 */
import { performance } from "node:perf_hooks";
import pino from "pino";
import { openDatabase } from "../src/db/client.js";
import { DomainEventBus } from "../src/events/domain-events.js";
import { createTaskTracker } from "../src/jobs/task-tracker.js";
import { startBulkAction } from "../src/modules/bulk-actions/bulk-actions.service.js";
import { connect } from "./large/connect.js";
import { benchAuth } from "./large/list-cases.js";
import { percentile } from "./percentile.js";

const url = process.env.BENCH_LARGE_URL;
if (!url) throw new Error("BENCH_LARGE_URL names a database bench:seed-large filled");
const PROBE_MS = Number(process.env.BENCH_BULK_PROBE_MS ?? 10_000);

const logger = pino({ level: "silent" });
const handle = await openDatabase({ databaseUrl: url, pgliteDir: "", logger });
const probe = await connect(url);
const round = (ms: number) => Math.round(ms * 10) / 10;
const log = (line: string) => process.stdout.write(`${line}\n`);

try {
  const { business, admin } = await benchAuth(handle.db);
  const { rows: labelRows } = await probe.query<{ id: number }>(
    "select id from labels where business_id = $1 order by id limit 1",
    [business.id],
  );
  const common = labelRows[0]?.id;
  if (common === undefined) throw new Error("run bench:seed-large first (no labels)");
  // A label of its own, taken off and deleted at the end, so the command can run again on the same database.
  const { rows: added } = await probe.query<{ id: number }>(
    "insert into labels (business_id, name, color) values ($1, 'Masivo ' || now()::text, 'teal') returning id",
    [business.id],
  );
  const extra = added[0]?.id ?? 0;
  const { rows: chatRows } = await probe.query<{ id: number; contact_id: number }>(
    "select id, contact_id from conversations where business_id = $1 order by id limit 2000",
    [business.id],
  );

  /** One inbound-like write after another until `stop()`; each one's time is a sample. */
  const runProbe = () => {
    const samples: number[] = [];
    let running = true;
    const done = (async () => {
      while (running) {
        const chat = chatRows[Math.floor(Math.random() * chatRows.length)];
        if (!chat) break;
        const start = performance.now();
        await probe.query("begin");
        await probe.query("update contacts set updated_at = now() where id = $1", [chat.contact_id]);
        await probe.query(
          "update conversations set last_inbound_at = now(), unread_count = unread_count + 1 where id = $1",
          [chat.id],
        );
        await probe.query("commit");
        samples.push(performance.now() - start);
      }
    })();
    return {
      samples,
      stop: async () => {
        running = false;
        await done;
      },
    };
  };
  const summary = (samples: number[]) => ({
    p50Ms: round(percentile(samples, 50)),
    p99Ms: round(percentile(samples, 99)),
    writes: samples.length,
  });

  const alone = runProbe();
  await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
  await alone.stop();

  const tasks = createTaskTracker();
  const deps = { db: handle.db, events: new DomainEventBus(logger), logger, tasks };
  const during = runProbe();
  const started = performance.now();
  const job = await startBulkAction(deps, admin, {
    action: "contacts.addLabels",
    labelIds: [extra],
    target: { matching: { search: undefined, labelIds: [common], labelMatch: "any", segmentId: undefined } },
    ip: "127.0.0.1",
  });
  await tasks.settle();
  const jobMs = performance.now() - started;
  await during.stop();
  // The job counts an "all matching" target itself: its total is on the row, not in the start's answer.
  const { rows: ended } = await probe.query<{
    status: string;
    total: number;
    processed: number;
    changed: number;
  }>("select status, total, processed, changed from bulk_jobs where id = $1", [job.id]);

  await probe.query(
    "update contacts set label_ids = array_remove(label_ids, $1) where business_id = $2 and label_ids @> array[$1]::int[]",
    [extra, business.id],
  );
  await probe.query("delete from labels where id = $1", [extra]);
  const contacts = ended[0]?.total ?? 0;
  const result = {
    contacts,
    jobMs: round(jobMs),
    job: ended[0],
    probeAlone: summary(alone.samples),
    probeDuringJob: summary(during.samples),
  };
  log(`bulk label of ${contacts.toLocaleString("en")} contacts: ${(jobMs / 1_000).toFixed(1)} s`);
  log(`probe alone       p50 ${result.probeAlone.p50Ms} ms   p99 ${result.probeAlone.p99Ms} ms`);
  log(`probe during job  p50 ${result.probeDuringJob.p50Ms} ms   p99 ${result.probeDuringJob.p99Ms} ms`);
  log(JSON.stringify(result));
} finally {
  await probe.end();
  await handle.close();
}
