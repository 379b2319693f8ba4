/**
 * EXPLAIN (ANALYZE, BUFFERS) of the notification panel's queries (List of both tabs, the general tab's second
 * page) for the biggest business of a database bench/seed-large.ts filled, after giving that business
 * BENCH_NOTIFICATIONS general notifications (1,000,000 unless set) spread over the last 24 hours, every
 * tenth dismissed by its admin and the oldest tenth cleared ("remove all"), plus 1,000 personal ones for the
 * admin. The rows are added once (a second run finds them) and stay: the seeder's tables hold none.
 *
 *   BENCH_LARGE_URL=postgres://…/consola_large npx tsx --conditions=source bench/explain-notifications.ts
 */
import { sql } from "drizzle-orm";
import { notificationClearances, notificationDismissals, notifications } from "../src/db/schema/index.js";
import { listNotifications } from "../src/modules/notifications/notifications.service.js";
import { benchAuth } from "./large/list-cases.js";
import { explainCall, recordingDatabase } from "./large/recording-database.js";

const RUNS = 3;
const GENERAL = Number(process.env.BENCH_NOTIFICATIONS ?? 1_000_000);

async function main() {
  const url = process.env.BENCH_LARGE_URL;
  if (!url) throw new Error("set BENCH_LARGE_URL to a database bench/seed-large.ts filled");
  const { pool, plain, recording, captured } = recordingDatabase(url);
  try {
    const { business, admin } = await benchAuth(plain);
    const [present] = await plain
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(sql`${notifications.businessId} = ${business.id} and ${notifications.userId} is null`);
    if ((present?.n ?? 0) < GENERAL) {
      const started = performance.now();
      await plain.execute(sql`insert into ${notifications} (business_id, user_id, scope, type, model, created_at)
        select ${business.id}, null, 'general', 'new_contact',
          jsonb_build_object('method', 'NewContact', 'data', jsonb_build_object('conversationId', g)),
          now() - make_interval(secs => 86000.0 * (${GENERAL} - g) / ${GENERAL})
        from generate_series(1, ${GENERAL}) g`);
      await plain.execute(sql`insert into ${notifications} (business_id, user_id, scope, type, model, created_at)
        select ${business.id}, ${admin.userId}, 'personal', 'new_message',
          '{"method":"NewMessage","data":{}}'::jsonb, now() - make_interval(secs => g * 60)
        from generate_series(1, 1000) g`);
      await plain.execute(sql`insert into ${notificationDismissals} (user_id, notification_id)
        select ${admin.userId}, id from ${notifications}
        where business_id = ${business.id} and user_id is null and id % 10 = 0 on conflict do nothing`);
      await plain.execute(sql`insert into ${notificationClearances} (user_id, general_through_id)
        select ${admin.userId}, percentile_disc(0.1) within group (order by id) from ${notifications}
        where business_id = ${business.id} and user_id is null
        on conflict (user_id) do update set general_through_id = excluded.general_through_id`);
      await pool.query("vacuum analyze notifications, notification_dismissals, notification_clearances");
      process.stdout.write(
        `added ${GENERAL} general notifications in ${Math.round(performance.now() - started)} ms\n`,
      );
    }
    const deps = { db: recording };
    for (const [name, query] of [
      ["general tab, first page", { tab: "general", take: 20, skip: 0 }],
      ["general tab, second page", { tab: "general", take: 20, skip: 20 }],
      ["personal tab, first page", { tab: "personal", take: 20, skip: 0 }],
    ] as const) {
      await explainCall({ pool, captured }, name, () => listNotifications(deps, admin, query), RUNS);
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
