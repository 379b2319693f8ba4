import type { Transaction } from "../db/client.js";
import type { AppDeps } from "../deps.js";
import { PendingEvents } from "./domain-events.js";

/**
 * One unit of work: runs `work` in a transaction and publishes the events it raised only after the commit,
 * so no listener ever sees a change that did not happen.
 */
export async function transact<T>(
  deps: Pick<AppDeps, "db" | "events">,
  work: (tx: Transaction, events: PendingEvents) => Promise<T>,
): Promise<T> {
  const events = new PendingEvents();
  const result = await deps.db.transaction((tx) => work(tx, events));
  events.publishTo(deps.events);
  return result;
}
