import { BULK_MESSAGES, LABELS_PER_RECORD_MAX } from "@consola/shared";

/**
 * A label batch's records split into those the change reaches and those it leaves as they are, by Spanish
 * reason: already carrying (or lacking) the labels, past the per-record limit, or gone since they were named.
 * Contacts and chats share it, so both say the same for the same case.
 */
export function splitLabelBatch(
  named: readonly number[],
  rows: readonly { id: number; labelIds: readonly number[] }[],
  change: { adding: boolean; labelIds: readonly number[] },
): { changing: number[]; skipped: Record<string, number> } {
  const skipped: Record<string, number> = {};
  const skip = (reason: string, by = 1) => {
    if (by > 0) skipped[reason] = (skipped[reason] ?? 0) + by;
  };
  skip(BULK_MESSAGES.skipped.notFound, named.length - rows.length);
  const changing: number[] = [];
  for (const row of rows) {
    const has = new Set(row.labelIds);
    if (change.adding) {
      const missing = change.labelIds.filter((id) => !has.has(id));
      if (missing.length === 0) skip(BULK_MESSAGES.skipped.alreadyLabelled);
      else if (has.size + missing.length > LABELS_PER_RECORD_MAX) skip(BULK_MESSAGES.skipped.tooManyLabels);
      else changing.push(row.id);
    } else if (change.labelIds.some((id) => has.has(id))) changing.push(row.id);
    else skip(BULK_MESSAGES.skipped.notLabelled);
  }
  return { changing, skipped };
}
