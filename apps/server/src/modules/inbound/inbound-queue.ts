import { and, inArray } from "drizzle-orm";
import type { ChannelRecord, InboundMessage } from "../../channels/channel-adapter.js";
import type { Database, Transaction } from "../../db/client.js";
import { messages } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { PendingEvents } from "../../events/domain-events.js";
import type { InboundResult } from "./inbound-row.js";

export type InboundDeps = Pick<AppDeps, "db" | "events" | "logger"> & Partial<Pick<AppDeps, "metrics">>;

/** One message waiting to be stored, and whoever waits for the answer (a webhook, the simulator). */
export type QueuedInbound = {
  deps: InboundDeps;
  channel: ChannelRecord;
  inbound: InboundMessage;
  phone: string;
};

/**
 * What a batch reads once for all its messages (a business's settings): inside the batch's transaction, so it
 * is as fresh as a read per message would be, and gone with the batch.
 */
export class BatchMemo {
  readonly #loaded = new Map<string, Promise<unknown>>();

  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let value = this.#loaded.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      this.#loaded.set(key, value);
    }
    return value;
  }
}

/** Stores one message inside the batch's transaction; its events are published only after the commit. */
export type StoreOne = (
  tx: Transaction,
  events: PendingEvents,
  item: QueuedInbound,
  memo: BatchMemo,
) => Promise<InboundResult>;

type Waiting = QueuedInbound & {
  storeOne: StoreOne;
  resolve: (result: InboundResult) => void;
  reject: (error: unknown) => void;
};

/**
 * How many messages one transaction stores at most. A batch is whatever arrived while the previous one was
 * being committed, so a quiet server still stores each message at once; a busy one commits a few dozen
 * together and spends one commit, one BEGIN and one duplicate check on all of them.
 */
export const MAX_INBOUND_BATCH = 64;

/**
 * Group commit for inbound messages (decision 020). A queue stores its messages in the order they arrived, one
 * batch at a time, so a conversation's messages keep their order; each caller's promise resolves only
 * after the transaction holding its message committed, so a webhook's 2xx still means "stored durably". When
 * a batch fails, each of its messages is stored again alone, so one bad message never fails the others.
 */
class InboundQueue {
  readonly #waiting: Waiting[] = [];
  #running = false;

  constructor(private readonly db: Database) {}

  push(item: Waiting): void {
    this.#waiting.push(item);
    if (!this.#running) void this.#drain();
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#waiting.length > 0) await this.#store(this.#waiting.splice(0, MAX_INBOUND_BATCH));
    } finally {
      this.#running = false;
    }
  }

  async #store(batch: Waiting[]): Promise<void> {
    const pending = batch.map(() => new PendingEvents());
    let results: InboundResult[];
    try {
      results = await this.db.transaction(async (tx) => {
        const seen = await storedAlready(tx, batch);
        const memo = new BatchMemo();
        const stored: InboundResult[] = [];
        for (const [index, item] of batch.entries()) {
          const key = providerKey(item.channel.id, item.inbound.providerMessageId);
          // A replay, or the same message twice in this batch (a provider retrying while we stored it).
          if (seen.has(key)) {
            stored.push({ status: "duplicate" });
            continue;
          }
          seen.add(key);
          stored.push(await item.storeOne(tx, pending[index] ?? new PendingEvents(), item, memo));
        }
        return stored;
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      batch[0]?.deps.logger.warn(
        { err: error, size: batch.length },
        "inbound batch failed: storing one by one",
      );
      for (const item of batch) await this.#store([item]);
      return;
    }
    for (const [index, item] of batch.entries()) {
      pending[index]?.publishTo(item.deps.events);
      item.resolve(results[index] ?? { status: "duplicate" });
    }
  }
}

const providerKey = (channelId: number, providerMessageId: string) =>
  `${channelId}\u0000${providerMessageId}`;

/** The batch's messages already stored: one read for all of them, on the (channel, provider id) index. */
async function storedAlready(tx: Transaction, batch: QueuedInbound[]): Promise<Set<string>> {
  const rows = await tx
    .select({ channelId: messages.channelId, providerMessageId: messages.providerMessageId })
    .from(messages)
    .where(
      and(
        inArray(messages.channelId, [...new Set(batch.map((item) => item.channel.id))]),
        inArray(
          messages.providerMessageId,
          batch.map((item) => item.inbound.providerMessageId),
        ),
      ),
    );
  return new Set(rows.map((row) => providerKey(row.channelId ?? 0, row.providerMessageId ?? "")));
}

/**
 * Queues per database. A contact's messages always go to the same one (its business and number pick it), so
 * a conversation keeps its order; different contacts' batches are stored side by side on other connections.
 */
export const INBOUND_LANES = 4;
const lanes = new WeakMap<Database, InboundQueue[]>();

function laneOf(item: QueuedInbound): number {
  const key = `${item.channel.businessId}:${item.phone}`;
  let hash = 0;
  for (let index = 0; index < key.length; index++) hash = (hash * 31 + key.charCodeAt(index)) | 0;
  return Math.abs(hash) % INBOUND_LANES;
}

/** Queues a message for its lane's next batch; resolves once that batch committed. */
export function storeInBatch(item: QueuedInbound, storeOne: StoreOne): Promise<InboundResult> {
  let queues = lanes.get(item.deps.db);
  if (!queues) {
    queues = Array.from({ length: INBOUND_LANES }, () => new InboundQueue(item.deps.db));
    lanes.set(item.deps.db, queues);
  }
  const queue = queues[laneOf(item)];
  if (!queue) throw new Error("inbound lane out of range");
  return new Promise((resolve, reject) => queue.push({ ...item, storeOne, resolve, reject }));
}
