import type { ChannelRecord, ConnectionCheck, ProviderFailure } from "../channel-adapter.js";
import { providerCall, unavailableFailure } from "../provider-call.js";
import { type ProviderResponse, readJson } from "../provider-http.js";

/**
 * "Probar conexión" for a Twilio number: the account must open with its SID and auth token, and list the
 * line's number among its own incoming numbers.
 */

const PROVIDER = "Twilio";
const ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;
/** Twilio's codes for credentials it does not accept: Authenticate, and an account it does not know. */
const CREDENTIAL_CODES = new Set([20003, 20404]);

function twilioFailure(response: ProviderResponse, body: unknown): ProviderFailure {
  const error = (body ?? {}) as { code?: unknown; message?: unknown };
  const detail = typeof error.message === "string" ? error.message : `HTTP ${response.status}`;
  const unavailable = unavailableFailure(response, detail);
  if (unavailable) return unavailable;
  const code = typeof error.code === "number" ? error.code : undefined;
  const shown = code === undefined ? `HTTP ${response.status}` : String(code);
  if (response.status === 401 || (code !== undefined && CREDENTIAL_CODES.has(code))) {
    return { reason: "invalid_credentials", code: shown, detail };
  }
  return { reason: "provider_error", code: shown, detail };
}

export async function testTwilioConnection(
  options: { apiUrl: string; timeoutMs: number },
  channel: ChannelRecord,
): Promise<ConnectionCheck> {
  const { accountSid, authToken } = channel.credentials;
  // The SID goes into the URL path: anything but a real account SID is refused before any request.
  if (!accountSid || !authToken || !ACCOUNT_SID.test(accountSid)) {
    return {
      passed: false,
      reason: "invalid_credentials",
      code: "",
      detail: "malformed account credentials",
    };
  }
  const headers = { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}` };
  const account = `${options.apiUrl}/2010-04-01/Accounts/${accountSid}`;
  const opened = await providerCall(PROVIDER, `${account}.json`, { headers }, options.timeoutMs);
  if (!opened.ok) return { passed: false, ...opened.failure };
  const accountBody = await readJson(opened.response);
  if (!opened.response.ok) return { passed: false, ...twilioFailure(opened.response, accountBody) };

  const number = channel.externalId;
  const query = new URLSearchParams({ PhoneNumber: number });
  const listed = await providerCall(
    PROVIDER,
    `${account}/IncomingPhoneNumbers.json?${query}`,
    { headers },
    options.timeoutMs,
  );
  if (!listed.ok) return { passed: false, ...listed.failure };
  const body = await readJson(listed.response);
  if (!listed.response.ok) return { passed: false, ...twilioFailure(listed.response, body) };
  const numbers = (body as { incoming_phone_numbers?: { phone_number?: unknown }[] } | undefined)
    ?.incoming_phone_numbers;
  const found = Array.isArray(numbers) && numbers.some((entry) => entry.phone_number === number);
  if (!found) {
    return { passed: false, reason: "unknown_line", code: "", detail: `${number} is not in the account` };
  }
  const status = (accountBody as { status?: unknown } | undefined)?.status;
  return { passed: true, detail: `account ${String(status ?? "")}` };
}
