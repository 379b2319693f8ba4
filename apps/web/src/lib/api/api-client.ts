import { MESSAGES, SERVER_TIMEOUT_MS, UNAUTHORIZED_REASONS, type UnauthorizedReason } from "@consola/shared";
import { ApiError } from "./api-error";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  /** Sign-out and similar calls expect a dead token; they must not open the session-ended dialog. */
  ignoreUnauthorized?: boolean;
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
  get: <T>(path: string, query?: Record<string, QueryValue>, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? "";
  const timeoutMs = options.timeoutMs ?? SERVER_TIMEOUT_MS;

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<ApiResult<T>> {
    const method = requestOptions.method ?? "POST";
    const token = options.getToken();
    const headers: Record<string, string> = { Accept: "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    const hasBody = method !== "GET" && requestOptions.body !== undefined;
    if (hasBody) headers["Content-Type"] = "application/json";

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = requestOptions.signal ? AbortSignal.any([timeout, requestOptions.signal]) : timeout;

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, requestOptions.query), {
        method,
        headers,
        body: hasBody ? JSON.stringify(requestOptions.body) : null,
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

    const payload = await readPayload(response).catch(() => null);
    if (!response.ok) {
      const error = errorFromResponse(response.status, payload);
      if (error.kind === "unauthorized" && token && !requestOptions.ignoreUnauthorized) {
        options.onUnauthorized?.(error.reason, token);
      }
      throw error;
    }
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

  return {
    request,
    get: async <T>(path: string, query?: Record<string, QueryValue>, rest?: RequestOptions) =>
      (await request<T>(path, { ...rest, method: "GET", query })).data,
    post: async <T>(path: string, body?: unknown, rest?: RequestOptions) =>
      (await request<T>(path, { ...rest, method: "POST", body })).data,
  };
}
