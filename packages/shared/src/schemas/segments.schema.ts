import { z } from "zod";
import { CONTACT_FIELD_KEY_MAX_LENGTH, type ContactFieldType } from "./contact-fields.schema.js";
import { LABEL_MATCHES, LABEL_MESSAGES, LABELS_PER_RECORD_MAX } from "./labels.schema.js";
import { optionalIdInput, recordIdInput } from "./settings.schema.js";

export const SEGMENT_NAME_MAX_LENGTH = 60;
/** Segments a business may keep: its list shows them all. */
export const SEGMENTS_PER_BUSINESS_MAX = 100;
/** Custom-field conditions one segment may combine. */
export const SEGMENT_FIELD_CONDITIONS_MAX = 10;
export const SEGMENT_TEXT_MAX_LENGTH = 100;
export const SEGMENT_INBOUND_DAYS_MAX = 3_650;
/** Contacts a preview shows under the count. */
export const SEGMENT_PREVIEW_ROWS = 10;

/** How a custom-field condition compares; which ones a field takes depends on its type. */
export const SEGMENT_FIELD_OPERATORS = ["equals", "contains", "before", "after", "empty", "filled"] as const;
export type SegmentFieldOperator = (typeof SEGMENT_FIELD_OPERATORS)[number];
export const SEGMENT_FIELD_OPERATOR_NAMES: Record<SegmentFieldOperator, string> = {
  equals: "es igual a",
  contains: "contiene",
  before: "es menor o anterior a",
  after: "es mayor o posterior a",
  empty: "está vacío",
  filled: "tiene un valor",
};

/** The operators a field of each type takes: ranges on dates and numbers, "contains" on texts. */
export const SEGMENT_OPERATORS_BY_TYPE: Record<ContactFieldType, readonly SegmentFieldOperator[]> = {
  text: ["equals", "contains", "empty", "filled"],
  email: ["equals", "contains", "empty", "filled"],
  phone: ["equals", "contains", "empty", "filled"],
  number: ["equals", "before", "after", "empty", "filled"],
  date: ["equals", "before", "after", "empty", "filled"],
  list: ["equals", "empty", "filled"],
  yesno: ["equals", "empty", "filled"],
};

/** The operators that compare with a value (the others only ask whether there is one). */
export const SEGMENT_OPERATORS_WITH_VALUE: readonly SegmentFieldOperator[] = [
  "equals",
  "contains",
  "before",
  "after",
];

export const SEGMENT_OPT_INS = ["any", "in", "out"] as const;
export const SEGMENT_CHANNELS = ["any", "whatsapp", "sms"] as const;
export const SEGMENT_OPEN_CHATS = ["any", "yes", "no"] as const;

export const SEGMENT_MESSAGES = {
  idInvalid: "El identificador del segmento no es válido",
  nameRequired: "El nombre del segmento es obligatorio",
  nameTooLong: `El nombre no puede tener más de ${SEGMENT_NAME_MAX_LENGTH} caracteres`,
  nameTaken: "Ya existe un segmento con ese nombre",
  tooManyInBusiness: `La empresa puede tener hasta ${SEGMENTS_PER_BUSINESS_MAX} segmentos`,
  conditionsInvalid: "Las condiciones del segmento no son válidas",
  tooManyFieldConditions: `Un segmento puede combinar hasta ${SEGMENT_FIELD_CONDITIONS_MAX} condiciones de campos`,
  operatorInvalid: "Elige una de las comparaciones de la lista",
  operatorForType: (name: string, operator: string) =>
    `El campo ${name} no se puede comparar con «${operator}»`,
  valueRequired: (name: string) => `Escribe el valor con el que se compara el campo ${name}`,
  textTooLong: `El texto buscado puede tener hasta ${SEGMENT_TEXT_MAX_LENGTH} caracteres`,
  optInInvalid: "Elige si el contacto acepta mensajes, no los acepta o cualquiera",
  channelInvalid: "Elige WhatsApp, SMS o cualquier canal",
  openChatInvalid: "Elige si tiene un chat abierto, no lo tiene o cualquiera",
  inboundDaysInvalid: `Los días deben ser un número entero entre 1 y ${SEGMENT_INBOUND_DAYS_MAX}`,
  dateInvalid: "La fecha debe tener el formato AAAA-MM-DD",
  datesReversed: "La fecha inicial no puede ser posterior a la final",
  unknownSegment: "El segmento no existe",
  saved: "Segmento guardado",
  removed: "Segmento eliminado",
} as const;

const dayInput = z
  .string({ error: SEGMENT_MESSAGES.dateInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: SEGMENT_MESSAGES.dateInvalid })
  .nullish()
  .transform((value) => value ?? undefined);

export const segmentFieldConditionSchema = z.object({
  key: z
    .string({ error: SEGMENT_MESSAGES.conditionsInvalid })
    .min(1, { error: SEGMENT_MESSAGES.conditionsInvalid })
    .max(CONTACT_FIELD_KEY_MAX_LENGTH, { error: SEGMENT_MESSAGES.conditionsInvalid }),
  operator: z.enum(SEGMENT_FIELD_OPERATORS, { error: SEGMENT_MESSAGES.operatorInvalid }),
  value: z
    .union(
      [
        z.string().max(SEGMENT_TEXT_MAX_LENGTH, { error: SEGMENT_MESSAGES.textTooLong }),
        z.number(),
        z.boolean(),
      ],
      {
        error: SEGMENT_MESSAGES.conditionsInvalid,
      },
    )
    .nullish()
    .transform((value) => value ?? null),
});
export type SegmentFieldCondition = z.output<typeof segmentFieldConditionSchema>;

/**
 * Who belongs to a segment: every condition given must hold. Custom-field values are checked against the
 * business's fields by the server (their types decide what a comparison means).
 */
export const segmentConditionsSchema = z
  .object(
    {
      labelIds: z
        .array(recordIdInput(LABEL_MESSAGES.labelsInvalid), { error: LABEL_MESSAGES.labelsInvalid })
        .max(LABELS_PER_RECORD_MAX, { error: LABEL_MESSAGES.tooManyInRequest })
        .nullish()
        .transform((ids) => [...new Set(ids ?? [])]),
      labelMatch: z
        .enum(LABEL_MATCHES, { error: LABEL_MESSAGES.labelsInvalid })
        .nullish()
        .transform((v) => v ?? "any"),
      fields: z
        .array(segmentFieldConditionSchema, { error: SEGMENT_MESSAGES.conditionsInvalid })
        .max(SEGMENT_FIELD_CONDITIONS_MAX, { error: SEGMENT_MESSAGES.tooManyFieldConditions })
        .nullish()
        .transform((fields) => fields ?? []),
      optIn: z
        .enum(SEGMENT_OPT_INS, { error: SEGMENT_MESSAGES.optInInvalid })
        .nullish()
        .transform((v) => v ?? "any"),
      channel: z
        .enum(SEGMENT_CHANNELS, { error: SEGMENT_MESSAGES.channelInvalid })
        .nullish()
        .transform((v) => v ?? "any"),
      /** The contact wrote within this many days. */
      inboundWithinDays: z
        .number({ error: SEGMENT_MESSAGES.inboundDaysInvalid })
        .int({ error: SEGMENT_MESSAGES.inboundDaysInvalid })
        .min(1, { error: SEGMENT_MESSAGES.inboundDaysInvalid })
        .max(SEGMENT_INBOUND_DAYS_MAX, { error: SEGMENT_MESSAGES.inboundDaysInvalid })
        .nullish()
        .transform((v) => v ?? undefined),
      openChat: z
        .enum(SEGMENT_OPEN_CHATS, { error: SEGMENT_MESSAGES.openChatInvalid })
        .nullish()
        .transform((v) => v ?? "any"),
      /** Registered on or after this day, on the business's clock. */
      createdFrom: dayInput,
      /** Registered on or before this day, on the business's clock. */
      createdTo: dayInput,
    },
    { error: SEGMENT_MESSAGES.conditionsInvalid },
  )
  .refine(
    (conditions) =>
      !conditions.createdFrom || !conditions.createdTo || conditions.createdFrom <= conditions.createdTo,
    {
      error: SEGMENT_MESSAGES.datesReversed,
    },
  );
export type SegmentConditionsBody = z.input<typeof segmentConditionsSchema>;
export type SegmentConditions = z.output<typeof segmentConditionsSchema>;

export const segmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  conditions: z.object({
    labelIds: z.array(z.number().int()),
    labelMatch: z.enum(LABEL_MATCHES),
    fields: z.array(
      z.object({
        key: z.string(),
        operator: z.enum(SEGMENT_FIELD_OPERATORS),
        value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
      }),
    ),
    optIn: z.enum(SEGMENT_OPT_INS),
    channel: z.enum(SEGMENT_CHANNELS),
    inboundWithinDays: z.number().int().optional(),
    openChat: z.enum(SEGMENT_OPEN_CHATS),
    createdFrom: z.string().optional(),
    createdTo: z.string().optional(),
  }),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;
export const segmentListSchema = z.array(segmentSchema);

export const saveSegmentBodySchema = z.object({
  id: recordIdInput(SEGMENT_MESSAGES.idInvalid)
    .nullish()
    .transform((value) => value ?? undefined),
  name: z
    .string({ error: SEGMENT_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: SEGMENT_MESSAGES.nameRequired })
    .max(SEGMENT_NAME_MAX_LENGTH, { error: SEGMENT_MESSAGES.nameTooLong }),
  conditions: segmentConditionsSchema,
});
export type SaveSegmentBody = z.input<typeof saveSegmentBodySchema>;

export const removeSegmentBodySchema = z.object({ id: recordIdInput(SEGMENT_MESSAGES.idInvalid) });
export const removeSegmentAnswerSchema = z.object({ id: z.number().int() });

/** CountSegment: the conditions being built, before they are saved. */
export const countSegmentBodySchema = z.object({ conditions: segmentConditionsSchema });
export type CountSegmentBody = z.input<typeof countSegmentBodySchema>;

/** A list or an export narrowed to a saved segment's members. */
export const segmentIdInput = optionalIdInput(SEGMENT_MESSAGES.idInvalid);
