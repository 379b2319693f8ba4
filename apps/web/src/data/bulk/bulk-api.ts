import { type BulkJob, bulkActionsEndpoints, type StartBulkActionBody } from "@consola/shared";
import { call } from "../../lib/api/call";

/** Starts a bulk action; the answer is the job as it began (running, nothing processed yet). */
export async function startBulkAction(body: StartBulkActionBody): Promise<BulkJob> {
  return (await call(bulkActionsEndpoints.start, body)).data;
}

export async function fetchBulkJob(jobId: number, signal?: AbortSignal): Promise<BulkJob> {
  return (await call(bulkActionsEndpoints.status, undefined, { query: { job_id: jobId }, signal })).data;
}

/** Stops the job after its current batch; the answer is the job as it stands. */
export async function cancelBulkAction(jobId: number): Promise<BulkJob> {
  return (await call(bulkActionsEndpoints.cancel, { jobId })).data;
}
