import { signWhatsappWebhook, text, whatsappInbound } from "../fakes/whatsapp-webhook-payloads.js";
import { PHONE_NUMBER_ID } from "./served-database.js";

/** One text message as WhatsApp delivers it to the served line; the body names its id ("m <wamid>"). */
export type Delivery = { wamid: string; from: string; acked: boolean };

/** Posts a delivery's signed webhook; true when it was acknowledged (2xx: stored durably). */
export async function deliverWebhook(url: string, appSecret: string, delivery: Delivery): Promise<boolean> {
  const signed = signWhatsappWebhook(
    whatsappInbound(
      { phoneNumberId: PHONE_NUMBER_ID },
      { from: delivery.from, messages: [{ id: delivery.wamid, ...text(bodyOf(delivery)) }] },
    ),
    appSecret,
  );
  try {
    const response = await fetch(`${url}/api/webhooks/whatsapp`, {
      method: "POST",
      headers: signed.headers,
      body: signed.payload,
      signal: AbortSignal.timeout(10_000),
    });
    return response.status >= 200 && response.status < 300;
  } catch {
    return false;
  }
}

export const bodyOf = (delivery: { wamid: string }) => `m ${delivery.wamid}`;
