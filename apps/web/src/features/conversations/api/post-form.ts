import { MESSAGES } from "@consola/shared";
import { firstValidationMessage, isSuccessEnvelope } from "../../../lib/api/api-client";
import { ApiError } from "../../../lib/api/api-error";
import { sessionStore } from "../../../lib/session/session-store";

type Envelope = { message?: unknown; data?: unknown };

function envelopeOf(payload: unknown): Envelope {
  return typeof payload === "object" && payload !== null ? (payload as Envelope) : {};
}

/**
 * A multipart POST (file uploads). The shared JSON client always sends JSON, so uploads go through here with
 * the same bearer token and the same reading of the envelope and of the spec's error catalogue.
 */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const token = sessionStore.get().token;
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}`, Accept: "application/json" } : {},
      body: form,
    });
  } catch (cause) {
    throw new ApiError({ kind: "network", status: 0, aux: 500, message: MESSAGES.networkError, data: cause });
  }
  const payload: unknown = await response.json().catch(() => null);
  const { message, data } = envelopeOf(payload);
  const serverMessage = typeof message === "string" && message !== "" ? message : undefined;
  if (!response.ok || !isSuccessEnvelope(payload)) {
    const status = response.status;
    throw new ApiError({
      kind: status === 401 ? "unauthorized" : status === 413 || status === 400 ? "validation" : "server",
      status,
      aux: status,
      message:
        status === 413
          ? MESSAGES.payloadTooLarge
          : status >= 500
            ? MESSAGES.internalError
            : (firstValidationMessage(payload) ?? serverMessage ?? MESSAGES.actionNotCompleted),
      data,
      serverMessage,
    });
  }
  return data as T;
}

/** A protected file as a blob: /api/image/* needs the bearer header, so an <img src> cannot load it. */
export async function fetchBlob(path: string, method: "GET" | "POST" = "GET"): Promise<Blob> {
  const token = sessionStore.get().token;
  const response = await fetch(path, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    throw new ApiError({
      kind: response.status === 404 ? "not-found" : "server",
      status: response.status,
      aux: response.status,
      message: MESSAGES.actionNotCompleted,
    });
  }
  return response.blob();
}
