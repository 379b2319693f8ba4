import { timingSafeEqual } from "node:crypto";
import { ChannelSendError } from "./channel-adapter.js";

/**
 * HTTP to a provider's API, shared by the WhatsApp Cloud and Twilio adapters (Twilio imports it from here; it
 * belongs in channels/ once the engine owner moves it). The one rule that matters: a failure is retryable
 * only when the provider surely did not take the request, so the outbox never sends a message twice.
 */

/** Errors of undici (fetch) raised before any response arrived: the provider cannot have the request. */
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
  // fetch wraps the socket error ("fetch failed" -> cause -> maybe another cause).
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * fetch with a deadline. Network failures become ChannelSendError: retryable when the connection failed before
 * a response (refused, reset, unknown host), not retryable on a timeout, when the request may have arrived.
 */
export async function providerFetch(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
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
  response: Response,
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
export async function readJson(response: Response): Promise<unknown> {
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
export async function readLimited(response: Response, maxBytes: number, what: string): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new Error(`${what}: ${declared} bytes is over the ${maxBytes} limit`);
  if (!response.body) return Buffer.alloc(0);
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
