import { MEDIA_LIMITS, webhooksEndpoints } from "@consola/shared";
import {
  type ChannelAdapter,
  type ChannelRecord,
  ChannelSendError,
  type OutboundPayload,
  ProviderCallError,
} from "../channel-adapter.js";
import {
  httpSendError,
  mimeEssence,
  type ProviderResponse,
  providerFetch,
  readJson,
  readLimited,
} from "../provider-http.js";
import { testTwilioConnection } from "./twilio-connection.js";

export type TwilioOptions = {
  /** https://api.twilio.com, or a fake's URL in tests. */
  apiUrl: string;
  /** Our public base URL: Twilio posts delivery statuses to it plus the status webhook's declared path. */
  publicUrl: string;
  timeoutMs?: number;
};

const PROVIDER = "Twilio";
/** Inbound MMS files are at most 5 MB in total; a little room for a carrier's rounding. */
const MAX_MEDIA_BYTES = MEDIA_LIMITS.mms * 2;

function credentialsOf(channel: ChannelRecord) {
  const { accountSid, authToken } = channel.credentials;
  if (!accountSid || !authToken) {
    throw new ChannelSendError("La línea de Twilio no tiene AccountSid y AuthToken configurados", false);
  }
  return { accountSid, authToken };
}

const basicAuth = (accountSid: string, authToken: string) =>
  `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;

/** SMS has no location or template messages: the contact gets their text (a map link for a place). */
function bodyAndMedia(payload: OutboundPayload): { body: string; mediaUrl?: string } {
  switch (payload.type) {
    case "text":
    case "template":
      return { body: payload.body };
    case "image":
    case "media":
      return { body: payload.caption, mediaUrl: payload.media.publicUrl };
    case "location": {
      const { latitude, longitude, name, address } = payload.location;
      const map = `https://maps.google.com/?q=${latitude},${longitude}`;
      return { body: [name, address, map].filter(Boolean).join("\n") };
    }
  }
}

function twilioFailure(response: ProviderResponse, body: unknown, action: string): ChannelSendError {
  const error = (body ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof error.code === "number" || typeof error.code === "string" ? ` (${error.code})` : "";
  const detail = typeof error.message === "string" ? error.message : `HTTP ${response.status}`;
  const own =
    typeof error.code === "number" || typeof error.code === "string" ? String(error.code) : undefined;
  return httpSendError(response, `${PROVIDER} ${action}${code}: ${detail}`, undefined, own);
}

/** Twilio Programmable Messaging: one line per Twilio number (E.164), SMS and MMS. */
export function createTwilioAdapter(options: TwilioOptions): ChannelAdapter {
  const apiUrl = options.apiUrl.replace(/\/+$/, "");
  const statusCallback = `${options.publicUrl.replace(/\/+$/, "")}${webhooksEndpoints.twilioStatus.path}`;
  const timeoutMs = options.timeoutMs ?? 15_000;

  return {
    provider: "twilio",

    async send(channel, message) {
      const { accountSid, authToken } = credentialsOf(channel);
      const { body, mediaUrl } = bodyAndMedia(message.payload);
      const form = new URLSearchParams({
        To: message.to,
        From: channel.phoneNumber || channel.externalId,
        StatusCallback: statusCallback,
      });
      // Body may be empty only when a file goes with it; Twilio refuses a message with neither.
      if (body || !mediaUrl) form.set("Body", body);
      if (mediaUrl) form.set("MediaUrl", mediaUrl);
      const response = await providerFetch(
        PROVIDER,
        `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
        {
          method: "POST",
          headers: {
            authorization: basicAuth(accountSid, authToken),
            "content-type": "application/x-www-form-urlencoded",
          },
          body: form.toString(),
        },
        timeoutMs,
      );
      const answer = await readJson(response);
      if (!response.ok) throw twilioFailure(response, answer, "rechazó el mensaje");
      const sid = (answer as { sid?: unknown } | undefined)?.sid;
      // Accepted but unreadable: it may well be on its way, so it must not be sent again.
      if (typeof sid !== "string" || sid === "") {
        throw new ChannelSendError(`${PROVIDER} aceptó el mensaje sin devolver su sid`, false);
      }
      return { providerMessageId: sid };
    },

    async listTemplates() {
      return [];
    },

    async submitTemplate() {
      // SMS has no templates; the service only submits for WhatsApp lines.
      throw new ProviderCallError({
        reason: "provider_error",
        code: "",
        detail: "Twilio SMS has no templates",
      });
    },

    testConnection: (channel) => testTwilioConnection({ apiUrl, timeoutMs }, channel),

    async fetchMedia(channel, mediaUrl) {
      const { accountSid, authToken } = credentialsOf(channel);
      // The ref came in a signed webhook, but the account's credentials still go only to Twilio's API host.
      if (!mediaUrl.startsWith(`${apiUrl}/`)) throw new Error(`${PROVIDER}: media URL outside ${apiUrl}`);
      // Twilio answers with a redirect to its media store; fetch drops the credentials on the other host.
      const response = await providerFetch(
        PROVIDER,
        mediaUrl,
        { headers: { authorization: basicAuth(accountSid, authToken) } },
        timeoutMs * 4,
      );
      if (!response.ok) throw twilioFailure(response, await readJson(response), "no entregó el archivo");
      const data = await readLimited(response, MAX_MEDIA_BYTES, `${PROVIDER} media`);
      return { data, mime: mimeEssence(response.headers.get("content-type") ?? undefined) };
    },
  };
}
