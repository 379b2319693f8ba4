import { BUSINESS_MANAGER_ROLES, type StartBulkAction } from "@consola/shared";
import { rowOfBusiness } from "../../db/of-business.js";
import { users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { transact } from "../../events/transact.js";
import type { BusinessAuthContext } from "../../tenancy/auth-context.js";
import { chatsBatch, isChatsAction, withMatchingChats } from "./bulk-chats.js";
import { labelContactsBatch, matchingContactsCount } from "./bulk-contacts.js";
import {
  type BulkJobRow,
  claimBulkJob,
  endBulkJob,
  recordBatch,
  setBulkJobTarget,
} from "./bulk-jobs.repo.js";

type Deps = Pick<AppDeps, "db" | "events" | "logger">;

/** Said when the person who started an action may no longer do it (deactivated, moved or demoted). */
export const STARTER_LOST_RIGHTS = "La persona que inició la acción ya no puede hacerla";

/** The starter as they are now: a job acts with today's rights, never with those of the day it began. */
async function starterOf(deps: Deps, job: BulkJobRow): Promise<BusinessAuthContext | undefined> {
  const [user] = await deps.db
    .select({ id: users.id, role: users.role, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(rowOfBusiness(users, job.businessId, job.userId));
  if (user?.status !== "active") return undefined;
  if (!(BUSINESS_MANAGER_ROLES as readonly string[]).includes(user.role)) return undefined;
  return {
    userId: user.id,
    sessionId: `bulk-${job.id}`,
    role: user.role,
    businessId: job.businessId,
    name: user.name,
    email: user.email,
  };
}

class Cancelled extends Error {}

/**
 * The job's request with an "all matching" target resolved before its first batch: contacts are counted (the
 * batches walk them by id), chats are found and kept on the job. A request never does either.
 */
async function resolvedTarget(deps: Deps, claimed: BulkJobRow): Promise<StartBulkAction> {
  const { request } = claimed;
  if (claimed.total !== 0 || claimed.processed !== 0 || !request.target.matching) return request;
  if (request.action === "contacts.addLabels" || request.action === "contacts.removeLabels") {
    const total = await matchingContactsCount(deps.db, claimed.businessId, request.target);
    await setBulkJobTarget(deps.db, claimed.id, { total });
    return request;
  }
  const found = await withMatchingChats(deps.db, claimed.businessId, request);
  await setBulkJobTarget(deps.db, claimed.id, {
    total: found.target.conversationIds?.length ?? 0,
    request: found,
  });
  return found;
}

type Step = "more" | "finished" | "stopped";

/**
 * Runs one job batch after batch until it ends. A contact batch and its counts are one transaction, rolled
 * back when the job was cancelled meanwhile. A chat batch's chats each commit through their own service and
 * then the counts: a cancel lands after the current batch's chats (at most CHAT_BATCH of them).
 */
async function runJob(deps: Deps, claimed: BulkJobRow): Promise<void> {
  const actor = await starterOf(deps, claimed);
  if (!actor) {
    await endBulkJob(deps.db, claimed.id, "failed", STARTER_LOST_RIGHTS);
    return;
  }
  const request = await resolvedTarget(deps, claimed);
  let cursor = claimed.cursor;
  const chatStep = async (): Promise<Step> => {
    if (!isChatsAction(request)) return "finished";
    const batch = await chatsBatch(deps, actor, request, cursor);
    if (!batch) return "finished";
    if (!(await recordBatch(deps.db, claimed.id, batch))) return "stopped";
    cursor = batch.cursor;
    return "more";
  };
  const contactStep = async (): Promise<Step> => {
    if (request.action !== "contacts.addLabels" && request.action !== "contacts.removeLabels")
      return "finished";
    try {
      return await transact(deps, async (tx, events) => {
        const batch = await labelContactsBatch(tx, claimed.businessId, request, cursor);
        if (!batch) return "finished";
        const { changedIds, ...counts } = batch;
        if (!(await recordBatch(tx, claimed.id, counts))) throw new Cancelled();
        if (changedIds.length > 0) {
          const adding = request.action === "contacts.addLabels";
          events.add("contacts.relabelled", {
            businessId: claimed.businessId,
            contactIds: changedIds,
            add: adding ? request.labelIds : [],
            remove: adding ? [] : request.labelIds,
          });
        }
        cursor = batch.cursor;
        return "more";
      });
    } catch (error) {
      if (error instanceof Cancelled) return "stopped";
      throw error;
    }
  };
  const step = isChatsAction(request) ? chatStep : contactStep;
  for (;;) {
    const outcome = await step();
    if (outcome === "stopped") return;
    if (outcome === "finished") {
      await endBulkJob(deps.db, claimed.id, "done");
      return;
    }
  }
}

/** Takes every running job nobody holds, one after another (the background tick and each start call it). */
export async function runBulkJobs(deps: Deps): Promise<void> {
  for (;;) {
    const job = await claimBulkJob(deps.db);
    if (!job) return;
    try {
      await runJob(deps, job);
    } catch (error) {
      deps.logger.error({ err: error, jobId: job.id }, "bulk action failed");
      await endBulkJob(deps.db, job.id, "failed", "La acción no pudo terminar; lo que cambió se conserva");
    }
  }
}
