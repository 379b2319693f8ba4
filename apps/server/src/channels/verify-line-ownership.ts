import type { ChannelProvider } from "@consola/shared";
import { ChannelSendError } from "./channel-adapter.js";
import { type ProviderResponse, providerFetch, readJson } from "./provider-http.js";

/**
 * Before a business may route a provider line to itself, the provider must confirm that the credentials it
 * gave control that line: otherwise anyone could claim (and so receive the webhooks of) another business's
 * WhatsApp number or Twilio number just by typing its id.
 */

export type LineClaim = {
  provider: Exclude<ChannelProvider, "sandbox">;
  externalId: string;
  credentials: Record<string, string>;
};

export type OwnershipOptions = {
  /** WHATSAPP_GRAPH_URL, e.g. https://graph.facebook.com/v21.0. */
  graphUrl: string;
  /** TWILIO_API_URL, e.g. https://api.twilio.com. */
  twilioApiUrl: string;
  timeoutMs?: number;
};

/**
 * proven: the provider showed the line to these credentials. refused: it did not (wrong id, wrong or foreign
 * credentials: a 4xx, or a 200 without the line). unavailable: no answer to judge by (network, 429, 5xx).
 */
export type OwnershipResult = { outcome: "proven" } | { outcome: "refused" | "unavailable"; detail: string };

const ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;

async function judge(
  provider: string,
  url: string,
  authorization: string,
  timeoutMs: number,
  shows: (body: unknown) => boolean,
): Promise<OwnershipResult> {
  let response: ProviderResponse;
  try {
    response = await providerFetch(provider, url, { headers: { authorization } }, timeoutMs);
  } catch (error) {
    if (error instanceof ChannelSendError) return { outcome: "unavailable", detail: error.message };
    throw error;
  }
  const body = await readJson(response);
  if (response.status === 429 || response.status >= 500) {
    return { outcome: "unavailable", detail: `${provider} HTTP ${response.status}` };
  }
  if (!response.ok) return { outcome: "refused", detail: `${provider} HTTP ${response.status}` };
  return shows(body)
    ? { outcome: "proven" }
    : { outcome: "refused", detail: `${provider} does not list the line for these credentials` };
}

/** WhatsApp Cloud: the access token must be able to read the phone number object with that very id. */
function verifyWhatsapp(options: OwnershipOptions, claim: LineClaim, timeoutMs: number) {
  const token = claim.credentials.accessToken;
  if (!token) return Promise.resolve<OwnershipResult>({ outcome: "refused", detail: "no access token" });
  const url = `${options.graphUrl.replace(/\/+$/, "")}/${encodeURIComponent(claim.externalId)}?fields=id,display_phone_number`;
  return judge("WhatsApp", url, `Bearer ${token}`, timeoutMs, (body) => {
    return (body as { id?: unknown } | undefined)?.id === claim.externalId;
  });
}

/** Twilio: the account must list the number among its own incoming phone numbers. */
function verifyTwilio(options: OwnershipOptions, claim: LineClaim, timeoutMs: number) {
  const { accountSid, authToken } = claim.credentials;
  // The sid goes into the URL path: anything but a real account sid is refused before any request.
  if (!accountSid || !authToken || !ACCOUNT_SID.test(accountSid)) {
    return Promise.resolve<OwnershipResult>({ outcome: "refused", detail: "malformed account credentials" });
  }
  const query = new URLSearchParams({ PhoneNumber: claim.externalId });
  const url = `${options.twilioApiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${accountSid}/IncomingPhoneNumbers.json?${query}`;
  const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  return judge("Twilio", url, basic, timeoutMs, (body) => {
    const numbers = (body as { incoming_phone_numbers?: unknown } | undefined)?.incoming_phone_numbers;
    return (
      Array.isArray(numbers) &&
      numbers.some((entry) => (entry as { phone_number?: unknown }).phone_number === claim.externalId)
    );
  });
}

/** Asks the provider whether the claim's credentials control the line named by its externalId. */
export function verifyLineOwnership(options: OwnershipOptions, claim: LineClaim): Promise<OwnershipResult> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return claim.provider === "whatsapp_cloud"
    ? verifyWhatsapp(options, claim, timeoutMs)
    : verifyTwilio(options, claim, timeoutMs);
}
