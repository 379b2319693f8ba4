import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { campaigns } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { transact } from "../../events/transact.js";
import { oneRunAtATime } from "../../jobs/one-run-at-a-time.js";
import { businessHoursSettingsOf, holidaysOf, intervalsOf } from "../business-hours/business-hours.repo.js";
import { isOpenAt } from "../business-hours/is-open-at.js";
import { announceProgress, queueRecipients } from "./campaign-control.js";
import { claimPreparation, prepareBatch } from "./campaign-prepare.js";
import { sendDueRecipients, settleAbandonedCampaignSends } from "./campaign-sender.js";
import { reconcileEarlyCampaignStatuses } from "./campaign-statuses.js";
import type { CampaignRow } from "./campaigns.repo.js";
import { lineGate } from "./line-gate.js";

type Deps = Pick<AppDeps, "db" | "events" | "logger" | "config" | "channels">;

/** How often the sender looks for due sends while a campaign is sending, and while none is. */
const BUSY_POLL_MS = 200;
const IDLE_POLL_MS = 2_000;
/** A campaign's funnel is published at most this often. */
const PROGRESS_EVERY_MS = 1_000;
const HOURS_CACHE_MS = 60_000;

/** Scheduled campaigns whose start time came: they start sending, spaced from now. */
async function startScheduled(deps: Deps): Promise<void> {
  const due = await deps.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.status, "scheduled"), lte(campaigns.startAt, sql`now()`)))
    .limit(20);
  for (const { id } of due) {
    await transact(deps, async (tx, events) => {
      const [row] = await tx
        .select()
        .from(campaigns)
        .where(eq(campaigns.id, id))
        .for("update", { skipLocked: true });
      if (row?.status !== "scheduled") return;
      await queueRecipients(tx, row, "now");
      const [started] = await tx
        .update(campaigns)
        .set({ status: "sending", startedAt: sql`coalesce(${campaigns.startedAt}, now())` })
        .where(eq(campaigns.id, id))
        .returning();
      if (started) await announceProgress(tx, events, started);
    });
  }
}

/** Sending campaigns with nothing left to send end as finished. */
async function finishDone(deps: Deps): Promise<number[]> {
  return transact(deps, async (tx, events) => {
    const ended = await tx.execute(sql`
      update ${campaigns} c set status = 'finished', finished_at = now(), wait_reason = null, wait_until = null
      where c.status = 'sending' and not exists (
        select 1 from campaign_recipients r where r.campaign_id = c.id and r.status in ('ready', 'queued', 'sending'))
      returning c.id`);
    const ids = (ended as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    if (ids.length > 0) {
      const rows = await tx.select().from(campaigns).where(inArray(campaigns.id, ids));
      for (const row of rows) await announceProgress(tx, events, row);
    }
    return ids;
  });
}

async function prepareClaimed(deps: Deps): Promise<void> {
  for (;;) {
    const claimed = await claimPreparation(deps.db);
    if (!claimed) return;
    for (;;) {
      const step = await prepareBatch(deps, claimed);
      if (step !== "more") break;
    }
  }
}

async function publishProgress(deps: Deps, db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  const rows: CampaignRow[] = await db.select().from(campaigns).where(inArray(campaigns.id, ids));
  await transact(deps, async (tx, events) => {
    for (const row of rows) await announceProgress(tx, events, row);
  });
}

/** Whether a business is open now by its hours (holidays closed), and the next opening when not. */
function hoursChecker(deps: Deps) {
  const cache = new Map<number, { until: number; check: (at: Date) => boolean }>();
  return async (businessId: number) => {
    let entry = cache.get(businessId);
    if (!entry || entry.until < Date.now()) {
      const [settings, intervals, holidays] = await Promise.all([
        businessHoursSettingsOf(deps.db, businessId),
        intervalsOf(deps.db, businessId),
        holidaysOf(deps.db, businessId),
      ]);
      const check = (at: Date) =>
        !settings ||
        intervals.length === 0 ||
        isOpenAt(intervals, holidays, settings.timeZone, settings.addHours, at);
      entry = { until: Date.now() + HOURS_CACHE_MS, check };
      cache.set(businessId, entry);
    }
    const now = new Date();
    if (entry.check(now)) return { open: true, opensAt: now };
    // The next quarter hour that is open, within two weeks (hours are kept in minutes; holidays are whole days).
    const quarter = 15 * 60_000;
    let at = Math.ceil(now.getTime() / quarter) * quarter;
    for (let step = 0; step < 14 * 96 && !entry.check(new Date(at)); step++) at += quarter;
    return { open: false, opensAt: new Date(at) };
  };
}

export type CampaignWorker = { wake(): void; stop(): Promise<void>; drain(): Promise<void> };

/**
 * Prepares audiences, starts scheduled campaigns, sends at each line's pace and ends finished ones; publishes
 * each moving campaign's funnel about once a second. Every instance runs one: rows are shared with leases and
 * SKIP LOCKED.
 */
export function startCampaignWorker(deps: Deps): CampaignWorker {
  let stopped = false;
  let busy = false;
  const moved = new Set<number>();
  let lastProgress = 0;
  const isOpen = hoursChecker(deps);
  const gate = lineGate();
  /** Sends handed to the gates and not answered yet: a pass claims the next ones meanwhile. */
  const inFlight = new Set<Promise<void>>();

  async function runOnce(): Promise<void> {
    await settleAbandonedCampaignSends(deps);
    await prepareClaimed(deps);
    await startScheduled(deps);
    let sent = 0;
    for (;;) {
      const pass = await sendDueRecipients(deps, isOpen, gate);
      sent += pass.claimed;
      if (pass.claimed === 0 || stopped) break;
      inFlight.add(pass.sent);
      void pass.sent.finally(() => inFlight.delete(pass.sent));
      if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) await flushProgress(true);
      // All that is due within the look-ahead is claimed: the next pass comes with the next poll. Claiming again
      // at once would take the few rows that came due meanwhile, in slots of one, a statement each.
      if (!pass.full) break;
    }
    const finished = await finishDone(deps);
    for (const id of finished) moved.delete(id);
    await reconcileEarlyCampaignStatuses(deps);
    const [sending] = await deps.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.status, "sending"))
      .limit(1);
    busy = sending !== undefined || sent > 0;
    await flushProgress(busy);
  }

  /** Publishes the funnel of the campaigns that moved (and, while sending, of the sending ones). */
  async function flushProgress(includeSending: boolean) {
    if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = Date.now();
    const ids = new Set(moved);
    moved.clear();
    if (includeSending) {
      const sending = await deps.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.status, "sending"))
        .limit(50);
      for (const row of sending) ids.add(row.id);
    }
    await publishProgress(deps, deps.db, [...ids]);
  }

  const loop = oneRunAtATime(runOnce, {
    delayMs: () => (busy || moved.size > 0 ? BUSY_POLL_MS : IDLE_POLL_MS),
    logger: deps.logger,
    failure: "campaign worker run failed",
  });

  const unsubscribe = [
    deps.events.subscribe("campaign.due", () => loop.wake()),
    deps.events.subscribe("campaign.moved", (event) => {
      moved.add(event.campaignId);
    }),
  ];
  loop.wake();
  return {
    wake: loop.wake,
    async drain() {
      // Passes until one claims nothing, each after the sends of the one before have their answers recorded.
      for (;;) {
        await loop.current();
        await Promise.all(inFlight);
        await runOnce();
        if (inFlight.size === 0) return;
      }
    },
    async stop() {
      stopped = true;
      for (const undo of unsubscribe) undo();
      await loop.stop();
      await Promise.all(inFlight);
    },
  };
}
