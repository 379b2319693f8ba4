import type { MessageStatus } from "@consola/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ChannelRecord, DeliveryStatus, StatusUpdate } from "../../channels/channel-adapter.js";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { earlyDeliveryStatuses, messages } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { transact } from "../../events/transact.js";
import { assigneeOf } from "../conversations/conversation.repo.js";

/** Statuses only move forward (a late "delivered" never undoes "read"); "failed" may end any of them. */
const EARLIER: Record<DeliveryStatus, ("queued" | "sending" | "sent" | "delivered")[]> = {
  sent: ["queued", "sending"],
  delivered: ["queued", "sending", "sent"],
  read: ["queued", "sending", "sent", "delivered"],
  failed: ["queued", "sending", "sent", "delivered"],
};

const TIMESTAMP_COLUMN = { sent: "sentAt", delivered: "deliveredAt", read: "readAt", failed: null } as const;

type Line = { id: number; businessId: number };

/** Applies one status to the message with that provider id on the line. */
async function applyToMessage(
  tx: Executor,
  events: PendingEvents,
  line: Line,
  update: StatusUpdate,
): Promise<"applied" | "stale" | "unknown"> {
  const column = TIMESTAMP_COLUMN[update.status];
  const [row] = await tx
    .update(messages)
    .set({
      status: update.status,
      ...(column ? { [column]: update.at } : {}),
      ...(update.status === "failed"
        ? { error: (update.error ?? "El proveedor no entregó el mensaje").slice(0, 500) }
        : {}),
    })
    .where(
      and(
        eq(messages.channelId, line.id),
        ofBusiness(messages, line.businessId),
        eq(messages.providerMessageId, update.providerMessageId),
        eq(messages.direction, "out"),
        inArray(messages.status, EARLIER[update.status]),
      ),
    )
    .returning({
      id: messages.id,
      conversationId: messages.conversationId,
      contactId: messages.contactId,
      error: messages.error,
    });
  if (!row) {
    const [known] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.channelId, line.id), eq(messages.providerMessageId, update.providerMessageId)))
      .limit(1);
    return known ? "stale" : "unknown";
  }
  await publishMessageStatus(tx, events, { ...row, businessId: line.businessId, status: update.status });
  return "applied";
}

/** Tells the chat's audience (after commit) that a message's delivery status changed. */
export async function publishMessageStatus(
  tx: Executor,
  events: PendingEvents,
  message: {
    id: number;
    businessId: number;
    conversationId: number;
    contactId: number;
    status: MessageStatus;
    error: string | null;
  },
): Promise<void> {
  events.add("message.status", {
    businessId: message.businessId,
    conversationId: message.conversationId,
    contactId: message.contactId,
    assignedUserId: await assigneeOf(tx, message.conversationId),
    messageId: message.id,
    status: message.status,
    error: message.error,
  });
}

/**
 * Applies provider status callbacks (sent/delivered/read/failed) to our outbound messages on that line. A
 * callback for an id we have not recorded yet is kept: the provider can report "delivered" before our worker
 * commits the id it got back.
 */
export async function applyStatusUpdates(
  deps: Pick<AppDeps, "db" | "events" | "logger">,
  channel: ChannelRecord,
  updates: StatusUpdate[],
): Promise<{ applied: number; early: number }> {
  let applied = 0;
  let early = 0;
  for (const update of updates) {
    await transact(deps, async (tx, events) => {
      const outcome = await applyToMessage(tx, events, channel, update);
      if (outcome === "applied") applied++;
      if (outcome !== "unknown") return;
      early++;
      await tx.insert(earlyDeliveryStatuses).values({
        channelId: channel.id,
        providerMessageId: update.providerMessageId,
        status: update.status,
        error: update.error ?? null,
        at: update.at,
      });
    });
  }
  return { applied, early };
}

/** Applies the kept callbacks of one message, oldest first, once its provider id is recorded. */
export async function applyEarlyStatuses(
  tx: Executor,
  events: PendingEvents,
  line: Line,
  providerMessageId: string,
) {
  const kept = await tx
    .delete(earlyDeliveryStatuses)
    .where(
      and(
        eq(earlyDeliveryStatuses.channelId, line.id),
        eq(earlyDeliveryStatuses.providerMessageId, providerMessageId),
      ),
    )
    .returning();
  kept.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  for (const status of kept) {
    await applyToMessage(tx, events, line, {
      providerMessageId,
      status: status.status,
      at: status.at,
      ...(status.error ? { error: status.error } : {}),
    });
  }
}

/**
 * Catches kept callbacks whose message got its id while the callback was being stored (the two transactions
 * crossed). Runs with the outbox worker.
 */
export async function reconcileEarlyStatuses(deps: Pick<AppDeps, "db" | "events">): Promise<number> {
  const matched = await deps.db
    .selectDistinct({
      channelId: earlyDeliveryStatuses.channelId,
      providerMessageId: earlyDeliveryStatuses.providerMessageId,
      businessId: messages.businessId,
    })
    .from(earlyDeliveryStatuses)
    .innerJoin(
      messages,
      and(
        eq(messages.channelId, earlyDeliveryStatuses.channelId),
        eq(messages.providerMessageId, earlyDeliveryStatuses.providerMessageId),
      ),
    )
    .limit(100);
  for (const match of matched) {
    await transact(deps, (tx, events) =>
      applyEarlyStatuses(
        tx,
        events,
        { id: match.channelId, businessId: match.businessId },
        match.providerMessageId,
      ),
    );
  }
  return matched.length;
}

/** Kept callbacks whose message never appeared (another system's message on a shared number). */
export async function pruneEarlyStatuses(deps: Pick<AppDeps, "db">): Promise<void> {
  await deps.db
    .delete(earlyDeliveryStatuses)
    .where(sql`${earlyDeliveryStatuses.createdAt} < now() - interval '1 day'`);
}
