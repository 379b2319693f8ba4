/**
 * The contacts screen's queries (ListAllContact) for the business with the most contacts, each run three times
 * under EXPLAIN (ANALYZE, BUFFERS): the plan of the last run and the median execution time. Any database with
 * the schema will do; bench/seed-large.ts fills one.
 *
 *   BENCH_LARGE_URL=postgres://…/consola_bench_x npx tsx --conditions=source bench/explain-contacts.ts
 */
import { count, desc } from "drizzle-orm";
import { contacts } from "../src/db/schema/index.js";
import { pageOfContacts } from "../src/modules/contacts/contact-pages.js";
import { explainCall, recordingDatabase } from "./large/recording-database.js";

const RUNS = 3;

async function main() {
  const url = process.env.BENCH_LARGE_URL;
  if (!url)
    throw new Error("set BENCH_LARGE_URL to a database with contacts (bench/seed-large.ts fills one)");
  const { pool, plain, recording, captured } = recordingDatabase(url);
  try {
    const [top] = await plain
      .select({ id: contacts.businessId, contacts: count() })
      .from(contacts)
      .groupBy(contacts.businessId)
      .orderBy(desc(count()))
      .limit(1);
    if (!top) throw new Error("no contacts in this database");
    process.stdout.write(`business ${top.id}: ${top.contacts} contacts\n`);
    const pages: [string, { search: string | undefined; take: number; skip: number }][] = [
      ["first page", { search: undefined, take: 50, skip: 0 }],
      ["page 11", { search: undefined, take: 50, skip: 500 }],
      ["search by name", { search: "maria", take: 50, skip: 0 }],
      ["search by phone", { search: "5512", take: 50, skip: 0 }],
    ];
    for (const [name, window] of pages) {
      await explainCall({ pool, captured }, name, () => pageOfContacts(recording, top.id, window), RUNS);
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
