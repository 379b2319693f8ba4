import {
  addContactBodySchema,
  CONTACT_DETAIL_FIELDS,
  CONTACT_MESSAGES,
  type ContactDetail,
  modifyContactBodySchema,
} from "@consola/shared";
import type { InputPattern } from "../../../lib/forms/input-patterns";
import { schemaResolver } from "../../../lib/forms/schema-resolver";
import type { ContactPrefill } from "../../../lib/url/contact-prefill";

/** The contact's further fields, shown side by side; the comments, longer, get a box of their own. */
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
} & Record<DetailField, string>;

/** The spec's input pattern of each field (section 5); fields not listed take free text. */
export const FIELD_PATTERNS: Partial<Record<keyof ContactFormValues, InputPattern>> = {
  name: "name",
  fullName: "name",
  channelPhone: "digits",
  brokerId: "alphanumeric",
  address: "address",
  lineOfBusiness: "address",
  commercialZone: "address",
  profile: "address",
  commercialReason: "address",
  company: "address",
  classification: "address",
};

/** A contact's values to edit; a new one's start empty or with what another screen sent (a shared card). */
export function initialValues(
  contact: ContactDetail | null,
  prefill: ContactPrefill | null = null,
): ContactFormValues {
  return {
    name: contact?.name ?? prefill?.name ?? "",
    phoneNumber: contact?.phoneNumber ?? prefill?.phoneNumber ?? "",
    email: contact?.email ?? prefill?.email ?? "",
    address: contact?.address ?? "",
    comments: contact?.comments ?? "",
    fullName: contact?.fullName ?? "",
    channelPhone: contact?.channelPhone ?? "",
    brokerId: contact?.brokerId ?? "",
    lineOfBusiness: contact?.lineOfBusiness ?? "",
    commercialZone: contact?.commercialZone ?? "",
    profile: contact?.profile ?? "",
    commercialReason: contact?.commercialReason ?? "",
    company: contact?.company ?? prefill?.company ?? "",
    classification: contact?.classification ?? "",
  };
}

/**
 * The form checked as AddContact's body (ModifyContact's, with the id, when editing): the server's rules and
 * Spanish texts. The phone input keeps a lone "+" once its digits are erased, which is no phone at all.
 */
export function contactFormErrors(contact: ContactDetail | null) {
  return schemaResolver<ContactFormValues>(contact ? modifyContactBodySchema : addContactBodySchema, {
    body: (values) => ({
      ...values,
      phoneNumber: values.phoneNumber === "+" ? "" : values.phoneNumber,
      ...(contact ? { id: contact.id } : {}),
    }),
  });
}

/** Which field a server message is about, so it can also sit under that field. */
export function fieldOfMessage(message: string): keyof ContactFormValues | null {
  if (message.startsWith("El nombre")) return "name";
  if (message.startsWith("El teléfono") || message === CONTACT_MESSAGES.phoneTaken) return "phoneNumber";
  if (message === CONTACT_MESSAGES.emailInvalid) return "email";
  if (message === CONTACT_MESSAGES.addressTooLong) return "address";
  return null;
}
