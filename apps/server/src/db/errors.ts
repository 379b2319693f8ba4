type PgErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

/** Drizzle wraps driver errors; look through the cause chain for PostgreSQL's SQLSTATE. */
function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = findPgError(error);
  if (pgError?.code !== "23505") return false;
  return constraint === undefined || pgError.constraint === constraint;
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * The database cannot be reached right now (restarting, network cut): a 503 the client may retry, not a bug.
 * SQLSTATE class 08 is "connection exception"; 57P01-57P03 are shutdown and "cannot connect now".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === "string" ? candidate.code : "";
    if (CONNECTION_CODES.has(code) || code.startsWith("08") || ["57P01", "57P02", "57P03"].includes(code))
      return true;
    const message = typeof candidate.message === "string" ? candidate.message : "";
    if (/Connection terminated|connection timeout|Client has encountered a connection error/i.test(message))
      return true;
    current = candidate.cause;
  }
  return false;
}
