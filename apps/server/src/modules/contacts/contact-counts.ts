import { performance } from "node:perf_hooks";
import type { ListCount } from "@consola/shared";
import type { Executor } from "../../db/client.js";

/**
 * How long the contacts screen's count of a business and search is reused (decision 023): counting up to the
 * cap read 10,000 index entries, 15 times the work of the page itself. The rows are always read afresh.
 */
export const CONTACT_COUNT_FRESH_MS = 2_000;
/** Counts kept per database at most (a business's searches): beyond it the oldest half is dropped. */
const KEPT_AT_MOST = 2_000;

type Kept = { count: ListCount; at: number; generation: number };

/** Per database, so two databases of one process (the tests') never share a business id's counts. */
const keptOf = new WeakMap<Executor, Map<string, Kept>>();
/** Bumped when this process changes a business's contacts: its kept counts are dropped at once. */
const generations = new Map<number, number>();

/** Read before counting and handed to keepCount: a change made while the count ran is not hidden by it. */
export const generationOf = (businessId: number) => generations.get(businessId) ?? 0;

/** The kept count of `key` (the business and the search), while fresh and not forgotten. */
export function keptCount(db: Executor, businessId: number, key: string): ListCount | undefined {
  const kept = keptOf.get(db)?.get(key);
  if (!kept) return undefined;
  if (kept.generation !== generationOf(businessId) || performance.now() - kept.at > CONTACT_COUNT_FRESH_MS) {
    keptOf.get(db)?.delete(key);
    return undefined;
  }
  return kept.count;
}

export function keepCount(db: Executor, key: string, count: ListCount, generation: number): void {
  let kept = keptOf.get(db);
  if (!kept) {
    kept = new Map();
    keptOf.set(db, kept);
  }
  if (kept.size >= KEPT_AT_MOST) {
    // Maps iterate in insertion order: the first half is the oldest.
    for (const old of [...kept.keys()].slice(0, KEPT_AT_MOST / 2)) kept.delete(old);
  }
  kept.set(key, { count, at: performance.now(), generation });
}

/**
 * After this process added, changed or removed contacts of the business: its next list counts afresh. Other
 * instances' and the inbound pipeline's changes show within CONTACT_COUNT_FRESH_MS.
 */
export function forgetContactCounts(businessId: number): void {
  generations.set(businessId, generationOf(businessId) + 1);
}
