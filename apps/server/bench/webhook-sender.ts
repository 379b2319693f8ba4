import { randomUUID } from "node:crypto";
import { signWhatsappWebhook, text, whatsappInbound } from "../test/fakes/whatsapp-webhook-payloads.js";
import { PHONE_NUMBER_ID } from "../test/reliability/served-database.js";

/**
 * Posts one signed WhatsApp webhook with one text message, as Meta would, to the served test line; returns
 * whether the server acknowledged it (2xx).
 */
export async function postWhatsappText(
  url: string,
  appSecret: string,
  message: { from: string; body: string },
): Promise<boolean> {
  const signed = signWhatsappWebhook(
    whatsappInbound(
      { phoneNumberId: PHONE_NUMBER_ID },
      { from: message.from, messages: [{ id: `wamid.bench${randomUUID()}`, ...text(message.body) }] },
    ),
    appSecret,
  );
  const response = await fetch(`${url}/api/webhooks/whatsapp`, {
    method: "POST",
    headers: signed.headers,
    body: signed.payload,
  });
  await response.arrayBuffer();
  return response.ok;
}
