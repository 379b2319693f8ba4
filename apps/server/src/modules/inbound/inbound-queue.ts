import type { ChannelRecord, InboundMessage } from "../../channels/channel-adapter.js";
import type { Database, Transaction } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import { PendingEvents } from "../../events/domain-events.js";
import { type InboundResult, providerKey } from "./inbound-row.js";

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

/** A fresh message of a batch (not a replay) and the events storing it raises, published after the commit. */
export type BatchEntry = { item: QueuedInbound; events: PendingEvents };

/** Stores a batch's fresh messages inside its transaction: one result per entry, in the entries' order. */
export type StoreBatch = (tx: Transaction, entries: BatchEntry[]) => Promise<InboundResult[]>;

type Waiting = QueuedInbound & {
  storeBatch: StoreBatch;
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
        const seen = new Set<string>();
        const stored: InboundResult[] = batch.map(() => ({ status: "duplicate" }));
        const fresh: number[] = [];
        for (const [index, item] of batch.entries()) {
          const key = providerKey(item.channel.id, item.inbound.providerMessageId);
          // The same message twice in this batch (a provider retrying while we stored it). Replays of
          // messages stored earlier are the batch's storer's to see (storedAlready).
          if (seen.has(key)) continue;
          seen.add(key);
          fresh.push(index);
        }
        const [first] = batch;
        if (!first || fresh.length === 0) return stored;
        const entries = fresh.map((index) => ({
          item: batch[index] as Waiting,
          events: pending[index] ?? new PendingEvents(),
        }));
        const results = await first.storeBatch(tx, entries);
        for (const [position, index] of fresh.entries()) {
          stored[index] = results[position] ?? { status: "duplicate" };
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
export function storeInBatch(item: QueuedInbound, storeBatch: StoreBatch): Promise<InboundResult> {
  let queues = lanes.get(item.deps.db);
  if (!queues) {
    queues = Array.from({ length: INBOUND_LANES }, () => new InboundQueue(item.deps.db));
    lanes.set(item.deps.db, queues);
  }
  const queue = queues[laneOf(item)];
  if (!queue) throw new Error("inbound lane out of range");
  return new Promise((resolve, reject) => queue.push({ ...item, storeBatch, resolve, reject }));
}
