import http from "node:http";
import type { signWhatsappWebhook } from "./whatsapp-webhook-payloads.js";

/**
 * Connections kept open between webhooks, as Meta keeps them: node:http, not fetch, whose per-request objects
 * cost the load generator CPU that the server it measures shares.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * Posts one signed WhatsApp webhook to the served test line: whether the server acknowledged it (2xx). A
 * connection refused or cut counts as not acknowledged, as Meta counts it (and retries).
 */
export function postSignedWhatsapp(
  url: string,
  signed: ReturnType<typeof signWhatsappWebhook>,
): Promise<boolean> {
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
