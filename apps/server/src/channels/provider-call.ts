import { ChannelSendError, type ProviderFailure } from "./channel-adapter.js";
import { type ProviderRequest, type ProviderResponse, providerFetch } from "./provider-http.js";

/**
 * A provider call made for an admin (connection test, template sync or submission) rather than a send:
 * every failure is classified once as a ProviderFailure, and a network failure never throws past here.
 */
export type ProviderAnswer =
  | { ok: true; response: ProviderResponse }
  | { ok: false; failure: ProviderFailure };

export async function providerCall(
  provider: string,
  url: string,
  init: ProviderRequest,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  try {
    return { ok: true, response: await providerFetch(provider, url, init, timeoutMs) };
  } catch (error) {
    if (error instanceof ChannelSendError) {
      return { ok: false, failure: { reason: "unreachable", code: "", detail: error.message } };
    }
    throw error;
  }
}

/** 429 and 5xx: the provider is there but cannot answer now. */
export function unavailableFailure(response: ProviderResponse, detail: string): ProviderFailure | undefined {
  if (response.status !== 429 && response.status < 500) return undefined;
  return { reason: "unavailable", code: `HTTP ${response.status}`, detail };
}
