import { randomUUID } from "node:crypto";
import { postSignedWhatsapp } from "../test/fakes/post-signed-webhook.js";
import { signWhatsappWebhook, text, whatsappInbound } from "../test/fakes/whatsapp-webhook-payloads.js";
import { PHONE_NUMBER_ID } from "../test/reliability/served-database.js";

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
  return postSignedWhatsapp(url, signWhatsappWebhook(payload, appSecret));
}
