import {
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_MESSAGES,
  type ContactImportField,
  type ContactImportMapping,
  type ContactImportPreview,
} from "@consola/shared";

/**
 * What one column of the file fills: a fixed contact field by its name, a custom field as "custom:<key>"
 * (a key is [a-z0-9_], so it never holds the colon), or null to leave the column out.
 */
export type ColumnTarget = ContactImportField | `custom:${string}` | null;
export type ColumnTargets = ColumnTarget[];

const CUSTOM = "custom:";

export const customTarget = (key: string): `custom:${string}` => `${CUSTOM}${key}`;

/** The target a select's value names, or null for anything it does not know. */
export function targetOf(value: string | null): ColumnTarget {
  if (value === null) return null;
  if (value.startsWith(CUSTOM) && value.length > CUSTOM.length) return value as `custom:${string}`;
  return CONTACT_IMPORT_FIELDS.find((field) => field === value) ?? null;
}

/** The server's suggestion, fixed fields and custom ones alike, column by column. */
export function targetsOf(preview: ContactImportPreview): ColumnTargets {
  const targets: ColumnTargets = preview.columns.map(() => null);
  for (const field of CONTACT_IMPORT_FIELDS) {
    const column = preview.suggestedMapping[field];
    if (column !== undefined && column < targets.length) targets[column] = field;
  }
  for (const [key, column] of Object.entries(preview.suggestedMapping.customFields ?? {})) {
    if (column < targets.length && targets[column] === null) targets[column] = customTarget(key);
  }
  return targets;
}

export function mappingOf(targets: ColumnTargets): ContactImportMapping {
  const mapping: ContactImportMapping = {};
  const custom: Record<string, number> = {};
  targets.forEach((target, column) => {
    if (target === null) return;
    if (target.startsWith(CUSTOM)) custom[target.slice(CUSTOM.length)] = column;
    else mapping[target as ContactImportField] = column;
  });
  if (Object.keys(custom).length > 0) mapping.customFields = custom;
  return mapping;
}

/** What stops the mapping from being sent: the name and the phone must each come from a column. */
export function mappingProblem(targets: ColumnTargets): string | null {
  if (!targets.includes("name")) return CONTACT_IMPORT_MESSAGES.nameNotMapped;
  if (!targets.includes("phoneNumber")) return CONTACT_IMPORT_MESSAGES.phoneNotMapped;
  return null;
}
