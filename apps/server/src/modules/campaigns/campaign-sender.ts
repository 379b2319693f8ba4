import { lineMessagingLimit, PROVIDER_CAMPAIGN_STOPPERS, providerErrorText } from "@consola/shared";
import { and, asc, eq, inArray, isNotNull, lte, min, or, sql } from "drizzle-orm";
import { getChannelById } from "../../channels/channel.repo.js";
import {
  type ChannelRecord,
  ChannelSendError,
  type OutboundMessage,
  renderTemplate,
} from "../../channels/channel-adapter.js";
import type { Executor } from "../../db/client.js";
import { businessChannels, campaignRecipients, campaigns } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { backoffMs } from "../outbound/outbox-worker.js";
import { applyEarlyCampaignStatuses, campaignTracking } from "./campaign-statuses.js";
import type { CampaignRow } from "./campaigns.repo.js";
import { type LineGate, lineGate } from "./line-gate.js";

type Deps = Pick<AppDeps, "db" | "events" | "logger" | "config" | "channels">;

/** How far ahead the sender claims: sends of the next half second, so a pause lands within it. */
const LOOKAHEAD_MS = 500;
/** A claim that outlives its sender (a crash) lapses after this, and another instance takes the rows. */
const CLAIM_SECONDS = 30;
/** Sends due within the same slot go out together. */
const SLOT_MS = 10;
const CLAIM_LIMIT = 600;
/** A send the provider answered with a rate limit pushes the campaign's next sends back by at least this. */
const RATE_LIMIT_PAUSE_MS = 2_000;

type Claimed = {
  id: number;
  campaignId: number;
  businessId: number;
  channelId: number;
  contactId: number;
  phoneNumber: string;
  params: string[];
  attempts: number;
  dueAt: Date;
};

/**
 * Claims the sends due in the next half second: a lease on each row (still queued), committed before any
 * network call, with FOR UPDATE SKIP LOCKED so several instances share a campaign without taking the same row.
 * A claim that lapses (its instance died before the send) is simply claimed again: nothing was sent yet.
 */
async function claimDue(db: Executor): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: campaignRecipients.id })
      .from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
      .where(
        and(
          eq(campaignRecipients.status, "queued"),
          lte(campaignRecipients.dueAt, sql`now() + make_interval(secs => ${LOOKAHEAD_MS / 1000})`),
          or(sql`${campaignRecipients.lockedUntil} is null`, lte(campaignRecipients.lockedUntil, sql`now()`)),
          eq(campaigns.status, "sending"),
        ),
      )
      .orderBy(asc(campaignRecipients.dueAt))
      .limit(CLAIM_LIMIT)
      .for("update", { of: campaignRecipients, skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(campaignRecipients)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .where(
        inArray(
          campaignRecipients.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: campaignRecipients.id,
        campaignId: campaignRecipients.campaignId,
        businessId: campaignRecipients.businessId,
        channelId: campaignRecipients.channelId,
        contactId: campaignRecipients.contactId,
        phoneNumber: campaignRecipients.phoneNumber,
        params: campaignRecipients.params,
        attempts: campaignRecipients.attempts,
        dueAt: campaignRecipients.dueAt,
      });
    return rows
      .map((row) => ({ ...row, dueAt: row.dueAt ?? new Date() }))
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id);
  });
}

/** Gives back claimed rows untouched, due again at once (another slot, or another instance, sends them). */
async function release(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.update(campaignRecipients).set({ lockedUntil: null }).where(inArray(campaignRecipients.id, ids));
}

/**
 * Holds a campaign's remaining sends until `until`: the same spacing, moved later. Used when the line's daily
 * limit is reached and outside business hours; the wait shows on the campaign.
 */
export async function postponeCampaign(
  db: Executor,
  campaignId: number,
  until: Date,
  reason: "limit" | "hours",
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${campaignRecipients} set locked_until = null,
        due_at = ${until.toISOString()}::timestamptz + (due_at - (
          select min(due_at) from ${campaignRecipients} where campaign_id = ${campaignId} and status = 'queued'))
      where campaign_id = ${campaignId} and status = 'queued'`);
    await tx
      .update(campaigns)
      .set({ waitReason: reason, waitUntil: until })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "sending")));
  });
}

/** How long a line's count of sends in the last 24 hours is reused, plus what this worker sent since. */
const RECOUNT_MS = 5_000;
/**
 * Each line's counted sends: counting reads up to the limit's worth of index entries (100,000 at Meta's top
 * tier), which a claim every fraction of a second cannot afford. Between counts this instance adds its own
 * sends; another instance's show at the next count, so together they may pass the limit by a few seconds'
 * worth, which Meta then refuses.
 */
const lineCounts = new Map<number, { used: number; limit: number; at: number; oldest: number | null }>();

/**
 * What the line still may send now under its 24-hour limit, and when a place frees: 24 hours after the oldest
 * send in the window (or after now, when the sends about to go are the first).
 */
async function lineBudget(
  db: Executor,
  channelId: number,
): Promise<{ left: number; freesAt: Date; rate: number; spend: (n: number) => void }> {
  const [line] = await db
    .select({
      kind: businessChannels.kind,
      limit: businessChannels.messagingLimit,
      rate: businessChannels.sendRate,
    })
    .from(businessChannels)
    .where(eq(businessChannels.id, channelId));
  const limit = line ? lineMessagingLimit(line.kind, line.limit) : null;
  const day = 24 * 3_600_000;
  const rate = Math.max(1, line?.rate ?? 80);
  if (limit === null) {
    return { left: Number.POSITIVE_INFINITY, freesAt: new Date(Date.now() + day), rate, spend: () => {} };
  }
  let counted = lineCounts.get(channelId);
  if (!counted || counted.limit !== limit || Date.now() - counted.at > RECOUNT_MS) {
    const window = and(
      eq(campaignRecipients.channelId, channelId),
      isNotNull(campaignRecipients.sentAt),
      sql`${campaignRecipients.sentAt} > now() - interval '24 hours'`,
    );
    // Counted up to the limit only: the index is read no further than the answer needs.
    const result = await db.execute(sql`
      select count(*)::int as used from (select 1 from ${campaignRecipients} where ${window} limit ${limit}) w`);
    const used = Number((result as unknown as { rows: { used: number }[] }).rows[0]?.used ?? 0);
    const [oldest] = await db
      .select({ at: min(campaignRecipients.sentAt) })
      .from(campaignRecipients)
      .where(window);
    counted = { used, limit, at: Date.now(), oldest: oldest?.at ? new Date(oldest.at).getTime() : null };
    lineCounts.set(channelId, counted);
  }
  const entry = counted;
  return {
    left: limit - entry.used,
    freesAt: new Date((entry.oldest ?? Date.now()) + day),
    rate,
    spend: (n) => {
      entry.used += n;
      entry.oldest ??= Date.now();
    },
  };
}

type CampaignInfo = Pick<
  CampaignRow,
  | "id"
  | "status"
  | "templateName"
  | "templateLanguage"
  | "templateBody"
  | "text"
  | "withinHours"
  | "waitReason"
>;

async function campaignsOf(db: Executor, ids: number[]): Promise<Map<number, CampaignInfo>> {
  const rows = await db
    .select({
      id: campaigns.id,
      status: campaigns.status,
      templateName: campaigns.templateName,
      templateLanguage: campaigns.templateLanguage,
      templateBody: campaigns.templateBody,
      text: campaigns.text,
      withinHours: campaigns.withinHours,
      waitReason: campaigns.waitReason,
    })
    .from(campaigns)
    .where(inArray(campaigns.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The provider whose status callbacks carry a send's tracking back (WhatsApp's biz_opaque_callback_data). */
const TRACKED_PROVIDER = "whatsapp_cloud";

function outboundOf(campaign: CampaignInfo, row: Claimed, line: ChannelRecord): OutboundMessage {
  const tracking = line.provider === TRACKED_PROVIDER ? { tracking: campaignTracking(row.id) } : {};
  if (campaign.templateName) {
    return {
      ...tracking,
      messageId: row.id,
      to: row.phoneNumber,
      payload: {
        type: "template",
        body: renderTemplate(campaign.templateBody ?? "", row.params),
        template: {
          name: campaign.templateName,
          language: campaign.templateLanguage ?? "es_MX",
          params: row.params,
        },
      },
    };
  }
  return {
    ...tracking,
    messageId: row.id,
    to: row.phoneNumber,
    payload: { type: "text", body: renderTemplate(campaign.text, row.params) },
  };
}

type Outcome =
  | { id: number; status: "sent"; providerMessageId: string }
  | { id: number; status: "failed"; code: string | null; error: string }
  | { id: number; status: "queued"; code: string | null; error: string; retryInMs: number };

/** Records a slot's outcomes in one statement, only over rows still being sent by us. */
async function record(deps: Deps, outcomes: Outcome[]) {
  if (outcomes.length === 0) return;
  const column = <T>(pick: (outcome: Outcome) => T) => sql.param(outcomes.map(pick));
  await deps.db.execute(sql`
    update ${campaignRecipients} r set
      status = v.status,
      provider_message_id = coalesce(v.provider_id, r.provider_message_id),
      sent_at = case when v.status = 'sent' then now() else r.sent_at end,
      failed_at = case when v.status = 'failed' then now() else r.failed_at end,
      error_code = v.code, error = v.error, locked_until = null,
      due_at = case when v.status = 'queued' then now() + v.retry_ms * interval '1 millisecond' else r.due_at end
    from unnest(
      ${column((o) => o.id)}::bigint[], ${column((o) => o.status)}::text[],
      ${column((o) => (o.status === "sent" ? o.providerMessageId : null))}::text[],
      ${column((o) => (o.status === "sent" ? null : o.code))}::text[],
      ${column((o) => (o.status === "sent" ? null : o.error))}::text[],
      ${column((o) => (o.status === "queued" ? o.retryInMs : 0))}::int[]
    ) as v(id, status, provider_id, code, error, retry_ms)
    where r.id = v.id and r.status = 'sending'`);
}

async function sendOne(
  deps: Deps,
  line: ChannelRecord,
  campaign: CampaignInfo,
  row: Claimed,
): Promise<Outcome> {
  try {
    const result = await deps.channels.get(line.provider).send(line, outboundOf(campaign, row, line));
    return { id: row.id, status: "sent", providerMessageId: result.providerMessageId };
  } catch (error) {
    const code = error instanceof ChannelSendError ? (error.code ?? null) : null;
    const text = error instanceof Error ? error.message : String(error);
    const reason = providerErrorText(code ?? undefined, text).slice(0, 500);
    const retryable = error instanceof ChannelSendError && error.retryable;
    deps.logger.warn({ recipientId: row.id, code, retryable, err: error }, "campaign send failed");
    if (retryable && row.attempts + 1 < deps.config.outbox.maxAttempts) {
      const retryInMs =
        error instanceof ChannelSendError && error.retryAfterMs !== undefined
          ? error.retryAfterMs
          : backoffMs(row.attempts + 1);
      return { id: row.id, status: "queued", code, error: reason, retryInMs };
    }
    return { id: row.id, status: "failed", code, error: reason };
  }
}

/**
 * Sends one slot: each row turns "sending" (only while its campaign still sends and its contact still accepts
 * messages: consent is checked here, at send time, not only when the audience was prepared), the provider is
 * called for all of them at once, and the outcomes are recorded together.
 */
async function sendSlot(
  deps: Deps,
  slot: Claimed[],
  context: {
    lines: Map<number, ChannelRecord | undefined>;
    infos: Map<number, CampaignInfo>;
    gate: LineGate;
    rates: Map<number, number>;
  },
) {
  const first = slot[0];
  if (!first) return;
  const ids = slot.map((row) => row.id);
  const rate = context.rates.get(first.channelId) ?? 80;
  // One statement in the common case: each row turns "sending" only while its campaign still sends and its
  // contact still accepts messages.
  const mark = () =>
    deps.db
      .update(campaignRecipients)
      .set({ status: "sending", attempts: sql`${campaignRecipients.attempts} + 1` })
      .where(
        and(
          inArray(campaignRecipients.id, ids),
          eq(campaignRecipients.status, "queued"),
          sql`exists (select 1 from ${campaigns} c where c.id = ${campaignRecipients.campaignId} and c.status = 'sending')`,
          sql`exists (select 1 from contacts c where c.id = ${campaignRecipients.contactId} and c.opt_in)`,
        ),
      )
      .returning({ id: campaignRecipients.id });
  const { marked, turns } = await context.gate.turn(first.channelId, rate, first.dueAt.getTime(), mark);
  const sending = new Set(marked.map((row) => row.id));
  const left = ids.filter((id) => !sending.has(id));
  if (left.length > 0) {
    // Consent at send time: a contact who opted out since the review is left out with that reason.
    await deps.db.execute(sql`
      update ${campaignRecipients} r set status = 'excluded', exclusion = 'opted_out', locked_until = null
      where r.id = any(${sql.param(left)}::bigint[]) and r.status = 'queued'
        and not exists (select 1 from contacts c where c.id = r.contact_id and c.opt_in)`);
    await release(deps.db, left);
  }
  const rows = slot.filter((row) => sending.has(row.id));
  if (rows.length === 0) return;
  // Each message leaves on its own turn of the line's gate: the provider sees an even flow, never a burst.
  const outcomes = await Promise.all(
    rows.map(async (row, index): Promise<Outcome> => {
      await turns[index];
      const line = context.lines.get(row.channelId);
      const campaign = context.infos.get(row.campaignId);
      if (!line || !campaign)
        return { id: row.id, status: "failed", code: null, error: "La línea ya no existe" };
      return sendOne(deps, line, campaign, row);
    }),
  );
  await record(deps, outcomes);
  await applyEarlyCampaignStatuses(
    deps,
    rows.map((row) => row.channelId),
    outcomes,
  );
  await afterRefusals(deps, rows, outcomes);
}

/** A refusal that every later send would get too pauses the campaign; a rate limit slows it down. */
async function afterRefusals(deps: Deps, rows: Claimed[], outcomes: Outcome[]) {
  const campaignOf = new Map(rows.map((row) => [row.id, row.campaignId]));
  const stopped = new Set<number>();
  const slowed = new Map<number, number>();
  for (const outcome of outcomes) {
    if (outcome.status === "sent" || !outcome.code) continue;
    const campaignId = campaignOf.get(outcome.id);
    if (campaignId === undefined) continue;
    if (outcome.status === "failed" && PROVIDER_CAMPAIGN_STOPPERS.has(outcome.code)) stopped.add(campaignId);
    if (outcome.status === "queued" && outcome.code === "130429") {
      slowed.set(campaignId, Math.max(slowed.get(campaignId) ?? 0, outcome.retryInMs, RATE_LIMIT_PAUSE_MS));
    }
  }
  for (const campaignId of stopped) {
    await deps.db
      .update(campaigns)
      .set({ status: "paused", waitReason: null, waitUntil: null })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "sending")));
    deps.logger.warn({ campaignId }, "campaign paused: the provider refuses every send");
  }
  for (const [campaignId, ms] of slowed) {
    await deps.db.execute(sql`
      update ${campaignRecipients} set due_at = due_at + ${ms} * interval '1 millisecond', locked_until = null
      where campaign_id = ${campaignId} and status = 'queued'`);
  }
}

/** Splits claimed rows into slots of SLOT_MS by due time, in order. */
export function slotsOf<T extends { dueAt: Date }>(rows: T[], slotMs = SLOT_MS): T[][] {
  const slots: T[][] = [];
  let current: T[] = [];
  let slotEnd = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const at = row.dueAt.getTime();
    if (at >= slotEnd && current.length > 0) {
      slots.push(current);
      current = [];
    }
    if (current.length === 0) slotEnd = at + slotMs;
    current.push(row);
  }
  if (current.length > 0) slots.push(current);
  return slots;
}

/**
 * Keeps each line within its daily limit and each "business hours only" campaign within them: rows over the
 * line's budget, or of a campaign that must wait, are given back and their campaign postponed. Answers the
 * rows that may go now.
 */
async function withinLimits(
  deps: Deps,
  claimed: Claimed[],
  isOpen: (businessId: number) => Promise<{ open: boolean; opensAt: Date }>,
): Promise<{ keep: Claimed[]; infos: Map<number, CampaignInfo>; rates: Map<number, number> }> {
  const keep: Claimed[] = [];
  const giveBack: number[] = [];
  const infos = await campaignsOf(deps.db, [...new Set(claimed.map((row) => row.campaignId))]);
  const waiting = new Map<number, { until: Date; reason: "limit" | "hours" }>();
  for (const campaign of infos.values()) {
    if (!campaign.withinHours) continue;
    const row = claimed.find((candidate) => candidate.campaignId === campaign.id);
    if (!row) continue;
    const hours = await isOpen(row.businessId);
    if (!hours.open) waiting.set(campaign.id, { until: hours.opensAt, reason: "hours" });
  }
  const budgets = new Map<number, Awaited<ReturnType<typeof lineBudget>>>();
  for (const row of claimed) {
    if (waiting.has(row.campaignId)) {
      giveBack.push(row.id);
      continue;
    }
    let budget = budgets.get(row.channelId);
    if (!budget) {
      budget = await lineBudget(deps.db, row.channelId);
      budgets.set(row.channelId, budget);
    }
    if (budget.left <= 0) {
      giveBack.push(row.id);
      waiting.set(row.campaignId, { until: budget.freesAt, reason: "limit" });
      continue;
    }
    budget.left -= 1;
    budget.spend(1);
    keep.push(row);
  }
  await release(deps.db, giveBack);
  for (const [campaignId, wait] of waiting)
    await postponeCampaign(deps.db, campaignId, wait.until, wait.reason);
  // A campaign sending again after a wait no longer shows it.
  const resumed = [...new Set(keep.map((row) => row.campaignId))].filter(
    (id) => infos.get(id)?.waitReason && !waiting.has(id),
  );
  if (resumed.length > 0) {
    await deps.db
      .update(campaigns)
      .set({ waitReason: null, waitUntil: null })
      .where(inArray(campaigns.id, resumed));
  }
  const rates = new Map([...budgets].map(([channelId, budget]) => [channelId, budget.rate]));
  return { keep, infos, rates };
}

/**
 * Rows sent together: a slot of 10 ms at the standard pace (one message), up to 50 ms at the top tier. Any
 * 100 ms then holds at most two slots' worth, the rate's tenth, while the sender makes a few statements a slot.
 */
export const slotMsFor = (rate: number) => Math.min(50, Math.max(SLOT_MS, rate / 20));

/**
 * One pass of the sender: claims what is due in the next half second and hands it, slot by slot, to each
 * line's gate. Answers how many rows it kept, whether the claim was full (more is due than one claim takes)
 * and a promise of their sends: the next pass claims while these go, so the flow never stops between passes.
 */
export async function sendDueRecipients(
  deps: Deps,
  isOpen: (businessId: number) => Promise<{ open: boolean; opensAt: Date }>,
  gate: LineGate = lineGate(),
): Promise<{ claimed: number; full: boolean; sent: Promise<void> }> {
  const claimed = await claimDue(deps.db);
  if (claimed.length === 0) return { claimed: 0, full: false, sent: Promise.resolve() };
  const { keep, infos, rates } = await withinLimits(deps, claimed, isOpen);
  const lines = new Map<number, ChannelRecord | undefined>();
  for (const channelId of new Set(keep.map((row) => row.channelId))) {
    const businessId = keep.find((row) => row.channelId === channelId)?.businessId ?? 0;
    lines.set(channelId, await getChannelById(deps.db, businessId, channelId, deps.config.secretsKey));
  }
  let done = 0;
  const inFlight: Promise<void>[] = [];
  // Every slot of the pass is handed to its line's gate at once, in due order; the gate times them.
  for (const channelId of new Set(keep.map((row) => row.channelId))) {
    const own = keep.filter((row) => row.channelId === channelId);
    for (const slot of slotsOf(own, slotMsFor(rates.get(channelId) ?? 80))) {
      inFlight.push(
        sendSlot(deps, slot, { lines, infos, gate, rates }).catch((error: unknown) => {
          deps.logger.error({ err: error }, "campaign slot failed");
        }),
      );
      done += slot.length;
    }
  }
  return {
    claimed: done,
    full: claimed.length >= CLAIM_LIMIT,
    sent: Promise.all(inFlight).then(() => undefined),
  };
}

/**
 * Sends whose instance died between marking them "sending" and recording the answer: the provider may have
 * them. On WhatsApp every accepted message is reported back with the send's tracking (campaign-statuses.ts
 * attaches its id), so one still unreported `unconfirmedMs` after its claim lapsed never reached Meta and is
 * queued again (or cancelled with its campaign). Other providers report nothing to match, so theirs are marked
 * failed with that reason: a contact must not get a campaign twice.
 */
export async function settleAbandonedCampaignSends(deps: Pick<AppDeps, "db" | "config">): Promise<number> {
  const unconfirmed = deps.config.campaigns.unconfirmedMs;
  const again = await deps.db.execute(sql`
    update ${campaignRecipients} r set locked_until = null, due_at = now(),
      status = case when c.status = 'cancelled' then 'cancelled' else 'queued' end
    from ${businessChannels} l, ${campaigns} c
    where r.status = 'sending' and r.locked_until <= now() - ${unconfirmed} * interval '1 millisecond'
      and r.provider_message_id is null
      and l.id = r.channel_id and l.provider = ${TRACKED_PROVIDER} and c.id = r.campaign_id
    returning r.id`);
  const failed = await deps.db.execute(sql`
    update ${campaignRecipients} r set status = 'failed', failed_at = now(), locked_until = null,
      error = 'El envío se interrumpió; puede que el mensaje haya llegado'
    from ${businessChannels} l
    where r.status = 'sending' and r.locked_until <= now()
      and l.id = r.channel_id and l.provider <> ${TRACKED_PROVIDER}
    returning r.id`);
  const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;
  return count(again) + count(failed);
}
