import { createHmac } from "node:crypto";
import { newMessageSid } from "./fake-twilio.js";

/**
 * Twilio's webhook requests (inbound SMS/MMS and status callbacks), form-encoded and signed as Twilio signs
 * them: HMAC-SHA1 with the account's auth token over the full URL plus every field, names sorted.
 */

export type Fields = [name: string, value: string][];
export type SignedTwilioRequest = { payload: string; headers: Record<string, string> };

/** Signs for `fullUrl` (our PUBLIC_URL + path and query) and encodes the body as Twilio does. */
export function signTwilioWebhook(fullUrl: string, fields: Fields, authToken: string): SignedTwilioRequest {
  const sorted = [...fields].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  const data = sorted.reduce((text, [name, value]) => text + name + value, fullUrl);
  const signature = createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded; charset=utf-8",
      "x-twilio-signature": signature,
      "i-twilio-idempotency-token": randomToken(),
    },
  };
}

const randomToken = () => `${Date.now()}-${Math.random().toString(16).slice(2)}`;

/** An inbound SMS (no media) or MMS to one of our numbers, with the fields Twilio sends. */
export function twilioInboundFields(input: {
  accountSid: string;
  from: string;
  to: string;
  body?: string;
  messageSid?: string;
  media?: { url: string; contentType: string }[];
}): Fields {
  const messageSid = input.messageSid ?? newMessageSid();
  const media = input.media ?? [];
  return [
    ["ToCountry", "US"],
    ["ToState", "CA"],
    ["SmsMessageSid", messageSid],
    ["NumMedia", String(media.length)],
    ["ToCity", "SAN FRANCISCO"],
    ["FromZip", ""],
    ["SmsSid", messageSid],
    ["FromState", ""],
    ["SmsStatus", "received"],
    ["FromCity", ""],
    ["Body", input.body ?? ""],
    ["FromCountry", "MX"],
    ["To", input.to],
    ["ToZip", "94105"],
    ["NumSegments", "1"],
    ["MessageSid", messageSid],
    ["AccountSid", input.accountSid],
    ["From", input.from],
    ["ApiVersion", "2010-04-01"],
    ...media.flatMap(
      ({ url, contentType }, i): Fields => [
        [`MediaContentType${i}`, contentType],
        [`MediaUrl${i}`, url],
      ],
    ),
  ];
}

/** A status callback for a message one of our numbers sent. */
export function twilioStatusFields(input: {
  accountSid: string;
  from: string;
  to: string;
  messageSid: string;
  status: "queued" | "sent" | "delivered" | "read" | "undelivered" | "failed";
  errorCode?: string;
}): Fields {
  return [
    ["SmsSid", input.messageSid],
    ["SmsStatus", input.status],
    ["MessageStatus", input.status],
    ["To", input.to],
    ["MessageSid", input.messageSid],
    ["AccountSid", input.accountSid],
    ["From", input.from],
    ["ApiVersion", "2010-04-01"],
    ...(input.errorCode ? ([["ErrorCode", input.errorCode]] as Fields) : []),
  ];
}
