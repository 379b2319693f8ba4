import { CAMPAIGN_MESSAGES, type Campaign, type CampaignStatus } from "@consola/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { businessChannels, campaignRecipients, campaigns } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { campaignManager, ownCampaign } from "./campaign-drafts.service.js";
import { type CampaignRow, campaignView, countsOf, waitingOf } from "./campaigns.repo.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** The line's pace in messages a second. */
export async function rateOf(db: Executor, channelId: number): Promise<number> {
  const [line] = await db
    .select({ rate: businessChannels.sendRate })
    .from(businessChannels)
    .where(eq(businessChannels.id, channelId));
  return Math.max(1, line?.rate ?? 80);
}

/**
 * Puts a campaign's unsent recipients in the outbox, spaced at the line's pace from `from`: the n-th is due
 * n / rate seconds later, so no instant ever sends faster than the rate, whichever instances share the work.
 * One statement, so 100,000 recipients are queued in a few seconds.
 */
export async function queueRecipients(tx: Executor, row: CampaignRow, from: Date | "now"): Promise<void> {
  const rate = await rateOf(tx, row.channelId);
  const start = from === "now" ? sql`now()` : sql`${from.toISOString()}::timestamptz`;
  await tx.execute(sql`
    update ${campaignRecipients} r
    set status = 'queued', locked_until = null,
        due_at = ${start} + ((o.n - 1) * (1000.0 / ${rate})) * interval '1 millisecond'
    from (
      select id, row_number() over (order by id) as n from ${campaignRecipients}
      where campaign_id = ${row.id} and status in ('ready', 'queued')
    ) o
    where r.id = o.id`);
}

/** Tells the managers' consoles (after commit) where the campaign stands. */
export async function announceProgress(tx: Executor, events: PendingEvents, row: CampaignRow) {
  const counts = (await countsOf(tx, [row.id])).get(row.id);
  if (!counts) return;
  events.add("campaign.progress", {
    businessId: row.businessId,
    campaignId: row.id,
    status: row.status,
    counts,
    waiting: waitingOf(row),
  });
}

async function setStatus(
  tx: Executor,
  row: CampaignRow,
  status: CampaignStatus,
  extra: PgUpdateSetSource<typeof campaigns> = {},
): Promise<CampaignRow> {
  const [updated] = await tx
    .update(campaigns)
    .set({ status, ...extra })
    .where(eq(campaigns.id, row.id))
    .returning();
  if (!updated) throw new Error("campaign vanished");
  return updated;
}

type Action = "confirm" | "pause" | "resume" | "cancel";

/**
 * One of the four controls, in one transaction holding the campaign's row: every instance's sender checks the
 * campaign's status before each send, so a pause or a cancel holds within the sender's next slot (well under a
 * second). A repeated pause, resume or cancel answers the campaign as it is.
 */
async function control(
  deps: Deps,
  auth: AuthContext,
  input: { id: number; ip: string },
  action: Action,
  step: (tx: Executor, row: CampaignRow) => Promise<CampaignRow | "unchanged">,
): Promise<Campaign> {
  const member = campaignManager(auth);
  return transact(deps, async (tx, events) => {
    const row = await ownCampaign(tx, member.businessId, input.id, true);
    const changed = await step(tx, row);
    if (changed === "unchanged") return campaignView(tx, member.businessId, row);
    await recordAudit(tx, {
      ...auditedBy(member),
      action: `campaign_${action}`,
      entity: "campaign",
      entityId: row.id,
      data: { status: changed.status },
      ip: input.ip,
    });
    await announceProgress(tx, events, changed);
    events.add("campaign.due", { campaignId: row.id });
    return campaignView(tx, member.businessId, changed);
  });
}

/** Starts now (or at the start time when it is later) a prepared draft with someone to send to. */
async function startOrSchedule(tx: Executor, row: CampaignRow): Promise<CampaignRow> {
  if (row.startAt && row.startAt.getTime() > Date.now()) return setStatus(tx, row, "scheduled");
  await queueRecipients(tx, row, "now");
  return setStatus(tx, row, "sending", { startedAt: sql`now()`, waitReason: null, waitUntil: null });
}

export function confirmCampaign(deps: Deps, auth: AuthContext, input: { id: number; ip: string }) {
  return control(deps, auth, input, "confirm", async (tx, row) => {
    if (row.status !== "draft") throw new ValidationError(CAMPAIGN_MESSAGES.notDraft);
    if (row.preparation === "preparing") throw new ValidationError(CAMPAIGN_MESSAGES.preparing);
    if (row.preparation !== "ready") throw new ValidationError(CAMPAIGN_MESSAGES.notPrepared);
    const [ready] = await tx
      .select({ id: campaignRecipients.id })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, row.id), eq(campaignRecipients.status, "ready")))
      .limit(1);
    if (!ready) throw new ValidationError(CAMPAIGN_MESSAGES.noRecipients);
    if (row.startAt && row.startAt.getTime() < Date.now() - 60_000) {
      throw new ValidationError(CAMPAIGN_MESSAGES.startAtPast);
    }
    return startOrSchedule(tx, row);
  });
}

export function pauseCampaign(deps: Deps, auth: AuthContext, input: { id: number; ip: string }) {
  return control(deps, auth, input, "pause", async (tx, row) => {
    if (row.status === "paused") return "unchanged";
    if (row.status !== "sending" && row.status !== "scheduled") {
      throw new ValidationError(CAMPAIGN_MESSAGES.notPausable);
    }
    return setStatus(tx, row, "paused", { waitReason: null, waitUntil: null });
  });
}

export function resumeCampaign(deps: Deps, auth: AuthContext, input: { id: number; ip: string }) {
  return control(deps, auth, input, "resume", async (tx, row) => {
    if (row.status === "sending" || row.status === "scheduled") return "unchanged";
    if (row.status !== "paused") throw new ValidationError(CAMPAIGN_MESSAGES.notResumable);
    return startOrSchedule(tx, row);
  });
}

export function cancelCampaign(deps: Deps, auth: AuthContext, input: { id: number; ip: string }) {
  return control(deps, auth, input, "cancel", async (tx, row) => {
    if (row.status === "cancelled") return "unchanged";
    if (row.status === "finished") throw new ValidationError(CAMPAIGN_MESSAGES.notCancellable);
    // What is in flight finishes (its outcome is recorded); nothing else goes out.
    await tx
      .update(campaignRecipients)
      .set({ status: "cancelled", lockedUntil: null })
      .where(
        and(
          eq(campaignRecipients.campaignId, row.id),
          inArray(campaignRecipients.status, ["ready", "queued"]),
        ),
      );
    return setStatus(tx, row, "cancelled", {
      finishedAt: sql`now()`,
      preparation: row.preparation === "preparing" ? "none" : row.preparation,
      waitReason: null,
      waitUntil: null,
    });
  });
}
