import type { ChannelProvider } from "@consola/shared";
import { LRUCache } from "lru-cache";
import type { Executor } from "../db/client.js";
import { findLineByRoute } from "./channel.repo.js";

type Line = NonNullable<Awaited<ReturnType<typeof findLineByRoute>>>;

/**
 * How long a webhook may route by a line read earlier. A line saved on this instance is forgotten at once
 * (forgetLineRoutes); another instance sees the change within this time (decision 022).
 */
export const LINE_ROUTE_TTL_MS = 5_000;

/** Lines known per database handle, so test apps on different databases never share one. */
const caches = new WeakMap<Executor, LRUCache<string, Line>>();

function cacheOf(db: Executor): LRUCache<string, Line> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 10_000, ttl: LINE_ROUTE_TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * findLineByRoute for webhooks: a busy line's route and decrypted credentials are read once per
 * LINE_ROUTE_TTL_MS, not once per delivery. Unknown routes are not kept, so made-up ids cannot fill the cache.
 */
export async function lineByRoute(
  db: Executor,
  provider: ChannelProvider,
  externalId: string,
  secretsKey: Uint8Array,
): Promise<Line | undefined> {
  const cache = cacheOf(db);
  const key = `${provider}\u0000${externalId}`;
  const known = cache.get(key);
  if (known) return known;
  const line = await findLineByRoute(db, provider, externalId, secretsKey);
  if (line) cache.set(key, line);
  return line;
}

/** After a line is saved: webhooks read every route again. */
export function forgetLineRoutes(db: Executor): void {
  caches.get(db)?.clear();
}
