import { z } from "zod";
import type { PhoneCountry } from "../business-constants.js";
import { CONTACT_FIELD_MAX_LENGTH } from "../contact-fields.js";
import { PHONE_MAX_LENGTH } from "../phone-digits.js";
import { normalizePhone } from "../phones.js";
import { businessIdInput, recordIdInput, recordOfBusinessBody } from "./settings.schema.js";

/** What a custom contact field holds; each has its own input on the contact form and its own check. */
export const CONTACT_FIELD_TYPES = ["text", "number", "date", "list", "yesno", "email", "phone"] as const;
export type ContactFieldType = (typeof CONTACT_FIELD_TYPES)[number];
export const CONTACT_FIELD_TYPE_NAMES: Record<ContactFieldType, string> = {
  text: "Texto",
  number: "Número",
  date: "Fecha",
  list: "Lista de valores",
  yesno: "Sí / No",
  email: "Correo electrónico",
  phone: "Teléfono",
};

export const CONTACT_FIELD_KEY_MAX_LENGTH = 40;
/** Lower-case letters, digits and underscores, starting with a letter: safe as a CSV header and a JSON key. */
export const CONTACT_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;
export const CONTACT_FIELD_NAME_MAX_LENGTH = 60;
export const CONTACT_FIELD_OPTION_MAX_LENGTH = 60;
export const CONTACT_FIELD_OPTIONS_MAX = 50;
/** Fields a business may define: the contact form shows them all. */
export const CONTACT_FIELDS_PER_BUSINESS_MAX = 50;

export const CONTACT_FIELD_MESSAGES = {
  idInvalid: "El identificador del campo no es válido",
  keyRequired: "La clave del campo es obligatoria",
  keyInvalid:
    "La clave solo puede tener minúsculas sin acentos, números y guiones bajos, y empieza con una letra",
  keyTooLong: `La clave no puede tener más de ${CONTACT_FIELD_KEY_MAX_LENGTH} caracteres`,
  keyTaken: "Ya existe un campo con esa clave",
  keyFixed: "La clave de un campo no se puede cambiar",
  nameRequired: "El nombre del campo es obligatorio",
  nameTooLong: `El nombre no puede tener más de ${CONTACT_FIELD_NAME_MAX_LENGTH} caracteres`,
  nameTaken: "Ya existe un campo con ese nombre",
  typeInvalid: "Elige uno de los tipos de la lista",
  typeInUse: "El tipo no se puede cambiar porque hay contactos con este campo lleno",
  requiredInvalid: "Indica si el campo es obligatorio",
  optionsRequired: "Una lista necesita al menos un valor",
  optionsTooMany: `Una lista puede tener hasta ${CONTACT_FIELD_OPTIONS_MAX} valores`,
  optionTooLong: `Cada valor puede tener hasta ${CONTACT_FIELD_OPTION_MAX_LENGTH} caracteres`,
  optionEmpty: "Los valores de la lista no pueden estar vacíos",
  optionTwice: "Los valores de la lista no se pueden repetir",
  optionInUse: (option: string) => `Hay contactos con el valor «${option}»: no se puede quitar de la lista`,
  tooManyInBusiness: `La empresa puede tener hasta ${CONTACT_FIELDS_PER_BUSINESS_MAX} campos`,
  orderInvalid: "El orden de los campos no es válido",
  orderIncomplete: "El orden debe incluir cada campo de la empresa una vez",
  valuesInvalid: "Los campos personalizados no son válidos",
  unknownField: (key: string) => `El campo «${key}» no existe`,
  required: (name: string) => `El campo ${name} es obligatorio`,
  textTooLong: (name: string) =>
    `El campo ${name} no puede tener más de ${CONTACT_FIELD_MAX_LENGTH} caracteres`,
  numberInvalid: (name: string) => `El campo ${name} debe ser un número`,
  dateInvalid: (name: string) => `El campo ${name} debe ser una fecha (AAAA-MM-DD)`,
  listInvalid: (name: string) => `El campo ${name} debe ser uno de los valores de su lista`,
  yesnoInvalid: (name: string) => `El campo ${name} debe ser Sí o No`,
  emailInvalid: (name: string) => `El campo ${name} debe ser un correo electrónico válido`,
  phoneInvalid: (name: string) => `El campo ${name} debe ser un teléfono válido`,
  saved: "Campo guardado",
  removed: "Campo eliminado",
  reordered: "Orden guardado",
} as const;

export const contactFieldSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  type: z.enum(CONTACT_FIELD_TYPES),
  /** The values a "list" field offers, in the order shown; empty for every other type. */
  options: z.array(z.string()),
  required: z.boolean(),
  /** 1 for the first field on the contact form. */
  position: z.number().int(),
});
export type ContactField = z.infer<typeof contactFieldSchema>;
export const contactFieldListSchema = z.array(contactFieldSchema);

const optionsInput = z
  .array(
    z
      .string({ error: CONTACT_FIELD_MESSAGES.optionEmpty })
      .trim()
      .min(1, { error: CONTACT_FIELD_MESSAGES.optionEmpty })
      .max(CONTACT_FIELD_OPTION_MAX_LENGTH, { error: CONTACT_FIELD_MESSAGES.optionTooLong }),
    { error: CONTACT_FIELD_MESSAGES.optionsRequired },
  )
  .max(CONTACT_FIELD_OPTIONS_MAX, { error: CONTACT_FIELD_MESSAGES.optionsTooMany })
  .nullish()
  .transform((value) => value ?? []);

/** Creates a field (last on the form), or changes one when id is given; its key never changes. */
export const saveContactFieldBodySchema = z
  .object({
    id: recordIdInput(CONTACT_FIELD_MESSAGES.idInvalid)
      .nullish()
      .transform((value) => value ?? undefined),
    key: z
      .string({ error: CONTACT_FIELD_MESSAGES.keyRequired })
      .trim()
      .min(1, { error: CONTACT_FIELD_MESSAGES.keyRequired, abort: true })
      .max(CONTACT_FIELD_KEY_MAX_LENGTH, { error: CONTACT_FIELD_MESSAGES.keyTooLong, abort: true })
      .regex(CONTACT_FIELD_KEY_PATTERN, { error: CONTACT_FIELD_MESSAGES.keyInvalid }),
    name: z
      .string({ error: CONTACT_FIELD_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: CONTACT_FIELD_MESSAGES.nameRequired })
      .max(CONTACT_FIELD_NAME_MAX_LENGTH, { error: CONTACT_FIELD_MESSAGES.nameTooLong }),
    type: z.enum(CONTACT_FIELD_TYPES, { error: CONTACT_FIELD_MESSAGES.typeInvalid }),
    options: optionsInput,
    required: z
      .boolean({ error: CONTACT_FIELD_MESSAGES.requiredInvalid })
      .nullish()
      .transform((value) => value ?? false),
    business_id: businessIdInput,
  })
  .superRefine((field, ctx) => {
    if (field.type !== "list") return;
    if (field.options.length === 0)
      ctx.addIssue({ code: "custom", message: CONTACT_FIELD_MESSAGES.optionsRequired, path: ["options"] });
    const seen = new Set<string>();
    for (const option of field.options) {
      const folded = option.toLocaleLowerCase("es");
      if (seen.has(folded)) {
        ctx.addIssue({ code: "custom", message: CONTACT_FIELD_MESSAGES.optionTwice, path: ["options"] });
        return;
      }
      seen.add(folded);
    }
  })
  .transform((field) => ({ ...field, options: field.type === "list" ? field.options : [] }));
export type SaveContactFieldBody = z.input<typeof saveContactFieldBodySchema>;
export type SaveContactField = z.output<typeof saveContactFieldBodySchema>;

export const removeContactFieldBodySchema = recordOfBusinessBody(CONTACT_FIELD_MESSAGES.idInvalid);
/** How many contacts had a value in the removed field (their values go with it). */
export const removeContactFieldAnswerSchema = z.object({ clearedContacts: z.number().int() });

/** Every field of the business, once each, in their new order. */
export const reorderContactFieldsBodySchema = z.object({
  ids: z
    .array(recordIdInput(CONTACT_FIELD_MESSAGES.orderInvalid), { error: CONTACT_FIELD_MESSAGES.orderInvalid })
    .min(1, { error: CONTACT_FIELD_MESSAGES.orderIncomplete })
    .max(CONTACT_FIELDS_PER_BUSINESS_MAX, { error: CONTACT_FIELD_MESSAGES.orderIncomplete }),
  business_id: businessIdInput,
});
export type ReorderContactFieldsBody = z.input<typeof reorderContactFieldsBodySchema>;

/** A stored value: a date is "AAAA-MM-DD", a phone E.164, a list's value one of its options. */
export type ContactFieldValue = string | number | boolean;
export type ContactFieldValues = Record<string, ContactFieldValue>;
export const contactFieldValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/**
 * The values a contact form or an API call sends, keyed by field key; null or "" clears a value. Their meaning
 * depends on the business's fields, so the shape is checked here and the values by readFieldValues.
 */
export const contactFieldValuesInput = z
  .record(
    z.string().max(CONTACT_FIELD_KEY_MAX_LENGTH, { error: CONTACT_FIELD_MESSAGES.valuesInvalid }),
    z.union(
      [z.string().max(PHONE_MAX_LENGTH + CONTACT_FIELD_MAX_LENGTH), z.number(), z.boolean(), z.null()],
      {
        error: CONTACT_FIELD_MESSAGES.valuesInvalid,
      },
    ),
    { error: CONTACT_FIELD_MESSAGES.valuesInvalid },
  )
  .refine((values) => Object.keys(values).length <= CONTACT_FIELDS_PER_BUSINESS_MAX, {
    error: CONTACT_FIELD_MESSAGES.valuesInvalid,
  })
  .optional();

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const emailShape = z.email();
const YES = new Set(["si", "sí", "s", "yes", "y", "true", "1", "verdadero"]);
const NO = new Set(["no", "n", "false", "0", "falso"]);

function realDate(text: string): string | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const same =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? text : null;
}

/** A number as a person types it: "1234.5", "1,234.5" or "1234,5" (a lone comma is the decimal one). */
function numberOf(text: string): number | null {
  const compact = text.replace(/\s/g, "");
  const normal = /^-?\d+,\d+$/.test(compact) ? compact.replace(",", ".") : compact.replace(/,/g, "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normal)) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

type Read = { value: ContactFieldValue } | { error: string } | { empty: true };

/** One value checked against its field: what is stored, or why it cannot be. */
export function readFieldValue(
  field: Pick<ContactField, "name" | "type" | "options">,
  raw: string | number | boolean | null | undefined,
  country: PhoneCountry,
): Read {
  if (raw === null || raw === undefined) return { empty: true };
  const text = typeof raw === "string" ? raw.trim() : String(raw);
  if (text === "") return { empty: true };
  const { name } = field;
  switch (field.type) {
    case "text":
      return text.length > CONTACT_FIELD_MAX_LENGTH
        ? { error: CONTACT_FIELD_MESSAGES.textTooLong(name) }
        : { value: text };
    case "number": {
      const value = typeof raw === "number" ? (Number.isFinite(raw) ? raw : null) : numberOf(text);
      return value === null ? { error: CONTACT_FIELD_MESSAGES.numberInvalid(name) } : { value };
    }
    case "date": {
      const value = realDate(text);
      return value === null ? { error: CONTACT_FIELD_MESSAGES.dateInvalid(name) } : { value };
    }
    case "list": {
      const folded = text.toLocaleLowerCase("es");
      const option = field.options.find((candidate) => candidate.toLocaleLowerCase("es") === folded);
      return option === undefined ? { error: CONTACT_FIELD_MESSAGES.listInvalid(name) } : { value: option };
    }
    case "yesno": {
      if (typeof raw === "boolean") return { value: raw };
      const folded = text.toLocaleLowerCase("es");
      if (YES.has(folded)) return { value: true };
      if (NO.has(folded)) return { value: false };
      return { error: CONTACT_FIELD_MESSAGES.yesnoInvalid(name) };
    }
    case "email":
      return text.length <= CONTACT_FIELD_MAX_LENGTH && emailShape.safeParse(text).success
        ? { value: text }
        : { error: CONTACT_FIELD_MESSAGES.emailInvalid(name) };
    case "phone": {
      const phone = text.length <= PHONE_MAX_LENGTH ? normalizePhone(text, country) : null;
      return phone === null ? { error: CONTACT_FIELD_MESSAGES.phoneInvalid(name) } : { value: phone };
    }
  }
}

export type FieldValuesRead = {
  /** Values to write, by key. */
  set: ContactFieldValues;
  /** Keys sent empty: their values are removed. */
  cleared: string[];
  /** The first problem of each field that has one, by key, in the fields' order. */
  errors: Record<string, string>;
};

/**
 * The values sent for a contact, checked against the business's fields. A new contact (`creating`) needs every
 * required field; an edit keeps what it does not send but may not empty a required field.
 */
export function readFieldValues(
  fields: readonly ContactField[],
  sent: Record<string, string | number | boolean | null>,
  options: { country: PhoneCountry; creating: boolean },
): FieldValuesRead {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const read: FieldValuesRead = { set: {}, cleared: [], errors: {} };
  for (const key of Object.keys(sent)) {
    if (!byKey.has(key)) read.errors[key] = CONTACT_FIELD_MESSAGES.unknownField(key);
  }
  for (const field of fields) {
    const present = Object.hasOwn(sent, field.key);
    if (!present) {
      if (options.creating && field.required)
        read.errors[field.key] = CONTACT_FIELD_MESSAGES.required(field.name);
      continue;
    }
    const result = readFieldValue(field, sent[field.key], options.country);
    if ("error" in result) read.errors[field.key] = result.error;
    else if ("value" in result) read.set[field.key] = result.value;
    else if (field.required) read.errors[field.key] = CONTACT_FIELD_MESSAGES.required(field.name);
    else read.cleared.push(field.key);
  }
  return read;
}

/** A stored value as the CSV export and the contact detail print it. */
export function formatFieldValue(value: ContactFieldValue | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "boolean") return value ? "Sí" : "No";
  return String(value);
}
