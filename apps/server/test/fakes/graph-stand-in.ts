import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { PHONE_NUMBER_ID } from "../reliability/served-database.js";
import { signWhatsappWebhook, whatsappStatuses } from "./whatsapp-webhook-payloads.js";

/** Connections kept open between reports, as Meta keeps them. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Posts one signed webhook to the served test line; whether the server acknowledged it (2xx). */
function postSigned(url: string, signed: ReturnType<typeof signWhatsappWebhook>): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const request = http.request(
      `${url}/api/webhooks/whatsapp`,
      {
        method: "POST",
        agent,
        headers: { ...signed.headers, "content-length": Buffer.byteLength(signed.payload) },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300),
        );
        response.on("error", () => resolve(false));
      },
    );
    request.on("error", () => resolve(false));
    request.end(signed.payload);
  });
}

export type GraphArrival = { to: string; at: number };

/**
 * A loopback stand-in for Meta's Graph API: answers every send with a new id and keeps who it was for and when
 * it arrived (performance.now()). While `reportTo` is set it also reports each send back as Meta does: a signed
 * "sent" status with the send's biz_opaque_callback_data, retried every 200 ms until the server takes it (as
 * Meta retries a server that is down).
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
      if (await postSigned(target.url, signWhatsappWebhook(payload, target.appSecret))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    reports.pending -= 1;
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const at = performance.now();
      const body = JSON.parse(Buffer.concat(chunks).toString() || "{}") as {
        to?: string;
        biz_opaque_callback_data?: string;
      };
      const to = String(body.to ?? "");
      const id = `wamid.${randomUUID()}`;
      arrivals.push({ to, at });
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ messages: [{ id }] }));
      const tracking = body.biz_opaque_callback_data;
      if (reports.to) void report({ id, to, ...(tracking ? { tracking } : {}) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** What WHATSAPP_GRAPH_URL is set to. */
    url: `http://127.0.0.1:${port}/v21.0`,
    arrivals,
    reports,
    /** How many sends arrived for each number. */
    countsByNumber: () => {
      const counts = new Map<string, number>();
      for (const arrival of arrivals) counts.set(arrival.to, (counts.get(arrival.to) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
