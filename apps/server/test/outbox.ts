import type { AppDeps } from "../src/deps.js";
import { startOutboxWorker } from "../src/modules/outbound/outbox-worker.js";

/** Sends everything the outbox holds that is due, then stops: one pass of the worker a test can await. */
export async function drainOutbox(deps: AppDeps) {
  const worker = startOutboxWorker(deps);
  await worker.drain();
  await worker.stop();
}
