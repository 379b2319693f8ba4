import type { z } from "zod";
import { api } from "../../../lib/api/api";
import type { DownloadProgress, QueryValue } from "../../../lib/api/api-client";
import { parseResponse } from "../../../lib/api/parse-response";

/** A year of a busy business streams for minutes: the download has its own, longer, time-out. */
export const REPORT_DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

export type DownloadOptions = { signal: AbortSignal; onProgress: (progress: DownloadProgress) => void };

/**
 * The calls of one report controller (`/api/report`, `/api/surveyReport`): each posts its filters as the body and
 * checks the answer against the shared schema, named `label(call)` in the console when it does not match.
 */
export function reportCalls<Query>(base: string, label: (call: string) => string) {
  return <T>(call: string, schema: z.ZodType<T>) =>
    async (query: Query, signal?: AbortSignal): Promise<T> => {
      const { data } = await api.request<unknown>(`${base}/${call}`, { body: query, signal });
      return parseResponse(schema, data, label(call));
    };
}

/** A report's CSV, streamed as the server writes it and named as the server names it. */
export function downloadReport(
  path: string,
  query: Record<string, QueryValue>,
  { signal, onProgress }: DownloadOptions,
): Promise<File> {
  return api.blob(path, { query, signal, onProgress, timeoutMs: REPORT_DOWNLOAD_TIMEOUT_MS });
}
