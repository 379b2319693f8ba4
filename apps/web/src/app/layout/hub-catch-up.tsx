import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useHubStatus } from "../../lib/hub/hub-context";

/**
 * What was read before the hub was listening (page load, or a dropped connection) may have missed events:
 * each time the hub is ready again, every query read before that moment is read again. A query still in
 * flight is left alone (refetching it would cancel it), as is one never read.
 */
export function catchUpAfterHubReady(client: QueryClient, readyAt: number): Promise<void> {
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
