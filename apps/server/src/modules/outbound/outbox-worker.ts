import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { getChannelById } from "../../channels/channel.repo.js";
import {
  ChannelSendError,
  type OutboundMessage,
  type OutboundPayload,
} from "../../channels/channel-adapter.js";
import { contacts, messages } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { transact } from "../../events/transact.js";
import { oneRunAtATime } from "../../jobs/one-run-at-a-time.js";
import { signMediaLink } from "../media/media-storage.js";
import type { MessageRow } from "../messages/message-view.js";
import { applyEarlyStatuses, publishMessageStatus, reconcileEarlyStatuses } from "./delivery-status.js";

type Deps = Pick<AppDeps, "db" | "events" | "logger" | "config" | "channels" | "media">;

/** How long a claimed message may stay "sending" before the claim is considered dead. */
const CLAIM_SECONDS = 120;
const BATCH = 20;

/** 2 s, 4 s, 8 s … up to 5 minutes, with ±20 % jitter so retries of many messages do not stampede. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(300_000, 1_000 * 2 ** attempt);
  return Math.round(base * (0.8 + random() * 0.4));
}

/**
 * Claims due outbound messages. The claim (queued -> sending, with a lease) commits before any network call,
 * and FOR UPDATE SKIP LOCKED lets several workers (instances) share the queue without taking the same row.
 */
async function claimDue(deps: Deps): Promise<MessageRow[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.direction, "out"),
          eq(messages.status, "queued"),
          lte(messages.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(messages)
      .set({
        status: "sending",
        attempts: sql`${messages.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where(
        inArray(
          messages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * A claim whose worker died mid-send: the provider may or may not have the message, so it is never sent
 * again (a contact must not get it twice); it is marked failed for the agent to see and resend.
 */
export async function failAbandonedSends(deps: Pick<AppDeps, "db" | "events">): Promise<number> {
  return transact(deps, async (tx, events) => {
    const rows = await tx
      .update(messages)
      .set({
        status: "failed",
        error: "El envío se interrumpió; verifica con el contacto y vuelve a enviarlo",
        lockedUntil: null,
      })
      .where(and(eq(messages.status, "sending"), lte(messages.lockedUntil, sql`now()`)))
      .returning();
    for (const row of rows) await publishMessageStatus(tx, events, row);
    return rows.length;
  });
}

async function buildOutbound(deps: Deps, row: MessageRow): Promise<OutboundMessage> {
  const [contact] = await deps.db
    .select({ phone: contacts.phoneNumber })
    .from(contacts)
    .where(eq(contacts.id, row.contactId));
  if (!contact) throw new ChannelSendError("el contacto ya no existe", false);
  const payload = ((): OutboundPayload => {
    if (row.type === "template") {
      return {
        type: "template",
        body: row.body,
        template: {
          name: row.templateName ?? "",
          language: row.templateLanguage ?? "es_MX",
          params: row.templateParams ?? [],
        },
      };
    }
    if ((row.type === "image" || row.type === "media") && row.mediaKey) {
      const key = row.mediaKey;
      return {
        type: row.type,
        caption: row.caption,
        media: {
          mime: row.mediaMime ?? "application/octet-stream",
          name: row.mediaName ?? "archivo",
          size: row.mediaSize ?? 0,
          publicUrl: signMediaLink(deps.config.publicUrl, key, deps.config.secretsKey),
          read: () => deps.media.read(key),
        },
      };
    }
    if (row.type === "location" && row.location) return { type: "location", location: row.location };
    return { type: "text", body: row.body, ...(row.choices ? { choices: row.choices } : {}) };
  })();
  return { messageId: row.id, to: contact.phone, payload };
}

async function deliver(deps: Deps, row: MessageRow): Promise<void> {
  let outcome:
    | { status: "sent"; providerMessageId: string }
    | { status: "queued" | "failed"; error: string; retryInMs: number };
  try {
    const channel = await getChannelById(deps.db, row.businessId, row.channelId, deps.config.secretsKey);
    if (!channel) throw new ChannelSendError("la línea del chat ya no existe", false);
    const result = await deps.channels.get(channel.provider).send(channel, await buildOutbound(deps, row));
    outcome = { status: "sent", providerMessageId: result.providerMessageId };
  } catch (error) {
    const retryable = error instanceof ChannelSendError && error.retryable;
    const exhausted = row.attempts >= deps.config.outbox.maxAttempts;
    const message = error instanceof Error ? error.message : String(error);
    deps.logger.warn(
      { messageId: row.id, attempt: row.attempts, retryable, err: error },
      "outbound send failed",
    );
    const retryInMs =
      error instanceof ChannelSendError && error.retryAfterMs !== undefined
        ? error.retryAfterMs
        : backoffMs(row.attempts);
    outcome = {
      status: retryable && !exhausted ? "queued" : "failed",
      error: message.slice(0, 500),
      retryInMs,
    };
  }

  await transact(deps, async (tx, events) => {
    const [updated] = await tx
      .update(messages)
      .set(
        outcome.status === "sent"
          ? {
              status: "sent",
              providerMessageId: outcome.providerMessageId,
              sentAt: sql`now()`,
              lockedUntil: null,
              error: null,
            }
          : {
              status: outcome.status,
              error: outcome.error,
              lockedUntil: null,
              nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})`,
            },
      )
      // Only our own claim: a row failed as abandoned in the meantime stays failed.
      .where(and(eq(messages.id, row.id), eq(messages.status, "sending")))
      .returning();
    if (updated && updated.status !== "queued") await publishMessageStatus(tx, events, updated);
    if (updated?.providerMessageId) {
      await applyEarlyStatuses(
        tx,
        events,
        { id: updated.channelId, businessId: updated.businessId },
        updated.providerMessageId,
      );
    }
  });
}

export type OutboxWorker = { wake(): void; stop(): Promise<void>; drain(): Promise<void> };

/** Sends queued messages: polls every OUTBOX_POLL_MS and wakes at once when a message is queued. */
export function startOutboxWorker(deps: Deps): OutboxWorker {
  async function runOnce(): Promise<void> {
    await failAbandonedSends(deps);
    await reconcileEarlyStatuses(deps);
    for (;;) {
      const claimed = await claimDue(deps);
      if (claimed.length === 0) return;
      for (const row of claimed) await deliver(deps, row);
    }
  }

  const loop = oneRunAtATime(runOnce, {
    delayMs: () => deps.config.outbox.pollMs,
    logger: deps.logger,
    failure: "outbox run failed",
  });

  const unsubscribe = deps.events.subscribe("outbox.enqueued", () => loop.wake());
  loop.wake();
  return {
    wake: loop.wake,
    async drain() {
      // Runs until nothing due is left, for tests and shutdown.
      do {
        await loop.current();
        if (!loop.current()) await runOnce();
      } while (loop.current());
    },
    async stop() {
      unsubscribe();
      await loop.stop();
    },
  };
}
