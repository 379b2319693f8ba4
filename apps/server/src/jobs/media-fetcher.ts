import { INBOUND_TEXTS } from "@consola/shared";
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getChannelById } from "../channels/channel.repo.js";
import type { Transaction } from "../db/client.js";
import { rowOfBusiness } from "../db/of-business.js";
import { messages } from "../db/schema/index.js";
import type { AppDeps } from "../deps.js";
import type { PendingEvents } from "../events/domain-events.js";
import { transact } from "../events/transact.js";
import { assigneeOf } from "../modules/conversations/conversation.repo.js";
import { messageViewById } from "../modules/messages/messages.repo.js";
import { backoffMs } from "../modules/outbound/outbox-worker.js";

type Deps = Pick<AppDeps, "db" | "events" | "logger" | "config" | "channels" | "media">;

const MAX_ATTEMPTS = 10;

/**
 * Downloads inbound media the webhook only referenced. The message was stored (and acknowledged) first; the
 * file follows here with retries, so a slow provider never makes a webhook time out.
 */
export async function fetchPendingMedia(deps: Deps, batch = 10): Promise<number> {
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          isNotNull(messages.mediaRemoteRef),
          isNull(messages.mediaKey),
          lt(messages.attempts, MAX_ATTEMPTS),
          or(isNull(messages.nextAttemptAt), lte(messages.nextAttemptAt, sql`now()`)),
        ),
      )
      .orderBy(asc(messages.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    // The lease: another instance will not pick these up for a minute.
    return tx
      .update(messages)
      .set({ attempts: sql`${messages.attempts} + 1`, nextAttemptAt: sql`now() + interval '60 seconds'` })
      .where(
        inArray(
          messages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  for (const row of claimed) {
    try {
      const channel = await getChannelById(deps.db, row.businessId, row.channelId, deps.config.secretsKey);
      if (!channel || !row.mediaRemoteRef) throw new Error("message lost its channel");
      const fetched = await deps.channels.get(channel.provider).fetchMedia(channel, row.mediaRemoteRef);
      const mime = fetched.mime || row.mediaMime || "application/octet-stream";
      const stored = await deps.media.save(row.businessId, fetched.data, mime);
      await transact(deps, async (tx, events) => {
        await tx
          .update(messages)
          .set({
            mediaKey: stored.key,
            mediaSize: stored.size,
            mediaMime: mime,
            mediaName: row.mediaName ?? fetched.name ?? null,
            error: null,
          })
          .where(rowOfBusiness(messages, row.businessId, row.id));
        await announceUpdate(tx, events, row);
      });
    } catch (error) {
      deps.logger.warn(
        { err: error, messageId: row.id, attempt: row.attempts },
        "inbound media download failed",
      );
      // The message stays with a placeholder the agent sees at once; the download is tried again later.
      await transact(deps, async (tx, events) => {
        await tx
          .update(messages)
          .set({
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffMs(row.attempts) / 1000})`,
            error: INBOUND_TEXTS.mediaDownloadFailed,
          })
          .where(eq(messages.id, row.id));
        if (row.error === INBOUND_TEXTS.mediaDownloadFailed) return;
        await announceUpdate(tx, events, row);
      });
    }
  }
  return claimed.length;
}

/** Open screens show the message again: its file arrived, or could not be fetched yet. */
async function announceUpdate(tx: Transaction, events: PendingEvents, row: typeof messages.$inferSelect) {
  events.add("message.updated", {
    businessId: row.businessId,
    conversationId: row.conversationId,
    contactId: row.contactId,
    assignedUserId: await assigneeOf(tx, row.conversationId),
    message: await messageViewById(tx, row.businessId, row.id),
  });
}
