import type { AppDeps } from "../../deps.js";
import { recordAudit } from "../audit/audit.js";
import {
  claimRetentionBusiness,
  clearExpiredPreviews,
  deleteExpiredMessages,
  type RetentionClaim,
  renewRetentionClaim,
} from "./retention.repo.js";

type Deps = Pick<AppDeps, "db" | "media" | "logger">;

/** Messages per transaction: each batch's locks last milliseconds, whatever the backlog. */
export const RETENTION_BATCH_SIZE = 5_000;
/** Batches per business per run: a long backlog (a period just shortened) is spread over several runs. */
export const RETENTION_MAX_BATCHES = 200;
/** A business claimed this recently is left alone; the job runs every hour on every instance. */
export const RETENTION_RECHECK_MINUTES = 50;

export type RetentionOptions = { batchSize?: number; maxBatches?: number; recheckMinutes?: number };
/** What one run removed from one business. */
export type RetentionResult = { businessId: number; messages: number; files: number };

/**
 * enforceRetention: for every business with a retention period (decision 015), deletes the messages of its
 * ended chats created more than that many days ago, in batches, and removes their files from storage after
 * each batch's commit. Each business is claimed first, so instances running this at the same time never
 * work on the same business. One audit entry per business that lost something, with counts only.
 */
export async function enforceRetention(
  deps: Deps,
  options: RetentionOptions = {},
): Promise<RetentionResult[]> {
  const recheckMinutes = options.recheckMinutes ?? RETENTION_RECHECK_MINUTES;
  const results: RetentionResult[] = [];
  for (;;) {
    const claim = await claimRetentionBusiness(deps.db, recheckMinutes);
    if (!claim) return results;
    results.push(await applyRetention(deps, claim, options));
  }
}

async function applyRetention(
  deps: Deps,
  claim: RetentionClaim,
  options: RetentionOptions,
): Promise<RetentionResult> {
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? RETENTION_MAX_BATCHES;
  const { businessId } = claim;
  const result: RetentionResult = { businessId, messages: 0, files: 0 };
  for (let batch = 0; batch < maxBatches; batch++) {
    const deleted = await deps.db.transaction(async (tx) => {
      const rows = await deleteExpiredMessages(tx, claim, batchSize);
      await clearExpiredPreviews(tx, claim, [...new Set(rows.map((row) => row.conversationId))]);
      await renewRetentionClaim(tx, businessId);
      return rows;
    });
    const keys = deleted.flatMap((row) => (row.mediaKey ? [row.mediaKey] : []));
    result.messages += deleted.length;
    result.files += keys.length;
    // After the commit: a file whose removal fails is logged with its key, never kept silently.
    for (const key of keys) {
      await deps.media.remove(key).catch((error: unknown) => {
        deps.logger.error({ err: error, businessId, key }, "retention: a file could not be removed");
      });
    }
    if (deleted.length < batchSize) break;
  }
  if (result.messages > 0) {
    await recordAudit(deps.db, {
      businessId,
      actorUserId: null,
      action: "messages_retention_applied",
      entity: "business",
      entityId: businessId,
      data: { retentionDays: claim.retentionDays, messages: result.messages, files: result.files },
    });
    deps.logger.info(result, "retention: old messages removed");
  }
  return result;
}
