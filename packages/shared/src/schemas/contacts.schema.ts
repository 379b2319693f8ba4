import { z } from "zod";
import { CONTACTS_PAGE_SIZE } from "../constants.js";
import {
  CONTACT_DETAIL_FIELDS,
  CONTACT_FIELD_MAX_LENGTH,
  CONTACT_REGISTER_TYPES,
} from "../contact-fields.js";
import { MESSAGES } from "../messages.js";
import { PHONE_MAX_LENGTH } from "../phone-digits.js";
import { normalizePhone } from "../phones.js";
import { contactFieldValuesInput, contactFieldValuesSchema } from "./contact-fields.schema.js";
import { labelFilterInput } from "./labels.schema.js";
import { listCountSchema } from "./list-count.schema.js";
import { segmentIdInput } from "./segments.schema.js";
import {
  commaIdsInput,
  PAGE_MESSAGES,
  pageInput,
  recordIdInput,
  searchTextInput,
} from "./settings.schema.js";

export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_ADDRESS_MAX_LENGTH = 250;
export const CONTACT_SEARCH_MAX_LENGTH = 100;
export const CONTACTS_MAX_TAKE = 200;
/**
 * Letters of any language (accents, ñ, ü included), spaces, hyphens and apostrophes: the spec's name input
 * pattern, widened for "Pérez-Núñez" and "O'Brien" (decision 008).
 */
export const CONTACT_NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

const tooLong = (label: string, max: number) => `El campo ${label} no puede tener más de ${max} caracteres`;

export const CONTACT_MESSAGES = {
  nameRequired: "El nombre es obligatorio",
  nameLettersOnly: "El nombre solo puede contener letras, espacios, guiones y apóstrofos",
  nameTooLong: `El nombre no puede tener más de ${CONTACT_NAME_MAX_LENGTH} caracteres`,
  phoneRequired: "El teléfono es obligatorio",
  phoneInvalid: "El teléfono no es válido",
  phoneTaken: "Ya existe un contacto con ese número",
  emailInvalid: MESSAGES.emailInvalid,
  addressTooLong: `La dirección no puede tener más de ${CONTACT_ADDRESS_MAX_LENGTH} caracteres`,
  fieldTooLong: tooLong,
  idInvalid: "El identificador del contacto no es válido",
  searchTooLong: PAGE_MESSAGES.searchTooLong(CONTACT_SEARCH_MAX_LENGTH),
  takeInvalid: PAGE_MESSAGES.takeOutOfRange(CONTACTS_MAX_TAKE),
  created: "Contacto agregado",
  updated: "Contacto actualizado",
  optedIn: "El contacto aceptó recibir mensajes",
  optedOut: "El contacto ya no recibirá mensajes",
  optInInvalid: "El campo Acepta mensajes debe ser sí o no",
  eraseConfirmRequired: "Escribe el número del contacto para confirmar",
  eraseConfirmMismatch: "El número escrito no es el del contacto",
  erased: (chats: number, messages: number) =>
    `Borramos el contacto con sus ${chats} ${chats === 1 ? "conversación" : "conversaciones"} y ${messages} ${messages === 1 ? "mensaje" : "mensajes"}, archivos incluidos`,
} as const;

/** Optional free text: omitted stays undefined (unchanged on edit), null is cleared to "". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `El campo ${label} no es válido` })
    .trim()
    .max(max, { error: tooLong(label, max) })
    .nullish()
    .transform((value) => (value === null ? "" : value));

const emailShape = z.email();

export const contactNameInput = z
  .string({ error: CONTACT_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: CONTACT_MESSAGES.nameRequired, abort: true })
  .max(CONTACT_NAME_MAX_LENGTH, { error: CONTACT_MESSAGES.nameTooLong, abort: true })
  .regex(CONTACT_NAME_PATTERN, { error: CONTACT_MESSAGES.nameLettersOnly });

/** Any way a person writes a number (default country MX), stored as E.164; 521… becomes 52…. */
export const contactPhoneInput = z
  .string({ error: CONTACT_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: CONTACT_MESSAGES.phoneRequired, abort: true })
  .max(PHONE_MAX_LENGTH, { error: CONTACT_MESSAGES.phoneInvalid, abort: true })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone === null) {
      ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

const detailFields = {
  fullName: optionalText(CONTACT_DETAIL_FIELDS.fullName.label, CONTACT_DETAIL_FIELDS.fullName.max),
  channelPhone: optionalText(
    CONTACT_DETAIL_FIELDS.channelPhone.label,
    CONTACT_DETAIL_FIELDS.channelPhone.max,
  ),
  comments: optionalText(CONTACT_DETAIL_FIELDS.comments.label, CONTACT_DETAIL_FIELDS.comments.max),
};

/** What the contact form sends (AddContact); unknown fields are ignored. */
export const contactFieldsSchema = z.object({
  name: contactNameInput,
  phoneNumber: contactPhoneInput,
  address: z
    .string({ error: CONTACT_MESSAGES.addressTooLong })
    .trim()
    .max(CONTACT_ADDRESS_MAX_LENGTH, { error: CONTACT_MESSAGES.addressTooLong })
    .nullish()
    .transform((value) => (value === null ? "" : value)),
  email: z
    .string({ error: CONTACT_MESSAGES.emailInvalid })
    .trim()
    .max(CONTACT_FIELD_MAX_LENGTH, { error: CONTACT_MESSAGES.emailInvalid })
    .refine((value) => value === "" || emailShape.safeParse(value).success, {
      error: CONTACT_MESSAGES.emailInvalid,
    })
    .nullish()
    .transform((value) => (value === null ? "" : value)),
  ...detailFields,
  customFields: contactFieldValuesInput,
});
/**
 * AddContact: the form's fields and whether the contact accepts messages (yes unless the form says no). Only a
 * new contact takes it: ModifyContact leaves consent to MakeOptIn and MakeOptOut.
 */
export const addContactBodySchema = contactFieldsSchema.extend({
  optIn: z.boolean({ error: CONTACT_MESSAGES.optInInvalid }).default(true),
});
export type AddContactBody = z.input<typeof addContactBodySchema>;
export type ContactFields = z.output<typeof contactFieldsSchema>;

/** ModifyContact: the same fields plus the id; an omitted optional field keeps its value. */
export const modifyContactBodySchema = contactFieldsSchema.extend({
  id: recordIdInput(CONTACT_MESSAGES.idInvalid),
});
export type ModifyContactBody = z.input<typeof modifyContactBodySchema>;

/**
 * ListAllContact and ListContact: search the start of the name's words (ignoring case and accents), or the start
 * or end of the number (docs/decisions/021).
 */
export const recentContactsBodySchema = z.object({
  search: searchTextInput(CONTACT_SEARCH_MAX_LENGTH, CONTACT_MESSAGES.searchTooLong),
  ...pageInput({
    defaultTake: CONTACTS_PAGE_SIZE,
    maxTake: CONTACTS_MAX_TAKE,
    takeMessage: CONTACT_MESSAGES.takeInvalid,
  }),
});

/** ListAllContact also filters by labels (contacts with any, or all, of them) and by a saved segment. */
export const listContactsBodySchema = recentContactsBodySchema.extend({
  ...labelFilterInput,
  segmentId: segmentIdInput,
});
export type ListContactsBody = z.input<typeof listContactsBodySchema>;

export const contactDetailQuerySchema = z.object({ contact_id: recordIdInput(CONTACT_MESSAGES.idInvalid) });
export type ContactDetailQuery = z.input<typeof contactDetailQuerySchema>;

export const contactOptBodySchema = z.object({ contactId: recordIdInput(CONTACT_MESSAGES.idInvalid) });
export type ContactOptBody = z.input<typeof contactOptBodySchema>;

/**
 * EraseContact (data protection: LFPDPPP, Ley 1581): the contact's number typed again confirms it; compared
 * digits only, so "+52 81 1234 5678" matches "+528112345678".
 */
export const eraseContactBodySchema = z.object({
  contactId: recordIdInput(CONTACT_MESSAGES.idInvalid),
  confirmPhone: z
    .string({ error: CONTACT_MESSAGES.eraseConfirmRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.eraseConfirmRequired })
    .max(40, { error: CONTACT_MESSAGES.eraseConfirmMismatch }),
});
export type EraseContactBody = z.input<typeof eraseContactBodySchema>;

export const eraseContactResultSchema = z.object({
  contactId: z.number().int(),
  conversations: z.number().int(),
  messages: z.number().int(),
  files: z.number().int(),
});
export type EraseContactResult = z.infer<typeof eraseContactResultSchema>;

export const contactListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  /** ISO 8601. */
  dateRegister: z.string(),
  typeRegister: z.enum(CONTACT_REGISTER_TYPES),
  optIn: z.boolean(),
  /** The business's labels on the contact (Label ids), sorted by id. */
  labelIds: z.array(z.number().int()),
});
export type ContactListItem = z.infer<typeof contactListItemSchema>;

// Re-exported from its own module: the chat lists' schema uses it without this file's phone validation.
export { type ListCount, listCountSchema } from "./list-count.schema.js";

export const contactPageSchema = listCountSchema.extend({ items: z.array(contactListItemSchema) });
export type ContactPage = z.infer<typeof contactPageSchema>;

/** ListContact: most recent conversation first; lastMessageAt is null for contacts never talked to. */
export const recentContactSchema = contactListItemSchema.extend({ lastMessageAt: z.string().nullable() });
export type RecentContact = z.infer<typeof recentContactSchema>;
export const recentContactPageSchema = listCountSchema.extend({ items: z.array(recentContactSchema) });
export type RecentContactPage = z.infer<typeof recentContactPageSchema>;

/**
 * How a contact's consent was last set: by a person of the business (a change, the new-contact form or an
 * import), or by the contact's own keyword.
 */
export const OPT_SOURCES = ["agent", "keyword", "form", "import"] as const;
export type OptSource = (typeof OPT_SOURCES)[number];
export const OPT_SOURCE_NAMES: Record<OptSource, string> = {
  agent: "Una persona de la empresa",
  keyword: "Palabra clave del contacto",
  form: "Registro manual",
  import: "Importación",
};

/** The last change of a contact's consent: how, and who when a person made it (null once they are gone). */
export const optChangeSchema = z.object({
  source: z.enum(OPT_SOURCES),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type OptChange = z.infer<typeof optChangeSchema>;

/** A consent change as the detail and the export say it: the way, and the person when one made it. */
export function optChangeText(change: { source: OptSource; by: { name: string } | null }): string {
  const how = OPT_SOURCE_NAMES[change.source];
  return change.by ? `${how} (${change.by.name})` : how;
}

export const contactDetailSchema = contactListItemSchema.extend({
  email: z.string(),
  fullName: z.string(),
  channelPhone: z.string(),
  comments: z.string(),
  /** The business's custom fields that have a value, by key. */
  customFields: contactFieldValuesSchema,
  optChangedAt: z.string().nullable(),
  /** How the consent last changed; null when it never did. */
  optChange: optChangeSchema.nullable(),
  updatedAt: z.string(),
  /** Whether the caller may add and remove this contact's labels (LabelContact's own rule). */
  mayLabel: z.boolean(),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

export const contactOptSchema = z.object({
  id: z.number().int(),
  optIn: z.boolean(),
  optChangedAt: z.string().nullable(),
  optChange: optChangeSchema.nullable(),
});
export type ContactOpt = z.infer<typeof contactOptSchema>;

/** The export's columns (spec section 9: name, phone, registration date, registration type). */
export const CONTACT_EXPORT_COLUMNS = [
  "Nombre",
  "Teléfono",
  "Fecha de registro",
  "Tipo de registro",
] as const;
export const CONTACT_EXPORT_FILE_NAME = "Contactos.csv";
/** The consent columns that close the export: whether the contact accepts messages, since when, and how. */
export const CONTACT_EXPORT_CONSENT_COLUMNS = [
  "Acepta mensajes",
  "Consentimiento cambiado",
  "Cambio de consentimiento",
] as const;

/** Contacts ExportContacts takes one by one, by id in the query (a hand-picked selection of the list). */
export const CONTACT_EXPORT_SELECTION_MAX = 500;

export const CONTACT_EXPORT_MESSAGES = {
  selectionInvalid: "La selección de contactos no es válida",
  selectionTooLarge: `Se pueden exportar hasta ${CONTACT_EXPORT_SELECTION_MAX} contactos elegidos uno por uno; para más, usa «todos los que coinciden»`,
} as const;

/**
 * ExportContacts: every contact, or those the list's filters match (search, labels, a saved segment), or a
 * selection of up to CONTACT_EXPORT_SELECTION_MAX by id (`contact_ids=4,9,12`).
 */
export const exportContactsQuerySchema = z.object({
  segment_id: segmentIdInput,
  search: searchTextInput(CONTACT_SEARCH_MAX_LENGTH, CONTACT_MESSAGES.searchTooLong),
  ...labelFilterInput,
  contact_ids: commaIdsInput(CONTACT_EXPORT_SELECTION_MAX, {
    invalid: CONTACT_EXPORT_MESSAGES.selectionInvalid,
    tooMany: CONTACT_EXPORT_MESSAGES.selectionTooLarge,
  }).optional(),
});
export type ExportContactsQuery = z.input<typeof exportContactsQuerySchema>;
