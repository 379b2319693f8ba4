import type { BulkJob } from "@consola/shared";
import { queryOptions } from "@tanstack/react-query";
import { fetchBulkJob } from "./bulk-api";

/** How often a running job is read again: people wait on its progress, and a batch takes about that long. */
export const BULK_POLL_MS = 1_000;

export const bulkKeys = {
  all: ["bulk-jobs"] as const,
  job: (jobId: number) => ["bulk-jobs", jobId] as const,
};

export const isRunning = (job: BulkJob | undefined) => job?.status === "running";

export const bulkQueries = {
  /** One job, read again every second while it runs and never again once it ended. */
  job: (jobId: number) =>
    queryOptions({
      queryKey: bulkKeys.job(jobId),
      queryFn: ({ signal }) => fetchBulkJob(jobId, signal),
      refetchInterval: (query) => (isRunning(query.state.data) ? BULK_POLL_MS : false),
      // A job's counts only move forward while it runs; an ended one never changes again.
      staleTime: (query) => (isRunning(query.state.data) ? 0 : Number.POSITIVE_INFINITY),
    }),
};
