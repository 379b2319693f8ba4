import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Reads again every query under `queryKey` because the server says its data changed. TanStack Query folds an
 * invalidation into a first read still in flight (a query with no data yet is not cancelled and restarted),
 * and that read may have been answered before the change: such a query is read once more when it lands.
 */
export function refreshQueries(client: QueryClient, queryKey: QueryKey): void {
  for (const query of client.getQueryCache().findAll({ queryKey })) {
    const firstRead = query.state.fetchStatus === "fetching" && query.state.data === undefined;
    if (firstRead) rereadWhenLanded(client, query);
  }
  void client.invalidateQueries({ queryKey });
}

/** A read in flight, whose answer may be older than what the caller knows: read it again once it lands. */
export function rereadWhenLanded(client: QueryClient, query: Query): void {
  void query.promise
    ?.catch(() => undefined)
    .then(() => client.invalidateQueries({ queryKey: query.queryKey, exact: true }));
}
