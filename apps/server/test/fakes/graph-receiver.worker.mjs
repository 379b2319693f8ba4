// The stand-in Graph's receiving end, in a thread of its own: it answers each send at once and notes when the
// send arrived, so what the bench counts in any 100 ms is the sender's evenness, not the pauses of the process
// that sends webhooks and reads the results. Plain JavaScript because Node loads a worker's file itself,
// without the TypeScript loaders vitest and tsx give the main thread.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { parentPort } from "node:worker_threads";

/** How often what arrived is handed to the main thread, and the most kept back in between. */
const FLUSH_MS = 20;
const FLUSH_AT = 512;

/** @type {{ to: string; at: number; id: string; tracking?: string }[]} */
let batch = [];
function flush() {
  if (batch.length === 0) return;
  parentPort?.postMessage({ kind: "arrivals", arrivals: batch });
  batch = [];
}

const server = http.createServer((request, response) => {
  /** @type {Buffer[]} */
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    // On the epoch clock: the main thread's performance.now() has another origin.
    const at = performance.timeOrigin + performance.now();
    let body = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString() || "{}");
    } catch {
      // A body that is not JSON still counts as an arrival; it has no recipient.
    }
    const id = `wamid.${randomUUID()}`;
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ messages: [{ id }] }));
    const tracking =
      typeof body.biz_opaque_callback_data === "string" ? body.biz_opaque_callback_data : undefined;
    batch.push({ to: String(body.to ?? ""), at, id, ...(tracking ? { tracking } : {}) });
    if (batch.length >= FLUSH_AT) flush();
  });
});

const timer = setInterval(flush, FLUSH_MS);
parentPort?.on("message", (message) => {
  if (message.kind === "flush") {
    flush();
    parentPort?.postMessage({ kind: "flushed", token: message.token });
  } else if (message.kind === "close") {
    clearInterval(timer);
    server.closeAllConnections();
    server.close(() => {
      flush();
      parentPort?.postMessage({ kind: "closed" });
    });
  }
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  parentPort?.postMessage({
    kind: "listening",
    port: typeof address === "object" && address ? address.port : 0,
  });
});
