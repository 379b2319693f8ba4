import type { LabelMatch } from "@consola/shared";
import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { contactSearchCondition } from "./contact-search.js";
import { carriesLabels } from "./filtered-contact-pages.js";
import { segmentFilters } from "./segments.service.js";

/** The contacts list's filters, as a bulk action's "all matching" and the export take them. */
export type ContactsMatching = {
  search?: string | undefined;
  labelIds?: number[] | undefined;
  labelMatch: LabelMatch;
  segmentId?: number | undefined;
};

/**
 * The list's filters as conditions on contacts: the same contacts the list counted. A segment is checked
 * against today's fields (404 for another business's).
 */
export async function contactsMatching(
  db: Executor,
  businessId: number,
  matching: ContactsMatching,
): Promise<SQL[]> {
  const { search, labelIds, labelMatch, segmentId } = matching;
  const segment = segmentId === undefined ? [] : await segmentFilters(db, businessId, segmentId);
  return [
    ...(labelIds ? [carriesLabels({ ids: labelIds, match: labelMatch })] : []),
    ...segment.map((filter) => filter.where),
    ...[contactSearchCondition(search)].flatMap((condition) => condition ?? []),
  ];
}
