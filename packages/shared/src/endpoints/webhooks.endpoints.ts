import { type Endpoint, endpoint } from "./endpoint.js";

const tag = "webhooks";

/**
 * The providers' webhooks. Public (no session): each request is authenticated by the provider's signature,
 * checked over the exact bytes sent, so the server reads these bodies raw rather than by a schema. Their
 * answers are for the provider's machines alone.
 */
export const webhooksEndpoints = {
  whatsappHandshake: endpoint({
    method: "GET",
    path: "/api/webhooks/whatsapp",
    summary: "WhatsApp Cloud API subscription handshake (hub.challenge)",
    tag,
    access: "public",
    answer: "raw",
  }),
  whatsapp: endpoint({
    method: "POST",
    path: "/api/webhooks/whatsapp",
    summary: "WhatsApp Cloud API messages and statuses (signed by Meta)",
    tag,
    access: "public",
    answer: "raw",
  }),
  twilioSms: endpoint({
    method: "POST",
    path: "/api/webhooks/twilio/sms",
    summary: "Twilio inbound SMS/MMS (signed with the line's auth token)",
    tag,
    access: "public",
    answer: "raw",
  }),
  /** Where Twilio posts delivery statuses: the adapter tells Twilio this path with every message it sends. */
  twilioStatus: endpoint({
    method: "POST",
    path: "/api/webhooks/twilio/status",
    summary: "Twilio delivery status callback (signed with the line's auth token)",
    tag,
    access: "public",
    answer: "raw",
  }),
} as const satisfies Record<string, Endpoint>;
