import { timingSafeEqual } from "node:crypto";
import { Agent, interceptors, request } from "undici";
import { ChannelSendError } from "./channel-adapter.js";

/**
 * HTTP to a provider's API, shared by the WhatsApp Cloud and Twilio adapters (Twilio imports it from here; it
 * belongs in channels/ once the engine owner moves it). The one rule that matters: a failure is retryable
 * only when the provider surely did not take the request, so the outbox never sends a message twice.
 */

/** Errors of undici raised before any response arrived: the provider cannot have the request. */
const NOT_DELIVERED_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
]);

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  // A socket error may come wrapped (an error -> its cause -> maybe another cause).
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a provider call sends: bodies are always text (JSON or a form). */
export type ProviderRequest = {
  method?: "GET" | "POST" | "DELETE";
  headers?: Record<string, string>;
  body?: string;
};

/** A provider's answer: its status, headers and body, read once (as text, or as a stream of chunks). */
export type ProviderResponse = {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  body: AsyncIterable<Uint8Array>;
};

/**
 * Connections kept open to each provider, redirects followed as fetch follows them (up to 5; credentials are
 * dropped when one leads to another origin). undici's request rather than fetch: a campaign makes a thousand
 * calls a second, and fetch's web streams cost about four times the CPU per call on the event loop that the
 * rest of the server shares.
 */
const dispatcher = new Agent({ keepAliveTimeout: 30_000 }).compose(
  interceptors.redirect({ maxRedirections: 5 }),
);

function headerOf(headers: Record<string, string | string[] | undefined>) {
  return (name: string): string | null => {
    const value = headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  };
}

/**
 * An HTTP call with a deadline. Network failures become ChannelSendError: retryable when the connection failed
 * before a response (refused, reset, unknown host), not retryable on a timeout, when the request may have
 * arrived.
 */
export async function providerFetch(
  provider: string,
  url: string,
  init: ProviderRequest,
  timeoutMs: number,
): Promise<ProviderResponse> {
  try {
    const answer = await request(url, {
      method: init.method ?? "GET",
      ...(init.headers ? { headers: init.headers } : {}),
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: AbortSignal.timeout(timeoutMs),
      dispatcher,
    });
    return {
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      status: answer.statusCode,
      headers: { get: headerOf(answer.headers) },
      text: () => answer.body.text(),
      body: answer.body,
    };
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new ChannelSendError(
        `${provider} no respondió a tiempo; el mensaje pudo haberse enviado, verifica con el contacto`,
        false,
      );
    }
    const code = causeCode(error);
    if (code && NOT_DELIVERED_CODES.has(code)) {
      throw new ChannelSendError(`No se pudo conectar con ${provider} (${code})`, true);
    }
    throw new ChannelSendError(`Error de red con ${provider}: ${code ?? String(error)}`, false);
  }
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The error for a non-2xx answer: 429 and 5xx mean the provider did not take the message (retry, honouring
 * Retry-After); any other 4xx is a refusal that the same request would get again.
 */
export function httpSendError(
  response: ProviderResponse,
  detail: string,
  retryable?: boolean,
  code?: string,
): ChannelSendError {
  const status = response.status;
  const transient = retryable ?? (status === 429 || status >= 500);
  return new ChannelSendError(
    detail,
    transient,
    transient ? retryAfterMs(response.headers.get("retry-after")) : undefined,
    code,
  );
}

/** Reads a JSON body, or undefined when there is none or it is not JSON (a proxy's HTML error page). */
export async function readJson(response: ProviderResponse): Promise<unknown> {
  const text = await response.text().catch(() => "");
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Constant-time comparison of two secrets or signatures; different lengths are unequal without timing hints. */
export function safeEqual(given: string | Buffer, expected: string | Buffer): boolean {
  const a = Buffer.isBuffer(given) ? given : Buffer.from(given, "utf8");
  const b = Buffer.isBuffer(expected) ? expected : Buffer.from(expected, "utf8");
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** Reads a body up to a size, so a hostile or broken media URL cannot fill memory. */
export async function readLimited(
  response: ProviderResponse,
  maxBytes: number,
  what: string,
): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new Error(`${what}: ${declared} bytes is over the ${maxBytes} limit`);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.length;
    if (total > maxBytes) throw new Error(`${what}: over the ${maxBytes} byte limit`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The media type without parameters ("audio/ogg; codecs=opus" -> "audio/ogg"), as storage names files by it. */
export function mimeEssence(mime: string | undefined): string {
  return (mime ?? "").split(";")[0]?.trim().toLowerCase() || "application/octet-stream";
}
