import { MESSAGES } from "@consola/shared";
import type { z } from "zod";
import { ApiError } from "./api-error";

/**
 * Checks an answer against the shared schema. A mismatch means client and server disagree on the
 * contract; failing loudly here beats rendering half-filled screens from the wrong shape.
 */
export function parseResponse<T>(schema: z.ZodType<T>, data: unknown, call: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`Respuesta inesperada de ${call}`, parsed.error.issues);
  throw new ApiError({ kind: "contract", status: 200, aux: 500, message: MESSAGES.internalError, data });
}
