import { providerErrorText } from "@consola/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { StatusUpdate } from "../../channels/channel-adapter.js";
import { campaignRecipients, earlyDeliveryStatuses } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";

type Deps = Pick<AppDeps, "db" | "events">;

/** Statuses only move forward, as a message's do; "failed" may end any of them. */
const EARLIER: Record<StatusUpdate["status"], string[]> = {
  sent: ["sending"],
  delivered: ["sending", "sent"],
  read: ["sending", "sent", "delivered"],
  failed: ["sending", "sent", "delivered"],
};

const TIMESTAMP = {
  sent: "sent_at",
  delivered: "delivered_at",
  read: "read_at",
  failed: "failed_at",
} as const;

const TRACKING_PREFIX = "campaign-recipient:";

/** What a campaign send carries to be recognised in its status callbacks. */
export const campaignTracking = (recipientId: number) => `${TRACKING_PREFIX}${recipientId}`;

function recipientOf(tracking: string | undefined): number | null {
  if (!tracking?.startsWith(TRACKING_PREFIX)) return null;
  const id = Number(tracking.slice(TRACKING_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A callback naming a send whose answer never came back (its instance died mid-request): the send did reach
 * the provider, so it takes the callback's id and the status then applies as to any other. Only a row of this
 * line that is still "sending" without an id is touched: tracking sent by anyone else changes nothing.
 */
async function attachTrackedIds(deps: Deps, lineId: number, updates: StatusUpdate[]) {
  const tracked = updates.flatMap((update) => {
    const id = recipientOf(update.tracking);
    return id === null ? [] : [{ id, providerMessageId: update.providerMessageId }];
  });
  if (tracked.length === 0) return;
  await deps.db.execute(sql`
    update ${campaignRecipients} r set provider_message_id = v.provider_id
    from unnest(${sql.param(tracked.map((t) => t.id))}::bigint[],
      ${sql.param(tracked.map((t) => t.providerMessageId))}::text[]) as v(id, provider_id)
    where r.id = v.id and r.channel_id = ${lineId} and r.status = 'sending' and r.provider_message_id is null`);
}

/**
 * Applies provider status callbacks to campaign sends on the line. Answers the updates that named no campaign
 * send, which are the chat messages' (or early: the send's id is not recorded yet).
 */
export async function applyCampaignStatuses(
  deps: Deps,
  line: { id: number },
  updates: StatusUpdate[],
): Promise<StatusUpdate[]> {
  if (updates.length === 0) return updates;
  await attachTrackedIds(deps, line.id, updates);
  const ids = [...new Set(updates.map((update) => update.providerMessageId))];
  const known = await deps.db
    .select({ providerMessageId: campaignRecipients.providerMessageId })
    .from(campaignRecipients)
    .where(
      and(eq(campaignRecipients.channelId, line.id), inArray(campaignRecipients.providerMessageId, ids)),
    );
  const ours = new Set(known.map((row) => row.providerMessageId));
  const rest: StatusUpdate[] = [];
  for (const update of updates) {
    if (!ours.has(update.providerMessageId)) {
      rest.push(update);
      continue;
    }
    await applyOne(deps, line.id, update);
  }
  return rest;
}

async function applyOne(deps: Deps, channelId: number, update: StatusUpdate) {
  const column = sql.identifier(TIMESTAMP[update.status]);
  const failed = update.status === "failed";
  const error = failed
    ? providerErrorText(update.errorCode, update.error ?? "El proveedor no entregó el mensaje")
    : null;
  const result = await deps.db.execute(sql`
    update ${campaignRecipients} set status = ${update.status}, ${column} = ${update.at.toISOString()}::timestamptz,
      error_code = case when ${failed} then ${update.errorCode ?? null}::text else error_code end,
      error = case when ${failed} then ${error}::text else error end
    where channel_id = ${channelId} and provider_message_id = ${update.providerMessageId}
      and status = any(${sql.param(EARLIER[update.status])}::text[])
    returning campaign_id`);
  for (const row of (result as unknown as { rows: { campaign_id: number }[] }).rows) {
    deps.events.publish("campaign.moved", { campaignId: Number(row.campaign_id) });
  }
}

/**
 * Callbacks kept because they arrived before the send's id was recorded (a fast "delivered"), applied once
 * the slot recorded its ids.
 */
export async function applyEarlyCampaignStatuses(
  deps: Deps,
  channelIds: number[],
  outcomes: { status: string; providerMessageId?: string }[],
) {
  const sent = outcomes.flatMap((outcome) => (outcome.providerMessageId ? [outcome.providerMessageId] : []));
  if (sent.length === 0) return;
  const kept = await deps.db
    .delete(earlyDeliveryStatuses)
    .where(
      and(
        inArray(earlyDeliveryStatuses.channelId, [...new Set(channelIds)]),
        inArray(earlyDeliveryStatuses.providerMessageId, sent),
      ),
    )
    .returning();
  kept.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  for (const status of kept) {
    await applyOne(deps, status.channelId, {
      providerMessageId: status.providerMessageId,
      status: status.status,
      at: status.at,
      ...(status.error ? { error: status.error } : {}),
    });
  }
}

/** Kept callbacks whose campaign send got its id while the callback was being stored (the two crossed). */
export async function reconcileEarlyCampaignStatuses(deps: Deps): Promise<void> {
  const matched = await deps.db
    .select({
      channelId: earlyDeliveryStatuses.channelId,
      providerMessageId: earlyDeliveryStatuses.providerMessageId,
    })
    .from(earlyDeliveryStatuses)
    .innerJoin(
      campaignRecipients,
      and(
        eq(campaignRecipients.channelId, earlyDeliveryStatuses.channelId),
        eq(campaignRecipients.providerMessageId, earlyDeliveryStatuses.providerMessageId),
      ),
    )
    .limit(100);
  if (matched.length === 0) return;
  await applyEarlyCampaignStatuses(
    deps,
    matched.map((row) => row.channelId),
    matched.map((row) => ({ status: "sent", providerMessageId: row.providerMessageId })),
  );
}
