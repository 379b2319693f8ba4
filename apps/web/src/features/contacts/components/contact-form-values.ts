import {
  type AddContactBody,
  addContactBodySchema,
  CONTACT_DETAIL_FIELDS,
  CONTACT_MESSAGES,
  type ContactDetail,
  type ContactField,
  modifyContactBodySchema,
  type PhoneCountry,
} from "@consola/shared";
import type { InputPattern } from "../../../lib/forms/input-patterns";
import type { FieldErrors } from "../../../lib/forms/schema-resolver";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import type { ContactPrefill } from "../../../lib/url/contact-prefill";
import {
  customFieldErrors,
  customFieldsSent,
  customTexts,
  prefilledCustomTexts,
} from "./custom-field-values";

/** The contact's further fixed fields, shown side by side; the comments, longer, get a box of their own. */
export type DetailField = Exclude<keyof typeof CONTACT_DETAIL_FIELDS, "comments">;
export const DETAIL_FIELDS = (
  Object.keys(CONTACT_DETAIL_FIELDS) as (keyof typeof CONTACT_DETAIL_FIELDS)[]
).filter((field): field is DetailField => field !== "comments");

export type ContactFormValues = {
  name: string;
  phoneNumber: string;
  email: string;
  address: string;
  comments: string;
  /** The business's custom fields as typed, by key (a yes/no field holds "yes", "no" or ""). */
  custom: Record<string, string>;
  /** Whether a new contact accepts messages; an edit leaves consent to the opt-in and opt-out actions. */
  optIn: boolean;
} & Record<DetailField, string>;

/** The spec's input pattern of each field (section 5); fields not listed take free text. */
export const FIELD_PATTERNS: Partial<Record<keyof ContactFormValues, InputPattern>> = {
  name: "name",
  fullName: "name",
  channelPhone: "digits",
  address: "address",
};

/** A contact's values to edit; a new one's start empty or with what another screen sent (a shared card). */
export function initialValues(
  contact: ContactDetail | null,
  prefill: ContactPrefill | null = null,
  fields: readonly ContactField[] = [],
): ContactFormValues {
  return {
    name: contact?.name ?? prefill?.name ?? "",
    phoneNumber: contact?.phoneNumber ?? prefill?.phoneNumber ?? "",
    email: contact?.email ?? prefill?.email ?? "",
    address: contact?.address ?? "",
    comments: contact?.comments ?? "",
    fullName: contact?.fullName ?? "",
    channelPhone: contact?.channelPhone ?? "",
    custom: contact ? customTexts(contact.customFields) : prefilledCustomTexts(fields, prefill),
    optIn: contact?.optIn ?? true,
  };
}

/** What the form's custom fields are checked against: the business's fields and its phones' country. */
export type CustomFieldsContext = { fields: readonly ContactField[]; country: PhoneCountry };

/**
 * The body AddContact (ModifyContact, with the id) takes. A new contact sends the custom fields filled in and
 * its consent; an edit only the custom fields changed, null for one emptied, so a field another console
 * filled meanwhile is kept, and never the consent (ModifyContact does not take it).
 */
export function contactBody(
  values: ContactFormValues,
  contact: ContactDetail | null,
  { fields, country }: CustomFieldsContext,
): AddContactBody {
  const { custom, optIn, ...fixed } = values;
  const sent = customFieldsSent(custom, contact, fields, country);
  return {
    ...fixed,
    phoneNumber: values.phoneNumber === "+" ? "" : values.phoneNumber,
    ...(Object.keys(sent).length > 0 ? { customFields: sent } : {}),
    ...(contact ? {} : { optIn }),
  };
}

/**
 * The form checked as AddContact's body (ModifyContact's, with the id, when editing): the server's rules and
 * Spanish texts, the custom fields' by the same readFieldValues the server runs. The phone input keeps a
 * lone "+" once its digits are erased, which is no phone at all.
 */
export function contactFormErrors(contact: ContactDetail | null, context: CustomFieldsContext) {
  const fixed = schemaResolver<ContactFormValues>(contact ? modifyContactBodySchema : addContactBodySchema, {
    body: (values) => {
      const { customFields: _checkedBelow, ...body } = contactBody(values, contact, context);
      return contact ? { ...body, id: contact.id } : body;
    },
  });
  return (values: ContactFormValues): FieldErrors => ({
    ...fixed(values),
    ...customFieldErrors(values.custom, contact, context.fields, context.country),
  });
}

/** Which field a server message is about, so it can also sit under that field. */
export function fieldOfMessage(message: string, fields: readonly ContactField[] = []): string | null {
  if (message.startsWith("El nombre")) return "name";
  if (message.startsWith("El teléfono") || message === CONTACT_MESSAGES.phoneTaken) return "phoneNumber";
  if (message === CONTACT_MESSAGES.emailInvalid) return "email";
  if (message === CONTACT_MESSAGES.addressTooLong) return "address";
  if (message === CONTACT_MESSAGES.optInInvalid) return "optIn";
  // The custom fields' messages name the field: "El campo Nivel es obligatorio".
  const field = fields.find((candidate) => message.startsWith(`El campo ${candidate.name} `));
  return field ? `custom.${field.key}` : null;
}
