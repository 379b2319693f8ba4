import type { ListCount } from "@consola/shared";
import type { Executor } from "../../db/client.js";
import { keptPerDatabase } from "./kept-per-database.js";

/**
 * How long the contacts screen's count of a business and search is reused (decision 023): counting up to the
 * cap read 10,000 index entries, 15 times the work of the page itself. The rows are always read afresh.
 */
export const CONTACT_COUNT_FRESH_MS = 2_000;
/** Counts kept per database at most (a business's searches): beyond it the oldest half is dropped. */
const KEPT_AT_MOST = 2_000;

/** A count, and the business's generation when it was read: a later change of this process hides it. */
const kept = keptPerDatabase<{ count: ListCount; generation: number }>({
  freshMs: CONTACT_COUNT_FRESH_MS,
  atMost: KEPT_AT_MOST,
});
/** Bumped when this process changes a business's contacts: its kept counts are dropped at once. */
const generations = new Map<number, number>();

/** Read before counting and handed to keepCount: a change made while the count ran is not hidden by it. */
export const generationOf = (businessId: number) => generations.get(businessId) ?? 0;

/** The kept count of `key` (the business and the search), while fresh and not forgotten. */
export function keptCount(db: Executor, businessId: number, key: string): ListCount | undefined {
  const found = kept.get(db, key);
  if (!found) return undefined;
  if (found.generation !== generationOf(businessId)) {
    kept.drop(db, key);
    return undefined;
  }
  return found.count;
}

export function keepCount(db: Executor, key: string, count: ListCount, generation: number): void {
  kept.set(db, key, { count, generation });
}

/**
 * After this process added, changed or removed contacts of the business: its next list counts afresh. Other
 * instances' and the inbound pipeline's changes show within CONTACT_COUNT_FRESH_MS.
 */
export function forgetContactCounts(businessId: number): void {
  generations.set(businessId, generationOf(businessId) + 1);
}
