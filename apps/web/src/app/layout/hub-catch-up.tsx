import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useHubStatus } from "../../lib/hub/hub-context";
import { rereadWhenLanded } from "../../lib/query/refresh-queries";

/**
 * What was read before the hub was listening (page load, or a dropped connection) may have missed events:
 * each time the hub is ready again, every query read before that moment is read again. A query still in
 * flight then is read again once it lands (refetching it at once would cancel it, and its answer may have
 * been made before the hub listened). A query never read is left alone.
 */
export function catchUpAfterHubReady(client: QueryClient, readyAt: number): Promise<void> {
  for (const query of client.getQueryCache().findAll({ fetchStatus: "fetching" })) {
    rereadWhenLanded(client, query);
  }
  return client.invalidateQueries({
    predicate: (query) =>
      query.state.status === "success" &&
      query.state.fetchStatus === "idle" &&
      query.state.dataUpdatedAt < readyAt,
  });
}

/** Mounted once, next to the hub connection (app layout). */
export function HubCatchUp(): null {
  const client = useQueryClient();
  const status = useHubStatus();
  const ready = useRef(false);
  useEffect(() => {
    if (status !== "ready") {
      ready.current = false;
      return;
    }
    if (ready.current) return;
    ready.current = true;
    void catchUpAfterHubReady(client, Date.now());
  }, [client, status]);
  return null;
}
