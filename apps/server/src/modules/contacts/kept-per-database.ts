import { performance } from "node:perf_hooks";
import type { Executor } from "../../db/client.js";

/**
 * Values a process keeps for a while, per database (so two databases of one process, the tests', never share
 * a business id's), at most `atMost` of them: beyond it the oldest half is dropped.
 */
export function keptPerDatabase<T>({ freshMs, atMost }: { freshMs: number; atMost: number }) {
  const keptOf = new WeakMap<Executor, Map<string, { value: T; at: number }>>();
  return {
    /** The value kept under `key`, while fresh. */
    get(db: Executor, key: string): T | undefined {
      const kept = keptOf.get(db)?.get(key);
      if (!kept) return undefined;
      if (performance.now() - kept.at > freshMs) {
        keptOf.get(db)?.delete(key);
        return undefined;
      }
      return kept.value;
    },
    set(db: Executor, key: string, value: T): void {
      let kept = keptOf.get(db);
      if (!kept) {
        kept = new Map();
        keptOf.set(db, kept);
      }
      if (kept.size >= atMost) {
        // Maps iterate in insertion order: the first half is the oldest.
        for (const old of [...kept.keys()].slice(0, atMost / 2)) kept.delete(old);
      }
      kept.set(key, { value, at: performance.now() });
    },
    /** Forgets `key` at once. */
    drop(db: Executor, key: string): void {
      keptOf.get(db)?.delete(key);
    },
  };
}
