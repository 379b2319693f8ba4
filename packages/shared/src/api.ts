/** Every answer of the API (DESIGN.md section 5). */
export type ApiEnvelope<T> = { isOk: boolean; message: string; data: T };

/** data of a 400: the Spanish validation messages, the first one is shown to the user. */
export type ValidationErrorData = { error: string[] };

/** Why a 401 happened, so the client can tell an ended session from a plain refusal. */
export const UNAUTHORIZED_REASONS = ["missing", "invalid", "expired", "replaced", "ended"] as const;
/** Reasons that mean "your session is over": the client shows the session-ended dialog. */
export const SESSION_ENDED_REASONS = ["expired", "replaced"] as const satisfies readonly UnauthorizedReason[];
export type UnauthorizedReason = (typeof UNAUTHORIZED_REASONS)[number];
export type UnauthorizedData = { reason: UnauthorizedReason };
