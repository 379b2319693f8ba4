import { MESSAGES } from "@consola/shared";
import { firstValidationMessage } from "./api-client";
import { type ApiError, isApiError, isRetryable } from "./api-error";

/** Whether the server said why it refused: its envelope's message or a validation message in `data.error`. */
function serverGaveReason(error: ApiError): boolean {
  if (isRetryable(error)) return false;
  return error.serverMessage !== undefined || firstValidationMessage({ data: error.data }) !== undefined;
}

/**
 * The Spanish text to show for any failure; unknown errors never leak their technical message. `failure`
 * is the action's own text (the spec's "Error al guardar la encuesta") for a call the server gave no reason
 * for: the network, a time-out, a 5xx, an empty refusal. A reasoned refusal keeps the server's words.
 */
export function errorMessage(error: unknown, failure?: string): string {
  if (failure !== undefined && !(isApiError(error) && serverGaveReason(error))) return failure;
  return isApiError(error) ? error.message : MESSAGES.internalError;
}
