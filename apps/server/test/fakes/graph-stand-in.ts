import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { PHONE_NUMBER_ID } from "../reliability/served-database.js";
import { postSignedWhatsapp } from "./post-signed-webhook.js";
import { signWhatsappWebhook, whatsappStatuses } from "./whatsapp-webhook-payloads.js";

export type GraphArrival = { to: string; at: number };

type Received = { to: string; at: number; id: string; tracking?: string };
type FromReceiver =
  | { kind: "listening"; port: number }
  | { kind: "arrivals"; arrivals: Received[] }
  | { kind: "flushed"; token: number }
  | { kind: "closed" };

/**
 * A loopback stand-in for Meta's Graph API: answers every send with a new id and keeps who it was for and when
 * it arrived (on this thread's performance.now() clock). The answering and timing happen in a thread of its own
 * (graph-receiver.worker.mjs), so this process's own pauses neither delay an answer nor bunch the arrival times.
 * While `reports.to` is set it also reports each send back as Meta does: a signed "sent" status with the send's
 * biz_opaque_callback_data, retried every 200 ms until the server takes it (as Meta retries a server that is
 * down). Arrivals reach `arrivals` in batches: `flush()` brings in every one received so far.
 */
export async function startGraphStandIn() {
  const arrivals: GraphArrival[] = [];
  const reports = { to: undefined as { url: string; appSecret: string } | undefined, pending: 0 };
  const report = async (status: { id: string; to: string; tracking?: string }) => {
    reports.pending += 1;
    for (;;) {
      const target = reports.to;
      if (!target) break;
      const payload = whatsappStatuses({ phoneNumberId: PHONE_NUMBER_ID }, [
        {
          id: status.id,
          status: "sent",
          recipient: status.to,
          ...(status.tracking ? { tracking: status.tracking } : {}),
        },
      ]);
      if (await postSignedWhatsapp(target.url, signWhatsappWebhook(payload, target.appSecret))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    reports.pending -= 1;
  };

  const receiver = new Worker(new URL("./graph-receiver.worker.mjs", import.meta.url));
  const flushed = new Map<number, () => void>();
  let closed: (() => void) | undefined;
  const listening = new Promise<number>((resolve, reject) => {
    receiver.once("error", reject);
    receiver.on("message", (message: FromReceiver) => {
      if (message.kind === "listening") resolve(message.port);
      else if (message.kind === "arrivals") {
        for (const arrival of message.arrivals) {
          arrivals.push({ to: arrival.to, at: arrival.at - performance.timeOrigin });
          if (reports.to) void report(arrival);
        }
      } else if (message.kind === "flushed") flushed.get(message.token)?.();
      else closed?.();
    });
  });
  const port = await listening;
  let tokens = 0;
  return {
    /** What WHATSAPP_GRAPH_URL is set to. */
    url: `http://127.0.0.1:${port}/v21.0`,
    arrivals,
    reports,
    /** Brings every send the receiver has answered so far into `arrivals` (and its report under way). */
    flush: () =>
      new Promise<void>((resolve) => {
        tokens += 1;
        const token = tokens;
        flushed.set(token, () => {
          flushed.delete(token);
          resolve();
        });
        receiver.postMessage({ kind: "flush", token });
      }),
    /** How many sends arrived for each number. */
    countsByNumber: () => {
      const counts = new Map<string, number>();
      for (const arrival of arrivals) counts.set(arrival.to, (counts.get(arrival.to) ?? 0) + 1);
      return counts;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        closed = resolve;
        receiver.postMessage({ kind: "close" });
      });
      await receiver.terminate();
    },
  };
}
