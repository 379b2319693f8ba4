import { MESSAGES, type UnauthorizedReason } from "@consola/shared";

/**
 * The domain's errors. Services throw these; one error handler turns each into its HTTP status and the
 * spec's envelope, so a service never thinks about HTTP.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  readonly messages: string[];

  constructor(messages: string | string[]) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list[0] ?? MESSAGES.invalidRequest);
    this.messages = list;
    this.name = new.target.name;
  }
}

/** Bad input: 400 with the Spanish messages in data.error. */
export class ValidationError extends AppError {
  readonly status = 400;
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(readonly reason: UnauthorizedReason) {
    super(reason === "expired" || reason === "replaced" ? MESSAGES.sessionEnded : MESSAGES.notAuthorized);
  }
}

/** A role that may not do this at all. (A foreign or missing record is NotFoundError: never confirm it exists.) */
export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(message: string = MESSAGES.forbidden) {
    super(message);
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(message: string = MESSAGES.notFound) {
    super(message);
  }
}

/** A body or file over its limit: 413 with the message naming the real limit. */
export class PayloadTooLargeError extends AppError {
  readonly status = 413;
}

export class TooManyRequestsError extends AppError {
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
