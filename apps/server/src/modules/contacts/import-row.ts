import {
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_TEXT_FIELDS,
  CONTACT_MESSAGES,
  type ContactField,
  type ContactFields,
  type ContactFieldValues,
  type ContactImportMapping,
  type ContactImportTextField,
  contactFieldsSchema,
  normalizePhone,
  PHONE_MAX_LENGTH,
  type PhoneCountry,
  readFieldValues,
} from "@consola/shared";
import { consentOf } from "./import-consent.js";

export type ImportedFields = Partial<Omit<ContactFields, "phoneNumber" | "customFields">>;
/** A row's contact; optIn is null when the row does not say (no consent column, or its cell empty). */
export type ImportedContact = {
  phoneNumber: string;
  fields: ImportedFields;
  custom: ContactFieldValues;
  optIn: boolean | null;
};
export type ImportedRow = ({ ok: true } & ImportedContact) | { ok: false; reason: string };

type TextField = Exclude<ContactImportTextField, "phoneNumber">;

/** The phone rules of the contact form (same messages), with the business's country for national numbers. */
function phoneOf(raw: string, country: PhoneCountry): { phone: string } | { error: string } {
  const value = raw.trim();
  if (value === "") return { error: CONTACT_MESSAGES.phoneRequired };
  if (value.length > PHONE_MAX_LENGTH) return { error: CONTACT_MESSAGES.phoneInvalid };
  const phone = normalizePhone(value, country);
  return phone === null ? { error: CONTACT_MESSAGES.phoneInvalid } : { phone };
}

/**
 * Reads data rows as contacts with the contact form's validation (its schema, picked down to the mapped
 * fields; the phone read in the business's country; the mapped custom fields checked as the form checks
 * them; the consent as yes or no, consentOf). A row that fails says every reason, in the order of the fields,
 * in the form's own words. An empty custom cell leaves the contact's value as it is, unless its field is
 * required.
 */
export function rowReader(
  mapping: ContactImportMapping,
  country: PhoneCountry,
  customFields: readonly ContactField[] = [],
) {
  const customColumns = mapping.customFields ?? {};
  const mappedCustom = customFields.filter((field) => customColumns[field.key] !== undefined);
  const fields = CONTACT_IMPORT_TEXT_FIELDS.filter(
    (field): field is TextField => field !== "phoneNumber" && mapping[field] !== undefined,
  );
  const schema = contactFieldsSchema.pick(
    Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<TextField, true>>,
  );
  const phoneColumn = mapping.phoneNumber;
  const consentColumn = mapping.optIn;
  return (cells: readonly string[]): ImportedRow => {
    const input: Record<string, string> = {};
    for (const field of fields) input[field] = cells[mapping[field] ?? -1] ?? "";
    const phone = phoneOf(phoneColumn === undefined ? "" : (cells[phoneColumn] ?? ""), country);
    const parsed = schema.safeParse(input);
    const customSent: Record<string, string> = {};
    for (const field of mappedCustom) customSent[field.key] = cells[customColumns[field.key] ?? -1] ?? "";
    const custom = readFieldValues(mappedCustom, customSent, { country, creating: false });
    const customProblems = Object.values(custom.errors);
    const optIn = consentColumn === undefined ? null : consentOf(cells[consentColumn] ?? "");
    if (parsed.success && "phone" in phone && optIn !== undefined && customProblems.length === 0)
      return {
        ok: true,
        phoneNumber: phone.phone,
        fields: parsed.data as ImportedFields,
        custom: custom.set,
        optIn,
      };
    const firstByField = new Map<string, string>();
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? "");
      if (!firstByField.has(field)) firstByField.set(field, issue.message);
    }
    if ("error" in phone) firstByField.set("phoneNumber", phone.error);
    if (optIn === undefined) firstByField.set("optIn", CONTACT_MESSAGES.optInInvalid);
    const reasons = [
      ...CONTACT_IMPORT_FIELDS.flatMap((field) => firstByField.get(field) ?? []),
      ...customProblems,
    ];
    return { ok: false, reason: reasons.join("; ") };
  };
}
