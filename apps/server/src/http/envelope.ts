import type { ApiEnvelope } from "@consola/shared";
import { z } from "zod";

export function ok<T>(data: T, message = ""): ApiEnvelope<T> & { isOk: true } {
  return { isOk: true, message, data };
}

export function fail<T>(message: string, data: T): ApiEnvelope<T> & { isOk: false } {
  return { isOk: false, message, data };
}

/** Response schema of a successful answer: serialises only the declared fields (nothing leaks by accident). */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ isOk: z.literal(true), message: z.string(), data });
}
