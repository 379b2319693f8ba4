import type { ChannelProvider } from "@consola/shared";
import { LRUCache } from "lru-cache";
import type { Executor } from "../db/client.js";
import { findLinesByRoutes } from "./channel.repo.js";
import type { ChannelRecord } from "./channel-adapter.js";

export type RoutedLine = { channel: ChannelRecord; active: boolean };

/**
 * How long a webhook may route by a line read earlier, or by a route found missing. A line saved on this
 * instance is forgotten at once (forgetLineRoutes); another instance sees the change within this time
 * (decision 022).
 */
export const LINE_ROUTE_TTL_MS = 5_000;

/** Unknown routes kept apart from the lines, so made-up ids sent by a stranger never push a real line out. */
type Routes = { lines: LRUCache<string, RoutedLine>; missing: LRUCache<string, true> };

/** Routes known per database handle, so test apps on different databases never share one. */
const caches = new WeakMap<Executor, Routes>();

function routesOf(db: Executor): Routes {
  let routes = caches.get(db);
  if (!routes) {
    routes = {
      lines: new LRUCache({ max: 10_000, ttl: LINE_ROUTE_TTL_MS }),
      missing: new LRUCache({ max: 10_000, ttl: LINE_ROUTE_TTL_MS }),
    };
    caches.set(db, routes);
  }
  return routes;
}

const keyOf = (provider: ChannelProvider, externalId: string) => `${provider}\u0000${externalId}`;

/**
 * The lines of these routes for webhooks: a busy line's route and decrypted credentials are read once per
 * LINE_ROUTE_TTL_MS, not once per delivery, and the routes not known yet are read in one query. A route found
 * missing is remembered as missing for as long, so a stranger repeating made-up ids costs no query each time.
 */
export async function linesByRoutes(
  db: Executor,
  provider: ChannelProvider,
  externalIds: Iterable<string>,
  secretsKey: Uint8Array,
): Promise<Map<string, RoutedLine>> {
  const routes = routesOf(db);
  const found = new Map<string, RoutedLine>();
  const unread: string[] = [];
  for (const externalId of new Set(externalIds)) {
    const key = keyOf(provider, externalId);
    const known = routes.lines.get(key);
    if (known) found.set(externalId, known);
    else if (!routes.missing.has(key)) unread.push(externalId);
  }
  if (unread.length === 0) return found;
  const read = await findLinesByRoutes(db, provider, unread, secretsKey);
  for (const externalId of unread) {
    const line = read.get(externalId);
    if (line) {
      routes.lines.set(keyOf(provider, externalId), line);
      found.set(externalId, line);
    } else {
      routes.missing.set(keyOf(provider, externalId), true);
    }
  }
  return found;
}

/** linesByRoutes for one route. */
export async function lineByRoute(
  db: Executor,
  provider: ChannelProvider,
  externalId: string,
  secretsKey: Uint8Array,
): Promise<RoutedLine | undefined> {
  return (await linesByRoutes(db, provider, [externalId], secretsKey)).get(externalId);
}

/** After a line is saved: webhooks read every route again, found or missing. */
export function forgetLineRoutes(db: Executor): void {
  const routes = caches.get(db);
  routes?.lines.clear();
  routes?.missing.clear();
}
