import type { BulkContactsTarget, StartBulkAction } from "@consola/shared";
import { and, asc, count, gt, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { contacts } from "../../db/schema/index.js";
import { contactsMatching } from "../contacts/contacts-matching.js";
import { changedLabels } from "../labels/labels.repo.js";
import type { BatchResult } from "./batch-result.js";
import { splitLabelBatch } from "./label-batch.js";

/** Contacts changed per transaction: short enough that the inbound pipeline never waits on their locks. */
export const CONTACT_BATCH = 1_000;

type LabelsAction = Extract<StartBulkAction, { action: "contacts.addLabels" | "contacts.removeLabels" }>;

/** The conditions "every contact the list matches" stands for. */
async function matchingFilters(db: Executor, businessId: number, target: BulkContactsTarget): Promise<SQL[]> {
  return target.matching ? contactsMatching(db, businessId, target.matching) : [];
}

/**
 * How many contacts an "all matching" target reaches: every match of a business's list, counted by the job
 * in the background (a request never counts a whole business's rows).
 */
export async function matchingContactsCount(db: Executor, businessId: number, target: BulkContactsTarget) {
  const filters = await matchingFilters(db, businessId, target);
  const [row] = await db
    .select({ total: count() })
    .from(contacts)
    .where(and(ofBusiness(contacts, businessId), ...filters));
  return row?.total ?? 0;
}

/** The next ids of the target after `cursor`, in id order. */
async function nextIds(db: Executor, businessId: number, target: BulkContactsTarget, cursor: number) {
  if (target.contactIds) return target.contactIds.filter((id) => id > cursor).slice(0, CONTACT_BATCH);
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        ofBusiness(contacts, businessId),
        gt(contacts.id, cursor),
        ...(await matchingFilters(db, businessId, target)),
      ),
    )
    .orderBy(asc(contacts.id))
    .limit(CONTACT_BATCH);
  return rows.map((row) => row.id);
}

/**
 * One batch of a label action, in the caller's transaction: each contact that lacks (or carries) the labels
 * changes, computed in the UPDATE as one contact's change is; the rest are counted as skipped with the reason.
 * Running the same batch again changes nothing more.
 */
export async function labelContactsBatch(
  tx: Executor,
  businessId: number,
  request: LabelsAction,
  cursor: number,
): Promise<(BatchResult & { changedIds: number[] }) | undefined> {
  const ids = await nextIds(tx, businessId, request.target, cursor);
  const last = ids.at(-1);
  if (last === undefined) return undefined;
  const rows = await tx
    .select({ id: contacts.id, labelIds: contacts.labelIds })
    .from(contacts)
    .where(and(ofBusiness(contacts, businessId), inArray(contacts.id, ids)))
    .for("update");
  const adding = request.action === "contacts.addLabels";
  const { changing, skipped } = splitLabelBatch(ids, rows, { adding, labelIds: request.labelIds });
  if (changing.length > 0) {
    await tx
      .update(contacts)
      .set({
        labelIds: changedLabels(
          contacts.labelIds,
          adding ? request.labelIds : [],
          adding ? [] : request.labelIds,
        ),
      })
      .where(and(ofBusiness(contacts, businessId), inArray(contacts.id, changing)));
  }
  return { processed: ids.length, changed: changing.length, changedIds: changing, skipped, cursor: last };
}
