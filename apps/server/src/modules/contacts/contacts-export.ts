import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  BUSINESS_ADMIN_ROLES,
  CONTACT_EXPORT_COLUMNS,
  CONTACT_EXPORT_CONSENT_COLUMNS,
  CONTACT_IMPORT_FIELD_LABELS,
  CONTACT_REGISTER_TYPE_NAMES,
  type ContactField,
  formatFieldValue,
  optChangeText,
} from "@consola/shared";
import { stringify } from "csv-stringify";
import { inArray } from "drizzle-orm";
import { contacts } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { csvCell } from "../../http/csv-cell.js";
import type { StreamedCsv } from "../../http/csv-download.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { requireRole } from "../../tenancy/auth-context.js";
import { requireBusinessMember } from "../../tenancy/business-access.js";
import { type BusinessClock, businessClock, formatBusinessTime } from "../../time/business-time.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { getBusiness } from "../business/business.repo.js";
import { fieldsOf } from "../contact-fields/contact-fields.repo.js";
import { contactsForExport, EXPORTED_FIELDS, type ExportRow } from "./contacts.repo.js";
import { type ContactsMatching, contactsMatching } from "./contacts-matching.js";

/**
 * The spec's four columns, then every other field the import takes under the import's own labels, then the
 * business's custom fields under their names (the file imported again, here or in a business with the same
 * fields, maps itself and loses nothing), then the consent: whether, since when and how.
 */
function columnsOf(fields: readonly ContactField[]): string[] {
  return [
    ...CONTACT_EXPORT_COLUMNS,
    ...EXPORTED_FIELDS.map((field) => CONTACT_IMPORT_FIELD_LABELS[field]),
    ...fields.map((field) => field.name),
    ...CONTACT_EXPORT_CONSENT_COLUMNS,
  ];
}

/** How the consent last changed, as the detail says it. */
function consentChange(row: ExportRow): string {
  if (!row.optSource) return "";
  return optChangeText({ source: row.optSource, by: row.optChangedBy ? { name: row.optChangedBy } : null });
}

type Deps = Pick<AppDeps, "db">;

function toRecord(row: ExportRow, clock: BusinessClock, fields: readonly ContactField[]): string[] {
  return [
    row.name,
    row.phoneNumber,
    formatBusinessTime(new Date(row.dateRegister), clock),
    CONTACT_REGISTER_TYPE_NAMES[row.typeRegister],
    ...EXPORTED_FIELDS.map((field) => row[field]),
    ...fields.map((field) => formatFieldValue(row.customFields[field.key])),
    row.optIn ? "Sí" : "No",
    row.optChangedAt ? formatBusinessTime(new Date(row.optChangedAt), clock) : "",
    consentChange(row),
  ].map(csvCell);
}

/**
 * ExportContacts (provider admins only): every contact, or those the list's filters or a selection name, as CSV, UTF-8 with a BOM so Excel shows accents,
 * dates on the business's clock. Streamed, so a large business never builds the file in memory.
 */
export async function exportContacts(
  deps: Deps,
  auth: AuthContext,
  input: { ip: string; matching: ContactsMatching; contactIds?: number[] | undefined },
): Promise<StreamedCsv> {
  requireRole(auth, BUSINESS_ADMIN_ROLES);
  const member = requireBusinessMember(auth);
  const business = await getBusiness(deps.db, member.businessId);
  const clock = businessClock(business);
  const fields = await fieldsOf(deps.db, member.businessId);
  // The list's filters and a selection: a segment's conditions checked (and a foreign segment refused) before
  // the file starts; ids of another business simply match nothing.
  const filters = [
    ...(await contactsMatching(deps.db, member.businessId, input.matching)),
    ...(input.contactIds ? [inArray(contacts.id, input.contactIds)] : []),
  ];
  // Who took the contact list out of the system, and which part of it, is worth keeping.
  const { segmentId, search, labelIds } = input.matching;
  const scope = {
    ...(segmentId === undefined ? {} : { segmentId }),
    ...(search === undefined ? {} : { search }),
    ...(labelIds === undefined ? {} : { labelIds }),
    ...(input.contactIds ? { contacts: input.contactIds.length } : {}),
  };
  await recordAudit(deps.db, {
    ...auditedBy(member),
    action: "contacts_exported",
    entity: "contact",
    ...(Object.keys(scope).length === 0 ? {} : { data: scope }),
    ip: input.ip,
  });
  const csv = stringify({
    bom: true,
    header: true,
    columns: columnsOf(fields),
    record_delimiter: "windows",
    // A bare CR or LF inside a name would otherwise split the row in Excel.
    quoted_match: /[\r\n]/,
  });
  async function* records() {
    for await (const row of contactsForExport(deps.db, member.businessId, filters))
      yield toRecord(row, clock, fields);
  }
  const done = pipeline(Readable.from(records()), csv);
  return { stream: csv, done };
}
