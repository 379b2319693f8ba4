import { MESSAGES, SURVEY_MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { ApiError, type ApiErrorKind } from "./api-error";
import { errorMessage } from "./error-message";

const failure = SURVEY_MESSAGES.saveFailed;
const apiError = (kind: ApiErrorKind, status: number, message: string, data?: unknown) =>
  new ApiError({ kind, status, aux: status, message, data });

describe("errorMessage", () => {
  it("keeps the server's reason for a refusal, with or without the action's own text", () => {
    const refused = apiError("validation", 400, "Escribe el nombre de la encuesta", {
      error: ["Escribe el nombre de la encuesta"],
    });
    expect(errorMessage(refused)).toBe("Escribe el nombre de la encuesta");
    expect(errorMessage(refused, failure)).toBe("Escribe el nombre de la encuesta");
  });

  it("says the action's own text when the call got no reason: network, time-out, 5xx, anything else", () => {
    expect(errorMessage(apiError("network", 0, "sin red"), failure)).toBe(failure);
    expect(errorMessage(apiError("timeout", 0, "tarde"), failure)).toBe(failure);
    expect(errorMessage(apiError("server", 503, "caído"), failure)).toBe(failure);
    expect(errorMessage(new TypeError("x is undefined"), failure)).toBe(failure);
    expect(errorMessage(apiError("validation", 400, MESSAGES.invalidRequest, null), failure)).toBe(failure);
  });

  it("without the action's text, never leaks a technical message", () => {
    expect(errorMessage(new TypeError("x is undefined"))).toBe(MESSAGES.internalError);
    expect(errorMessage(apiError("server", 503, "Acción no completada"))).toBe("Acción no completada");
  });
});
