import type { DomainErrorCode } from "../domain/errors.js";

/** The one place a domain error becomes an HTTP status. */
export const HTTP_STATUS_OF: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  "too-large": 413,
  "too-many-requests": 429,
};
