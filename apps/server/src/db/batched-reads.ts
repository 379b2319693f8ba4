/**
 * Reads of one kind that concurrent callers ask for, sent to the database together: one statement for every key
 * asked for while the previous statement was on its way, as group commit does for writes. A quiet server sends
 * each key at once (nothing is waiting, so nothing is delayed); a busy one spends one round trip on several
 * callers, where each round trip costs a system call on both sides and a statement for PostgreSQL.
 *
 * A key is never added to a statement already sent: every caller's answer is read after it asked, never an
 * older answer shared with an earlier caller.
 */
export type BatchedReads<K, V> = { read(key: K): Promise<V | undefined> };

type Waiting<K, V> = { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/**
 * `readMany` answers a batch of distinct keys (those it does not return are missing). At most `inFlight`
 * statements are out at once and each holds at most `maxBatch` keys.
 */
export function batchedReads<K, V>(
  readMany: (keys: K[]) => Promise<Map<K, V>>,
  { inFlight = 1, maxBatch = 100 }: { inFlight?: number; maxBatch?: number } = {},
): BatchedReads<K, V> {
  const waiting: Waiting<K, V>[] = [];
  let running = 0;

  async function send(batch: Waiting<K, V>[]): Promise<void> {
    running += 1;
    try {
      const found = await readMany([...new Set(batch.map((entry) => entry.key))]);
      for (const entry of batch) entry.resolve(found.get(entry.key));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      running -= 1;
      if (waiting.length > 0) void send(waiting.splice(0, maxBatch));
    }
  }

  return {
    read(key) {
      return new Promise<V | undefined>((resolve, reject) => {
        waiting.push({ key, resolve, reject });
        if (running < inFlight) void send(waiting.splice(0, maxBatch));
      });
    },
  };
}
