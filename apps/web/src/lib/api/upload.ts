import type { AnswerOf, JsonEndpoint } from "@consola/shared";
import type { z } from "zod";
import { api } from "./api";
import type { ApiResult } from "./api-client";
import { pathOf } from "./call";
import { inBusiness } from "./in-business";
import { parseResponse } from "./parse-response";

export type UploadOptions = {
  signal?: AbortSignal | undefined;
  /** A settings upload for this business (null: the caller's own); platform admins name the business this way. */
  business?: number | null;
  /** Large files on slow lines take longer than the client's usual time-out. */
  timeoutMs?: number;
};

/**
 * Sends a form with a file to a declared multipart endpoint and checks its answer against the declared schema.
 * call() does not take a form: a declaration's type says multipart only as a boolean, so its body type never
 * becomes FormData.
 */
export async function upload<E extends JsonEndpoint>(
  endpoint: E,
  form: FormData,
  options: UploadOptions = {},
): Promise<ApiResult<AnswerOf<E>>> {
  if (!endpoint.multipart) throw new Error(`${endpoint.path} is not declared as an upload`);
  const { data, message } = await api.request<unknown>(pathOf(endpoint.path, undefined), {
    method: endpoint.method,
    body: form,
    ...inBusiness(options.business ?? null),
    signal: options.signal,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const schema = endpoint.answer as z.ZodType<AnswerOf<E>>;
  return {
    data: parseResponse(schema, data, endpoint.path.slice(endpoint.path.lastIndexOf("/") + 1)),
    message,
  };
}
