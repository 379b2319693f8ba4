/** Every answer of the API (DESIGN.md section 5). */
export type ApiEnvelope<T> = { isOk: boolean; message: string; data: T };

/** data of a 400: the Spanish validation messages, the first one is shown to the user. */
export type ValidationErrorData = { error: string[] };

/** Why a 401 happened, so the client can tell an ended session from a plain refusal. */
export const UNAUTHORIZED_REASONS = ["missing", "invalid", "expired", "replaced", "ended"] as const;
export type UnauthorizedReason = (typeof UNAUTHORIZED_REASONS)[number];
export type UnauthorizedData = { reason: UnauthorizedReason };
