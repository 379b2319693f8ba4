import type { BulkJob } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cancelBulkAction, startBulkAction } from "./bulk-api";
import { bulkKeys, bulkQueries } from "./queries";

/** Starts a job; its first state goes straight into the cache, so the progress shows without a round trip. */
export function useStartBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBulkAction,
    onSuccess: (job) => queryClient.setQueryData(bulkKeys.job(job.id), job),
  });
}

/** The job `jobId` names (null: none yet), polled while it runs. */
export function useBulkJob(jobId: number | null) {
  return useQuery({ ...bulkQueries.job(jobId ?? 0), enabled: jobId !== null });
}

export function useCancelBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBulkAction,
    onSuccess: (job: BulkJob) => queryClient.setQueryData(bulkKeys.job(job.id), job),
  });
}
