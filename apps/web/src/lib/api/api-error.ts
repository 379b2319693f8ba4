import type { UnauthorizedReason } from "@consola/shared";

/**
 * Why a call failed, in the terms of the spec's error catalogue (section 8). `aux` is the catalogue's
 * code: 401 for not authorised, 500 for a network failure, otherwise the HTTP status.
 */
export type ApiErrorKind =
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "validation"
  | "rate-limited"
  | "network"
  | "timeout"
  | "server"
  | "rejected"
  | "contract";

export type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  status: number;
  aux: number;
  reason?: UnauthorizedReason | undefined;
  data?: unknown;
  /** The server's own message, when the catalogue replaced it with a fixed text. */
  serverMessage?: string | undefined;
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly aux: number;
  readonly reason: UnauthorizedReason | undefined;
  readonly data: unknown;
  readonly serverMessage: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status;
    this.aux = init.aux;
    this.reason = init.reason;
    this.data = init.data;
    this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Client errors will fail the same way again; retrying only makes sense for the network and 5xx. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.kind === "network" || error.kind === "timeout" || (error.kind === "server" && error.status >= 500)
  );
}
