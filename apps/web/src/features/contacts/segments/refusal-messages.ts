import { isApiError } from "../../../lib/api/api-error";
import { errorMessage } from "../../../lib/api/error-message";

/**
 * Every reason the server gave for refusing a segment (it checks all conditions at once and says each
 * problem), or the one text for a failure without reasons.
 */
export function refusalMessages(error: unknown): string[] {
  if (isApiError(error) && error.kind === "validation") {
    const errors = (error.data as { error?: unknown } | null | undefined)?.error;
    if (Array.isArray(errors)) {
      const messages = errors.filter((item): item is string => typeof item === "string");
      if (messages.length > 0) return [...new Set(messages)];
    }
  }
  return [errorMessage(error)];
}
