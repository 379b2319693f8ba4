import type { AnswerOf, JsonEndpoint } from "@consola/shared";
import type { z } from "zod";
import type { DownloadProgress } from "../../../lib/api/api-client";
import { type BodyOf, call } from "../../../lib/api/call";

/** A year of a busy business streams for minutes: the download has its own, longer, time-out. */
export const REPORT_DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

export type DownloadOptions = { signal: AbortSignal; onProgress: (progress: DownloadProgress) => void };

/** An endpoint that takes a report's filters as its body and answers its figures. */
type ReportEndpoint = JsonEndpoint<z.ZodType, z.ZodType, undefined, undefined>;

/**
 * One report's call, as each of them goes: its filters posted as the body, the answer's data (checked against
 * the endpoint's declared schema) back.
 */
export function reportCall<E extends ReportEndpoint>(endpoint: E) {
  // call() picks its arguments from the endpoint's body, which TypeScript cannot work out while E is still
  // generic; a report endpoint declares a body, so the filters are that body.
  const ask = call as (
    endpoint: E,
    body: BodyOf<E>,
    options: { signal?: AbortSignal | undefined },
  ) => Promise<{ data: AnswerOf<E> }>;
  return async (filters: BodyOf<E>, signal?: AbortSignal): Promise<AnswerOf<E>> =>
    (await ask(endpoint, filters, { signal })).data;
}
