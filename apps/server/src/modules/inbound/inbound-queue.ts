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

/** How a batch is stored: what can go in one statement first, then the rest in one transaction. */
export type InboundStorer = {
  /** Stores in one statement (its own commit) what it can: the results it stored, by position in `entries`. */
  storeAtOnce(db: Database, entries: BatchEntry[]): Promise<Map<number, InboundResult>>;
  /** Stores the rest inside the batch's transaction: one result per entry, in the entries' order. */
  storeInTransaction(tx: Transaction, entries: BatchEntry[]): Promise<InboundResult[]>;
};

type Waiting = QueuedInbound & {
  storer: InboundStorer;
  resolve: (result: InboundResult) => void;
  reject: (error: unknown) => void;
};

/**
 * How many messages one batch stores at most. A batch is whatever arrived while the previous one was being
 * committed, so a quiet server still stores each message at once; a busy one commits a few dozen together and
 * spends one commit, one BEGIN and one duplicate check on all of them.
 */
export const MAX_INBOUND_BATCH = 64;

/**
 * Group commit for inbound messages (decisions 020 and 022). A queue stores its messages in the order they
 * arrived, one batch at a time, so a conversation's messages keep their order; each caller's promise resolves
 * only after the statement or transaction holding its message committed, so a webhook's 2xx still means
 * "stored durably", and its events are published only then. When a batch's transaction fails, each of its
 * messages is stored again alone, so one bad message never fails the others.
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
    const [first] = batch;
    if (!first) return;
    // The same message twice in this batch (a provider retrying while we stored it) is stored once. Replays
    // of messages stored earlier are the storer's to see.
    const seen = new Set<string>();
    const fresh: (BatchEntry & { waiting: Waiting })[] = [];
    for (const waiting of batch) {
      const key = providerKey(waiting.channel.id, waiting.inbound.providerMessageId);
      if (seen.has(key)) waiting.resolve({ status: "duplicate" });
      else fresh.push({ item: waiting, events: new PendingEvents(), waiting });
      seen.add(key);
    }
    let atOnce = new Map<number, InboundResult>();
    try {
      atOnce = await first.storer.storeAtOnce(this.db, fresh);
    } catch (error) {
      // Nothing of it committed: the transaction below stores every message the long way.
      first.deps.logger.warn(
        { err: error, size: fresh.length },
        "inbound statement failed: storing in a transaction",
      );
    }
    for (const position of atOnce.keys()) {
      const entry = fresh[position];
      entry?.events.publishTo(entry.waiting.deps.events);
    }
    // The webhooks are answered once the hub has told the other instances; the lane goes on meanwhile.
    void first.deps.events.delivered().then(() => {
      for (const [position, result] of atOnce) fresh[position]?.waiting.resolve(result);
    });
    const rest = fresh.filter((_, position) => !atOnce.has(position));
    if (rest.length > 0) await this.#storeInTransaction(rest);
  }

  async #storeInTransaction(entries: (BatchEntry & { waiting: Waiting })[]): Promise<void> {
    const [first] = entries;
    if (!first) return;
    let results: InboundResult[];
    try {
      results = await this.db.transaction((tx) => first.waiting.storer.storeInTransaction(tx, entries));
    } catch (error) {
      if (entries.length === 1) {
        first.waiting.reject(error);
        return;
      }
      first.waiting.deps.logger.warn(
        { err: error, size: entries.length },
        "inbound batch failed: storing one by one",
      );
      for (const entry of entries) {
        await this.#storeInTransaction([{ ...entry, events: new PendingEvents() }]);
      }
      return;
    }
    for (const { events, waiting } of entries) events.publishTo(waiting.deps.events);
    void first.waiting.deps.events.delivered().then(() => {
      for (const [position, { waiting }] of entries.entries())
        waiting.resolve(results[position] ?? { status: "duplicate" });
    });
  }
}

/**
 * Queues per database. A contact's messages always go to the same one (its business and number pick it), so a
 * conversation keeps its order. One lane: on this 2-core machine the server, PostgreSQL and the load share the
 * cores, and one queue's bigger batches cost the database less than four queues' smaller ones
 * (`npm run bench:inbound`, load 2: 1,812 msg/s with one lane, 1,631 with two, 1,301–1,374 with four). The
 * price is that a batch waiting for a chat's lock holds back the process's other inbound messages; chats are
 * locked only by short transactions. A database on other cores may earn more lanes (decision 022).
 */
export const INBOUND_LANES = 1;
const lanes = new WeakMap<Database, InboundQueue[]>();

function laneOf(item: QueuedInbound): number {
  const key = `${item.channel.businessId}:${item.phone}`;
  let hash = 0;
  for (let index = 0; index < key.length; index++) hash = (hash * 31 + key.charCodeAt(index)) | 0;
  return Math.abs(hash) % INBOUND_LANES;
}

/** Queues a message for its lane's next batch; resolves once that batch committed. */
export function storeInBatch(item: QueuedInbound, storer: InboundStorer): Promise<InboundResult> {
  let queues = lanes.get(item.deps.db);
  if (!queues) {
    queues = Array.from({ length: INBOUND_LANES }, () => new InboundQueue(item.deps.db));
    lanes.set(item.deps.db, queues);
  }
  const queue = queues[laneOf(item)];
  if (!queue) throw new Error("inbound lane out of range");
  return new Promise((resolve, reject) => queue.push({ ...item, storer, resolve, reject }));
}
