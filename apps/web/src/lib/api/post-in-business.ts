import type { z } from "zod";
import { api } from "./api";
import { inBusiness } from "./in-business";
import { parseResponse } from "./parse-response";

/** What a change answers: its data (the record as stored, or what it did), and its message for the notice. */
export type Saved<T> = { data: T; message: string };

/**
 * POSTs a change for one business (null: the caller's own) and checks the answer's data against the shared schema;
 * the call is named by the path's last part when it does not match.
 */
export async function postInBusiness<T>(
  path: string,
  schema: z.ZodType<T>,
  businessId: number | null,
  body: unknown,
): Promise<Saved<T>> {
  const { data, message } = await api.request<unknown>(path, {
    method: "POST",
    body,
    ...inBusiness(businessId),
  });
  return { data: parseResponse(schema, data, path.slice(path.lastIndexOf("/") + 1)), message };
}
