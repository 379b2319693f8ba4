import { MESSAGES } from "@consola/shared";
import { isApiError } from "./api-error";

/** The Spanish text to show for any failure; unknown errors never leak their technical message. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : MESSAGES.internalError;
}
