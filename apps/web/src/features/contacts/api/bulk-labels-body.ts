import type { StartBulkActionBody } from "@consola/shared";
import { type ContactFilters, contactFiltersBody } from "./contacts-api";

export type BulkLabelsAction = "contacts.addLabels" | "contacts.removeLabels";

/** What the list has selected: rows by id, or every contact its filters match. */
export type ContactsSelected = { allMatching: boolean; ids: readonly number[] };

/**
 * StartBulkAction's body for labelling contacts: the ids ticked, or (all matching) the list's filters as it
 * sent them, so the job reaches the contacts the list counted and not a page of them.
 */
export function bulkLabelsBody(
  action: BulkLabelsAction,
  labelIds: readonly number[],
  selected: ContactsSelected,
  filters: ContactFilters,
): StartBulkActionBody {
  const target = selected.allMatching
    ? { matching: contactFiltersBody(filters) }
    : { contactIds: [...selected.ids] };
  return { action, target, labelIds: [...labelIds] };
}
