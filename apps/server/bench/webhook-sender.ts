import { randomUUID } from "node:crypto";
import http from "node:http";
import { signWhatsappWebhook, text, whatsappInbound } from "../test/fakes/whatsapp-webhook-payloads.js";
import { PHONE_NUMBER_ID } from "../test/reliability/served-database.js";

/**
 * Connections kept open between webhooks, as Meta keeps them: node:http, not fetch, whose per-request objects
 * cost the load generator CPU that the server it measures shares.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Posts one signed WhatsApp webhook to the served test line; returns whether the server acknowledged it (2xx). */
async function postSigned(url: string, signed: ReturnType<typeof signWhatsappWebhook>): Promise<boolean> {
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${url}/api/webhooks/whatsapp`,
      {
        method: "POST",
        agent,
        headers: { ...signed.headers, "content-length": Buffer.byteLength(signed.payload) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(signed.payload);
  });
  return status >= 200 && status < 300;
}

/** One text message from a contact, as Meta would post it. */
export function postWhatsappText(
  url: string,
  appSecret: string,
  message: { from: string; body: string },
): Promise<boolean> {
  const payload = whatsappInbound(
    { phoneNumberId: PHONE_NUMBER_ID },
    { from: message.from, messages: [{ id: `wamid.bench${randomUUID()}`, ...text(message.body) }] },
  );
  return postSigned(url, signWhatsappWebhook(payload, appSecret));
}
