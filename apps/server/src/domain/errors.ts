import { MESSAGES, type UnauthorizedReason } from "@consola/shared";

/** What went wrong, as the domain says it; the HTTP layer maps each code to a status once (http/error-status.ts). */
export type DomainErrorCode =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "too-large"
  | "too-many-requests";

/**
 * The domain's errors. Services throw these with the Spanish messages the person reads; they never think about
 * the transport that carries them (an HTTP answer, a hub acknowledgement).
 */
export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
  readonly messages: string[];

  constructor(messages: string | string[]) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list[0] ?? MESSAGES.invalidRequest);
    this.messages = list;
    this.name = new.target.name;
  }
}

/** Bad input: the Spanish messages go back in data.error. */
export class ValidationError extends DomainError {
  readonly code = "invalid";
}

export class UnauthorizedError extends DomainError {
  readonly code = "unauthorized";
  constructor(readonly reason: UnauthorizedReason) {
    super(reason === "expired" || reason === "replaced" ? MESSAGES.sessionEnded : MESSAGES.notAuthorized);
  }
}

/** A role that may not do this at all. (A foreign or missing record is NotFoundError: never confirm it exists.) */
export class ForbiddenError extends DomainError {
  readonly code = "forbidden";
  constructor(message: string = MESSAGES.forbidden) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly code = "not-found";
  constructor(message: string = MESSAGES.notFound) {
    super(message);
  }
}

/** A body or file over its limit, with the message naming the real limit. */
export class PayloadTooLargeError extends DomainError {
  readonly code = "too-large";
}

export class TooManyRequestsError extends DomainError {
  readonly code = "too-many-requests";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
