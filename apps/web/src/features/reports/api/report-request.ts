import type { DownloadProgress } from "../../../lib/api/api-client";

/** A year of a busy business streams for minutes: the download has its own, longer, time-out. */
export const REPORT_DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

export type DownloadOptions = { signal: AbortSignal; onProgress: (progress: DownloadProgress) => void };
