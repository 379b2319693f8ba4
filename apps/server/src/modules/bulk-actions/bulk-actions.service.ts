import {
  BULK_MESSAGES,
  BUSINESS_MANAGER_ROLES,
  type BulkJob,
  LABEL_MESSAGES,
  type StartBulkAction,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { type AuthContext, requireRole } from "../../tenancy/auth-context.js";
import { requireBusinessMember } from "../../tenancy/business-access.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { segmentFilters } from "../contacts/segments.service.js";
import { activeLabelIds } from "../labels/labels.repo.js";
import { bulkJobOf, cancelBulkJob, insertBulkJob, toBulkJob } from "./bulk-jobs.repo.js";
import { runBulkJobs } from "./bulk-runner.js";

type Deps = Pick<AppDeps, "db" | "events" | "logger" | "tasks">;

function requireManager(auth: AuthContext) {
  requireRole(auth, BUSINESS_MANAGER_ROLES);
  return requireBusinessMember(auth);
}

/**
 * StartBulkAction: checks what can be checked at once (the labels and segment of the business), stores the job
 * and starts it in the background; the answer is its first status.
 */
export async function startBulkAction(
  deps: Deps,
  auth: AuthContext,
  input: StartBulkAction & { ip: string },
): Promise<BulkJob> {
  const member = requireManager(auth);
  const { ip, ...request } = input;
  // A selection's size is known; "all matching" is counted by the job itself (0 until then).
  if (request.action === "contacts.addLabels" || request.action === "chats.addLabels") {
    const known = await activeLabelIds(deps.db, member.businessId, request.labelIds);
    if (request.labelIds.some((id) => !known.has(id))) throw new ValidationError(LABEL_MESSAGES.unknownLabel);
  }
  let total: number;
  if (request.action === "contacts.addLabels" || request.action === "contacts.removeLabels") {
    if (request.target.matching?.segmentId !== undefined) {
      // An unknown or foreign segment is refused now, not found out by the job.
      await segmentFilters(deps.db, member.businessId, request.target.matching.segmentId);
    }
    total = request.target.contactIds?.length ?? 0;
  } else {
    total = request.target.conversationIds?.length ?? 0;
  }
  const job = await deps.db.transaction(async (tx) => {
    const row = await insertBulkJob(tx, {
      businessId: member.businessId,
      userId: member.userId,
      request,
      total,
    });
    await recordAudit(tx, {
      ...auditedBy(member),
      action: "bulk_action_started",
      entity: "bulk_job",
      entityId: row.id,
      data: { action: request.action, total },
      ip,
    });
    return row;
  });
  deps.tasks.run(
    () => runBulkJobs(deps),
    (error) => deps.logger.error({ err: error, jobId: job.id }, "bulk actions run failed"),
  );
  return toBulkJob(job);
}

export async function bulkActionStatus(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { job_id: number },
): Promise<BulkJob> {
  const member = requireManager(auth);
  const job = await bulkJobOf(deps.db, member.businessId, input.job_id);
  if (!job) throw new NotFoundError(BULK_MESSAGES.notFound);
  return toBulkJob(job);
}

/** CancelBulkAction: the job stops after its current batch; what it changed stays changed. */
export async function cancelBulkAction(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { jobId: number; ip: string },
): Promise<BulkJob> {
  const member = requireManager(auth);
  const cancelled = await cancelBulkJob(deps.db, member.businessId, input.jobId);
  if (cancelled) {
    await recordAudit(deps.db, {
      ...auditedBy(member),
      action: "bulk_action_cancelled",
      entity: "bulk_job",
      entityId: cancelled.id,
      ip: input.ip,
    });
    return toBulkJob(cancelled);
  }
  const job = await bulkJobOf(deps.db, member.businessId, input.jobId);
  if (!job) throw new NotFoundError(BULK_MESSAGES.notFound);
  throw new ValidationError(BULK_MESSAGES.alreadyEnded);
}
