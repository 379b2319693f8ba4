import {
  type ContactDetail,
  type ContactField,
  type ContactFieldValue,
  type PhoneCountry,
  readFieldValues,
} from "@consola/shared";
import { fold } from "../../../lib/format/fold";
import type { FieldErrors } from "../../../lib/forms/schema-resolver";
import type { ContactPrefill } from "../../../lib/url/contact-prefill";

/** A yes/no field's choices in the form; "" is neither. */
export const YES = "yes";
export const NO = "no";

/** A stored value as its input holds it. */
export function customText(value: ContactFieldValue | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "boolean") return value ? YES : NO;
  return String(value);
}

export function customTexts(values: Record<string, ContactFieldValue>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, customText(value)]));
}

/** The text fields a shared card's company fills: one keyed or named "empresa" (or "company"). */
const COMPANY_NAMES = new Set(["empresa", "company", "compania"]);

export function prefilledCustomTexts(
  fields: readonly ContactField[],
  prefill: ContactPrefill | null,
): Record<string, string> {
  if (!prefill?.company) return {};
  const field = fields.find(
    (candidate) =>
      candidate.type === "text" &&
      (COMPANY_NAMES.has(candidate.key) || COMPANY_NAMES.has(fold(candidate.name).trim())),
  );
  return field ? { [field.key]: prefill.company } : {};
}

type Sent = Record<string, string | number | boolean | null>;

/**
 * What the form sends for the custom fields, before it is read: a new contact's filled fields; an edit's
 * changed ones ("" for one emptied).
 */
function typed(
  custom: Record<string, string>,
  contact: ContactDetail | null,
  fields: readonly ContactField[],
): Sent {
  const sent: Sent = {};
  for (const field of fields) {
    const text = (custom[field.key] ?? "").trim();
    if (contact === null) {
      if (text !== "") sent[field.key] = text;
    } else if (text !== customText(contact.customFields[field.key]).trim()) {
      sent[field.key] = text;
    }
  }
  return sent;
}

/** The custom fields' problems as the server words them, under each field's input (`custom.<key>`). */
export function customFieldErrors(
  custom: Record<string, string>,
  contact: ContactDetail | null,
  fields: readonly ContactField[],
  country: PhoneCountry,
): FieldErrors {
  const read = readFieldValues(fields, typed(custom, contact, fields), {
    country,
    creating: contact === null,
  });
  return Object.fromEntries(Object.entries(read.errors).map(([key, message]) => [`custom.${key}`, message]));
}

/** The custom fields' body: each value as the server stores it, null for one emptied. */
export function customFieldsSent(
  custom: Record<string, string>,
  contact: ContactDetail | null,
  fields: readonly ContactField[],
  country: PhoneCountry,
): Sent {
  const read = readFieldValues(fields, typed(custom, contact, fields), {
    country,
    creating: contact === null,
  });
  return { ...read.set, ...Object.fromEntries(read.cleared.map((key) => [key, null])) };
}
