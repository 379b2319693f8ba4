/**
 * Inbound SMS and MMS webhook requests built from Twilio's own documentation of what it sends to the incoming
 * message webhook, not from our parser's idea of it. A test feeds every item through the real signed webhook
 * route, so a request Twilio documents but our code mishandles shows up as a failing item.
 *
 * The page lists the parameters (with one example value each) rather than a whole request, so each item
 * holds the documented parameters in the order the page lists them: the request parameters, the media
 * parameters (MMS only) and the geographic ones. Values are the page's examples, except for a Mexican
 * sender, Spanish text, matching SIDs, and empty geographic fields for the sender (Twilio sends these only
 * "when available", and not for a Mexican number). The test may swap in its own line's AccountSid and To.
 */

const ACCOUNT_SID = "AC292e088b1a1afa683401874490166c50";
const MESSAGING_SERVICE_SID = "MGede9e29baaff2c4a3832d040281a5dea";
const SMS_SID = "SMe34bcfe597b6778bf9ff80167d81fbdf";
const MMS_SID = "MMc5d898ffbb652c5dd63a0936c7976c08";
const FROM = "+528112345678";
const TO = "+15558675310";

const geography: [string, string][] = [
  ["FromCity", ""],
  ["FromState", ""],
  ["FromZip", ""],
  ["FromCountry", "MX"],
  ["ToCity", "SAUSALITO"],
  ["ToState", "CA"],
  ["ToZip", "94965"],
  ["ToCountry", "US"],
];

export const TWILIO_CORPUS: readonly { name: string; source: string; fields: [string, string][] }[] = [
  // Source: https://www.twilio.com/docs/messaging/guides/webhook-request
  {
    name: "sms",
    source: "https://www.twilio.com/docs/messaging/guides/webhook-request",
    fields: [
      ["MessageSid", SMS_SID],
      ["SmsSid", SMS_SID],
      ["SmsMessageSid", SMS_SID],
      ["AccountSid", ACCOUNT_SID],
      ["MessagingServiceSid", MESSAGING_SERVICE_SID],
      ["From", FROM],
      ["To", TO],
      ["Body", "¡Hola! ¿Siguen abiertos mañana?"],
      ["NumMedia", "0"],
      ["NumSegments", "1"],
      ...geography,
    ],
  },
  // Source: https://www.twilio.com/docs/messaging/guides/webhook-request
  {
    name: "mms-one-image",
    source: "https://www.twilio.com/docs/messaging/guides/webhook-request",
    fields: [
      ["MessageSid", MMS_SID],
      ["SmsSid", MMS_SID],
      ["SmsMessageSid", MMS_SID],
      ["AccountSid", ACCOUNT_SID],
      ["MessagingServiceSid", MESSAGING_SERVICE_SID],
      ["From", FROM],
      ["To", TO],
      ["Body", "Les mando la foto del recibo"],
      ["NumMedia", "1"],
      ["NumSegments", "1"],
      ["MediaContentType0", "image/jpeg"],
      [
        "MediaUrl0",
        `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${MMS_SID}/Media/ME6848b34a45001d26d1f79206b3c4e2a2`,
      ],
      ...geography,
    ],
  },
];
