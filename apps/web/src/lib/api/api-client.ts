import { MESSAGES, SERVER_TIMEOUT_MS, UNAUTHORIZED_REASONS, type UnauthorizedReason } from "@consola/shared";
import { ApiError } from "./api-error";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: HttpMethod;
  /** JSON by default; a FormData goes as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  /** Sign-out and similar calls expect a dead token; they must not open the session-ended dialog. */
  ignoreUnauthorized?: boolean;
  /** Overrides the client's time-out (uploads and downloads of large files). */
  timeoutMs?: number;
};

/** How much of a download has arrived; total is null when the server sent no Content-Length. */
export type DownloadProgress = { loaded: number; total: number | null };

export type BinaryOptions = Omit<RequestOptions, "body"> & {
  /** Called as the body streams in. */
  onProgress?: (progress: DownloadProgress) => void;
};

export type ApiResult<T> = { data: T; message: string };

export type ApiClientOptions = {
  getToken: () => string | null;
  /** Called once per failed call that carried a token and got a 401; the app decides what to show. */
  onUnauthorized?: (reason: UnauthorizedReason | undefined, token: string) => void;
  fetch?: typeof fetch;
  /** Same origin by default: the server serves both the API and the built app. */
  baseUrl?: string;
  timeoutMs?: number;
};

export type ApiClient = {
  request: <T>(path: string, options?: RequestOptions) => Promise<ApiResult<T>>;
  /**
   * A file (media, CSV export) instead of the envelope, named as the server's Content-Disposition says
   * ("archivo" when it says nothing); failures still speak the catalogue.
   */
  blob: (path: string, options?: BinaryOptions) => Promise<File>;
};

type Envelope = { isOk?: unknown; IsOk?: unknown; message?: unknown; Message?: unknown; data?: unknown };

function asEnvelope(payload: unknown): Envelope {
  return typeof payload === "object" && payload !== null ? (payload as Envelope) : {};
}

/** The spec accepts both spellings of the success flag. */
export function isSuccessEnvelope(payload: unknown): boolean {
  const envelope = asEnvelope(payload);
  return envelope.isOk === true || envelope.IsOk === true;
}

function envelopeMessage(payload: unknown): string | undefined {
  const { message, Message } = asEnvelope(payload);
  const text = message ?? Message;
  return typeof text === "string" && text.trim() !== "" ? text : undefined;
}

/** The first Spanish validation message of a 400/429 (`data.error`), as the catalogue asks. */
export function firstValidationMessage(payload: unknown): string | undefined {
  const data = asEnvelope(payload).data;
  if (typeof data !== "object" || data === null) return undefined;
  const errors = (data as { error?: unknown }).error;
  if (Array.isArray(errors)) return errors.find((item): item is string => typeof item === "string");
  return typeof errors === "string" ? errors : undefined;
}

function unauthorizedReason(payload: unknown): UnauthorizedReason | undefined {
  const data = asEnvelope(payload).data;
  if (typeof data !== "object" || data === null) return undefined;
  const reason = (data as { reason?: unknown }).reason;
  return (UNAUTHORIZED_REASONS as readonly unknown[]).includes(reason)
    ? (reason as UnauthorizedReason)
    : undefined;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ""}`;
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorFromResponse(status: number, payload: unknown): ApiError {
  const serverMessage = envelopeMessage(payload);
  const data = asEnvelope(payload).data;
  switch (status) {
    case 401:
      return new ApiError({
        kind: "unauthorized",
        status,
        aux: 401,
        message: MESSAGES.notAuthorized,
        reason: unauthorizedReason(payload),
        data,
        serverMessage,
      });
    case 403:
      // Not in the spec's catalogue; the server refuses an action to the role with a 400-like body.
      return new ApiError({
        kind: "forbidden",
        status,
        aux: 403,
        message: firstValidationMessage(payload) ?? serverMessage ?? MESSAGES.notAuthorized,
        data,
        serverMessage,
      });
    case 404:
      return new ApiError({
        kind: "not-found",
        status,
        aux: 404,
        message: MESSAGES.routeNotFound,
        data,
        serverMessage,
      });
    case 413:
      // An upload past the limit: the server names the real limit ("El tamaño del archivo debe ser menor a 5 MB").
      return new ApiError({
        kind: "validation",
        status,
        aux: status,
        message: firstValidationMessage(payload) ?? serverMessage ?? MESSAGES.payloadTooLarge,
        data,
        serverMessage,
      });
    case 400:
    case 429:
      return new ApiError({
        kind: status === 400 ? "validation" : "rate-limited",
        status,
        aux: status,
        message:
          firstValidationMessage(payload) ??
          serverMessage ??
          (status === 400 ? MESSAGES.invalidRequest : MESSAGES.tooManyRequests),
        data,
        serverMessage,
      });
    default:
      return new ApiError({
        kind: "server",
        status,
        aux: status,
        // A 5xx text is for operators, not for the person at the console.
        message: status >= 500 ? MESSAGES.internalError : (serverMessage ?? MESSAGES.actionNotCompleted),
        data,
        serverMessage,
      });
  }
}

/** Chunks kept in the tab before they are folded into a Blob, which the browser may keep out of the page's heap. */
const FOLD_BYTES = 4 * 1024 * 1024;

/**
 * Reads a body chunk by chunk, reporting how much has arrived. A long CSV is not held in the page's memory:
 * every few megabytes the chunks so far are folded into a Blob (the browser's blob store spills to disk).
 */
async function readStreamed(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const type = response.headers.get("Content-Type") ?? "";
  const length = Number(response.headers.get("Content-Length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) {
    const whole = await response.blob();
    onProgress({ loaded: whole.size, total: total ?? whole.size });
    return whole;
  }
  const reader = response.body.getReader();
  let folded = new Blob([], { type });
  let chunks: Uint8Array[] = [];
  let pending = 0;
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    pending += value.byteLength;
    loaded += value.byteLength;
    if (pending >= FOLD_BYTES) {
      folded = new Blob([folded, ...(chunks as BlobPart[])], { type });
      chunks = [];
      pending = 0;
    }
    onProgress({ loaded, total });
  }
  return new Blob([folded, ...(chunks as BlobPart[])], { type });
}

/**
 * The name a download's Content-Disposition gives: `filename*` (RFC 5987, UTF-8, so accents survive) before
 * the plain `filename`; undefined when it gives none.
 */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : undefined;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? "";
  const timeoutMs = options.timeoutMs ?? SERVER_TIMEOUT_MS;

  /** One round trip: bearer token, time-out, and a failed answer mapped to the catalogue (401 reported once). */
  async function send(path: string, requestOptions: RequestOptions): Promise<Response> {
    const method = requestOptions.method ?? "POST";
    const token = options.getToken();
    const headers: Record<string, string> = { Accept: "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    const { body } = requestOptions;
    const hasBody = method !== "GET" && body !== undefined;
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    if (hasBody && !isForm) headers["Content-Type"] = "application/json";

    const timeout = AbortSignal.timeout(requestOptions.timeoutMs ?? timeoutMs);
    const signal = requestOptions.signal ? AbortSignal.any([timeout, requestOptions.signal]) : timeout;
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, requestOptions.query), {
        method,
        headers,
        body: hasBody ? (isForm ? (body as FormData) : JSON.stringify(body)) : null,
        signal,
        credentials: "same-origin",
      });
    } catch (cause) {
      // The caller cancelled (a query unmounted): hand back its own reason, this is no failure.
      if (requestOptions.signal?.aborted) throw requestOptions.signal.reason ?? cause;
      throw new ApiError({
        kind: timeout.aborted ? "timeout" : "network",
        status: 0,
        aux: 500,
        message: MESSAGES.networkError,
        data: cause,
      });
    }

    if (!response.ok) {
      const payload = await readPayload(response).catch(() => null);
      const error = errorFromResponse(response.status, payload);
      if (error.kind === "unauthorized" && token && !requestOptions.ignoreUnauthorized) {
        options.onUnauthorized?.(error.reason, token);
      }
      throw error;
    }
    return response;
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<ApiResult<T>> {
    const response = await send(path, requestOptions);
    const payload = await readPayload(response).catch(() => null);
    if (!isSuccessEnvelope(payload)) {
      throw new ApiError({
        kind: "rejected",
        status: response.status,
        aux: response.status,
        message: envelopeMessage(payload) ?? MESSAGES.actionNotCompleted,
        data: asEnvelope(payload).data,
      });
    }
    return { data: asEnvelope(payload).data as T, message: envelopeMessage(payload) ?? "" };
  }

  async function blob(path: string, { onProgress, ...rest }: BinaryOptions = {}): Promise<File> {
    const response = await send(path, { method: "GET", ...rest });
    const name = dispositionFileName(response.headers.get("Content-Disposition")) ?? "archivo";
    try {
      const body = await readStreamed(response, onProgress ?? (() => undefined));
      return new File([body], name, { type: body.type });
    } catch (cause) {
      if (rest.signal?.aborted) throw rest.signal.reason ?? cause;
      throw new ApiError({
        kind: "network",
        status: 0,
        aux: 500,
        message: MESSAGES.networkError,
        data: cause,
      });
    }
  }

  return {
    request,
    blob,
  };
}
