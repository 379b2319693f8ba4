import { CAMPAIGN_MESSAGES, type CampaignAudience } from "@consola/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { contactImportContacts, contactImports, contacts, labels } from "../../db/schema/index.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { carriesLabels } from "../contacts/filtered-contact-pages.js";
import { segmentFilters } from "../contacts/segments.service.js";

/** Checks that the audience is the business's own: another business's id reads as "does not exist". */
export async function checkAudience(db: Executor, businessId: number, audience: CampaignAudience) {
  if (audience.kind === "segment") {
    await segmentFilters(db, businessId, audience.segmentId).catch((error: unknown) => {
      throw error instanceof NotFoundError ? new ValidationError(CAMPAIGN_MESSAGES.unknownSegment) : error;
    });
    return;
  }
  if (audience.kind === "label") {
    const [label] = await db
      .select({ id: labels.id })
      .from(labels)
      .where(rowOfBusiness(labels, businessId, audience.labelId));
    if (!label) throw new ValidationError(CAMPAIGN_MESSAGES.unknownLabel);
    return;
  }
  const [done] = await db
    .select({ id: contactImports.id })
    .from(contactImports)
    .where(
      and(rowOfBusiness(contactImports, businessId, audience.importId), eq(contactImports.status, "done")),
    );
  if (!done) throw new ValidationError(CAMPAIGN_MESSAGES.unknownImport);
}

/**
 * The audience as conditions on the business's contacts: a segment's conditions as they read today, a label,
 * or the contacts an import created or updated.
 */
export async function audienceConditions(
  db: Executor,
  businessId: number,
  audience: CampaignAudience,
): Promise<SQL[]> {
  const own = ofBusiness(contacts, businessId);
  if (audience.kind === "segment") {
    const filters = await segmentFilters(db, businessId, audience.segmentId);
    return [own, ...filters.map((filter) => filter.where)];
  }
  if (audience.kind === "label") return [own, carriesLabels({ ids: [audience.labelId], match: "any" })];
  return [
    own,
    sql`${contacts.id} in (select ${contactImportContacts.contactId} from ${contactImportContacts} where ${contactImportContacts.importId} = ${audience.importId})`,
  ];
}
