import { z } from "zod";
import {
  businessIdInput,
  optionalTextInput,
  recordIdInput,
  recordOfBusinessBody,
} from "./settings.schema.js";

/**
 * The colours a label may take: names of the console's palette, each shown as a light tint with dark text that
 * keeps AA contrast whatever the business's own colours are (the web's label chip).
 */
export const LABEL_COLORS = [
  "gray",
  "red",
  "pink",
  "grape",
  "violet",
  "indigo",
  "blue",
  "cyan",
  "teal",
  "green",
  "lime",
  "yellow",
  "orange",
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const LABEL_NAME_MAX_LENGTH = 40;
export const LABEL_DESCRIPTION_MAX_LENGTH = 200;
/** Labels one contact or chat may carry: a row chip list stays readable, a filter stays cheap. */
export const LABELS_PER_RECORD_MAX = 20;
/** Labels a business may define: its pickers list them all at once. */
export const LABELS_PER_BUSINESS_MAX = 200;

export const LABEL_MESSAGES = {
  nameRequired: "El nombre de la etiqueta es obligatorio",
  nameTooLong: `El nombre no puede tener más de ${LABEL_NAME_MAX_LENGTH} caracteres`,
  descriptionTooLong: `La descripción no puede tener más de ${LABEL_DESCRIPTION_MAX_LENGTH} caracteres`,
  colorInvalid: "Elige uno de los colores de la lista",
  activeInvalid: "Indica si la etiqueta está activa",
  idInvalid: "El identificador de la etiqueta no es válido",
  labelsInvalid: "La lista de etiquetas no es válida",
  tooManyInRequest: `Se pueden cambiar hasta ${LABELS_PER_RECORD_MAX} etiquetas a la vez`,
  tooManyOnRecord: `Un contacto o un chat puede llevar hasta ${LABELS_PER_RECORD_MAX} etiquetas`,
  tooManyInBusiness: `La empresa puede tener hasta ${LABELS_PER_BUSINESS_MAX} etiquetas`,
  nameTaken: "Ya existe una etiqueta con ese nombre",
  unknownLabel: "Una de las etiquetas no existe o está desactivada",
  contactInvalid: "El identificador del contacto no es válido",
  conversationInvalid: "El identificador del chat no es válido",
  saved: "Etiqueta guardada",
  removed: "Etiqueta eliminada",
  deactivatedInUse: "La etiqueta está puesta en contactos o chats: se desactivó para no quitarla de ellos",
  applied: "Etiquetas actualizadas",
} as const;

export const labelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.enum(LABEL_COLORS),
  description: z.string(),
  active: z.boolean(),
});
export type Label = z.infer<typeof labelSchema>;
export const labelListSchema = z.array(labelSchema);

/** Creates a label (active unless said otherwise), or changes it when id is given. */
export const saveLabelBodySchema = z.object({
  id: recordIdInput(LABEL_MESSAGES.idInvalid)
    .nullish()
    .transform((value) => value ?? undefined),
  name: z
    .string({ error: LABEL_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: LABEL_MESSAGES.nameRequired })
    .max(LABEL_NAME_MAX_LENGTH, { error: LABEL_MESSAGES.nameTooLong }),
  color: z.enum(LABEL_COLORS, { error: LABEL_MESSAGES.colorInvalid }),
  description: optionalTextInput(LABEL_DESCRIPTION_MAX_LENGTH, LABEL_MESSAGES.descriptionTooLong),
  active: z
    .boolean({ error: LABEL_MESSAGES.activeInvalid })
    .nullish()
    .transform((value) => value ?? true),
  business_id: businessIdInput,
});
export type SaveLabelBody = z.input<typeof saveLabelBodySchema>;
export type SaveLabel = z.output<typeof saveLabelBodySchema>;

export const removeLabelBodySchema = recordOfBusinessBody(LABEL_MESSAGES.idInvalid);

/** Deleted outright, or only deactivated because contacts or chats carry it. */
export const removeLabelAnswerSchema = z.object({ outcome: z.enum(["deleted", "deactivated"]) });

const labelIdsInput = z
  .array(recordIdInput(LABEL_MESSAGES.labelsInvalid), { error: LABEL_MESSAGES.labelsInvalid })
  .max(LABELS_PER_RECORD_MAX, { error: LABEL_MESSAGES.tooManyInRequest })
  .nullish()
  .transform((value) => [...new Set(value ?? [])]);

/**
 * Labels added to and taken from one record, rather than its whole new list: two consoles labelling the same
 * chat at once both keep their change, and sending the same request twice changes nothing more.
 */
const labelChange = { add: labelIdsInput, remove: labelIdsInput };

export const labelContactBodySchema = z.object({
  contactId: recordIdInput(LABEL_MESSAGES.contactInvalid),
  ...labelChange,
});
export type LabelContactBody = z.input<typeof labelContactBodySchema>;

export const labelChatBodySchema = z.object({
  conversationId: recordIdInput(LABEL_MESSAGES.conversationInvalid),
  ...labelChange,
});
export type LabelChatBody = z.input<typeof labelChatBodySchema>;

/** A record's labels after a change, in the order they were defined. */
export const recordLabelsSchema = z.object({ id: z.number().int(), labelIds: z.array(z.number().int()) });
export type RecordLabels = z.infer<typeof recordLabelsSchema>;

/** How a list's label filter combines its labels: rows with any of them, or rows with all of them. */
export const LABEL_MATCHES = ["any", "all"] as const;
export type LabelMatch = (typeof LABEL_MATCHES)[number];

/**
 * A list's label filter as a JSON body or a query string sends it: ids as a list, or as "3,7" (a query string's
 * one value); missing or empty means no filter.
 */
export const labelFilterInput = {
  labelIds: z
    .union(
      [
        z.array(recordIdInput(LABEL_MESSAGES.labelsInvalid)),
        z
          .string()
          .trim()
          .regex(/^(\d{1,10}(,\d{1,10})*)?$/, { error: LABEL_MESSAGES.labelsInvalid })
          .transform((text) => (text === "" ? [] : text.split(",").map(Number))),
      ],
      { error: LABEL_MESSAGES.labelsInvalid },
    )
    .pipe(
      z
        .array(z.number().int().min(1, { error: LABEL_MESSAGES.labelsInvalid }))
        .max(LABELS_PER_RECORD_MAX, { error: LABEL_MESSAGES.tooManyInRequest }),
    )
    .optional()
    .transform((ids) => (ids && ids.length > 0 ? [...new Set(ids)] : undefined)),
  labelMatch: z.enum(LABEL_MATCHES, { error: LABEL_MESSAGES.labelsInvalid }).default("any"),
};
