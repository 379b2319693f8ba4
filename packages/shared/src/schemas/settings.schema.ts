import { z } from "zod";
import { MESSAGES } from "../messages.js";

/** Largest id of an `integer` column. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A whole number sent as a JSON number or as digits (query strings are always text). Anything else, including
 * booleans, blanks and "1e3", is the given Spanish message instead of a coerced surprise.
 */
export const wholeNumberInput = (message: string, options: { min: number; max: number }) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,16}$/, { error: message }),
      ],
      { error: message },
    )
    .transform((value) => Number(value))
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .min(options.min, { error: message })
        .max(options.max, { error: message }),
    );

/** A record id: a positive integer that fits the column. */
export const recordIdInput = (message: string, max: number = MAX_RECORD_ID) =>
  wholeNumberInput(message, { min: 1, max });

/** An id that may be left out: missing and null both read as undefined (a new record, no cursor). */
export const optionalIdInput = (message: string) =>
  recordIdInput(message)
    .nullish()
    .transform((value) => value ?? undefined);

/** Free text that may be left out: trimmed, at most `max` characters; missing and null read as "". */
export const optionalTextInput = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value ?? "");

/** What a list's search box sends: trimmed; missing, null or blank means no filter (undefined). */
/**
 * Record ids in a query string, comma-separated (`4,9,12`), at most `max` of them: a selection small enough
 * for any proxy's request line. Each must be a record id; repeats count once.
 */
export const commaIdsInput = (max: number, messages: { invalid: string; tooMany: string }) =>
  z
    .string({ error: messages.invalid })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: messages.invalid })
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), {
      error: messages.invalid,
      abort: true,
    })
    .refine((ids) => ids.length <= max, { error: messages.tooMany });

export const searchTextInput = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => value || undefined);

export const BUSINESS_ID_INVALID = "El identificador de la empresa no es válido";

/** The business a platform admin names (business_id); business users may omit it or name their own. */
export const businessIdInput = optionalIdInput(BUSINESS_ID_INVALID);

/** A call about one record of a business, by its id (a platform admin names the business). */
export const recordOfBusinessBody = (idMessage: string) =>
  z.object({ id: recordIdInput(idMessage), business_id: businessIdInput });

export const businessIdQuerySchema = z.object({ business_id: businessIdInput });
export type BusinessIdQuery = z.input<typeof businessIdQuerySchema>;

/** GetColors' query: Id is the spec's name; business_id is how every other settings call names the business. */
export const getColorsQuerySchema = z.object({ Id: businessIdInput, business_id: businessIdInput });

export const PAGE_MESSAGES = {
  skipInvalid: "El número de registros a omitir no es válido",
  takeOutOfRange: (max: number) => `La cantidad de registros debe estar entre 1 y ${max}`,
  searchTooLong: (max: number) => `La búsqueda no puede tener más de ${max} caracteres`,
} as const;

/** Optional page window of a list: `take` rows after skipping `skip`. */
export const pageInput = (options: { defaultTake: number; maxTake: number; takeMessage: string }) => ({
  take: wholeNumberInput(options.takeMessage, { min: 1, max: options.maxTake })
    .nullish()
    .transform((value) => value ?? options.defaultTake),
  skip: wholeNumberInput(PAGE_MESSAGES.skipInvalid, { min: 0, max: MAX_RECORD_ID })
    .nullish()
    .transform((value) => value ?? 0),
});

// Quick answers (spec: /api/business/*QuicklyAnswer).

export const QUICK_ANSWER_MAX_LENGTH = 1_000;
export const QUICK_ANSWER_SHORTCUT_MAX_LENGTH = 30;
/** What a shortcut may hold: letters, digits, "-" and "_" (typed after "/" in the composer). */
export const QUICK_ANSWER_SHORTCUT_PATTERN = /^[\p{L}\p{N}_-]*$/u;

export const QUICK_ANSWER_MESSAGES = {
  messageRequired: MESSAGES.quickAnswerRequired,
  messageTooLong: `El mensaje no puede tener más de ${QUICK_ANSWER_MAX_LENGTH} caracteres`,
  idInvalid: "El identificador de la respuesta no es válido",
  shortcutInvalid: "El atajo solo puede tener letras, números, guiones (-) y guiones bajos (_)",
  shortcutTooLong: `El atajo no puede tener más de ${QUICK_ANSWER_SHORTCUT_MAX_LENGTH} caracteres`,
  shortcutTaken: "Ya existe una respuesta con ese atajo",
  areaInvalid: "El área no existe",
  saved: "Respuesta guardada",
  removed: "Respuesta eliminada",
} as const;

export const quickAnswerSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** Typed after "/" in the composer; empty when the answer has none. */
  shortcut: z.string(),
  /** Offered only to that area's agents; null offers it to everyone. */
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
});
export type QuickAnswer = z.infer<typeof quickAnswerSchema>;
export const quickAnswerListSchema = z.array(quickAnswerSchema);

/** A shortcut as typed: surrounding spaces and a leading "/" are dropped; "" means none. */
export const quickAnswerShortcutInput = z
  .string({ error: QUICK_ANSWER_MESSAGES.shortcutInvalid })
  .trim()
  .transform((value) => value.replace(/^\//, ""))
  .pipe(
    z
      .string()
      .max(QUICK_ANSWER_SHORTCUT_MAX_LENGTH, { error: QUICK_ANSWER_MESSAGES.shortcutTooLong })
      .regex(QUICK_ANSWER_SHORTCUT_PATTERN, { error: QUICK_ANSWER_MESSAGES.shortcutInvalid }),
  );

/**
 * Creates a quick answer, or updates it when id is given. On an update an omitted shortcut or areaId keeps
 * the stored one; "" removes the shortcut and null the area.
 */
export const saveQuickAnswerBodySchema = z.object({
  id: optionalIdInput(QUICK_ANSWER_MESSAGES.idInvalid),
  message: z
    .string({ error: QUICK_ANSWER_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: QUICK_ANSWER_MESSAGES.messageRequired })
    .max(QUICK_ANSWER_MAX_LENGTH, { error: QUICK_ANSWER_MESSAGES.messageTooLong }),
  shortcut: quickAnswerShortcutInput.optional(),
  areaId: recordIdInput(QUICK_ANSWER_MESSAGES.areaInvalid).nullable().optional(),
  business_id: businessIdInput,
});
export type SaveQuickAnswerBody = z.input<typeof saveQuickAnswerBodySchema>;

export const removeQuickAnswerBodySchema = recordOfBusinessBody(QUICK_ANSWER_MESSAGES.idInvalid);
export type RemoveQuickAnswerBody = z.input<typeof removeQuickAnswerBodySchema>;

export const listQuickAnswersBodySchema = z.object({ business_id: businessIdInput });
export type ListQuickAnswersBody = z.input<typeof listQuickAnswersBodySchema>;

// Closing categories (spec: /api/business/*CategoryClose).

export const CLOSING_CATEGORY_STATUSES = ["active", "inactive"] as const;
export type ClosingCategoryStatus = (typeof CLOSING_CATEGORY_STATUSES)[number];
export const CLOSING_CATEGORY_STATUS_NAMES: Record<ClosingCategoryStatus, string> = {
  active: "Activa",
  inactive: "Inactiva",
};
export const CLOSING_CATEGORY_NAME_MAX_LENGTH = 100;
export const CLOSING_CATEGORY_DESCRIPTION_MAX_LENGTH = 250;

export const CLOSING_CATEGORY_MESSAGES = {
  fieldsRequired: MESSAGES.closingCategoryRequired,
  nameTooLong: `El nombre no puede tener más de ${CLOSING_CATEGORY_NAME_MAX_LENGTH} caracteres`,
  descriptionTooLong: `La descripción no puede tener más de ${CLOSING_CATEGORY_DESCRIPTION_MAX_LENGTH} caracteres`,
  statusInvalid: "El estatus no es válido",
  filterInvalid: "El filtro no es válido",
  nameTaken: "Ya existe una categoría con ese nombre",
  idInvalid: "El identificador de la categoría no es válido",
  saved: "Categoría guardada",
  removed: "Categoría eliminada",
  deactivatedInUse: "La categoría ya se usó en chats cerrados: se desactivó para conservar los reportes",
} as const;

const requiredCategoryText = (max: number, tooLong: string) =>
  z
    .string({ error: CLOSING_CATEGORY_MESSAGES.fieldsRequired })
    .trim()
    .min(1, { error: CLOSING_CATEGORY_MESSAGES.fieldsRequired })
    .max(max, { error: tooLong });

export const closingCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(CLOSING_CATEGORY_STATUSES),
});
export type ClosingCategory = z.infer<typeof closingCategorySchema>;
export const closingCategoryListSchema = z.array(closingCategorySchema);

/** Creates a category (active unless said otherwise), or updates it when id is given. */
export const saveClosingCategoryBodySchema = z.object({
  id: optionalIdInput(CLOSING_CATEGORY_MESSAGES.idInvalid),
  name: requiredCategoryText(CLOSING_CATEGORY_NAME_MAX_LENGTH, CLOSING_CATEGORY_MESSAGES.nameTooLong),
  description: requiredCategoryText(
    CLOSING_CATEGORY_DESCRIPTION_MAX_LENGTH,
    CLOSING_CATEGORY_MESSAGES.descriptionTooLong,
  ),
  status: z
    .enum(CLOSING_CATEGORY_STATUSES, { error: CLOSING_CATEGORY_MESSAGES.statusInvalid })
    .nullish()
    .transform((value) => value ?? undefined),
  business_id: businessIdInput,
});
export type SaveClosingCategoryBody = z.input<typeof saveClosingCategoryBodySchema>;

export const removeClosingCategoryBodySchema = recordOfBusinessBody(CLOSING_CATEGORY_MESSAGES.idInvalid);
export type RemoveClosingCategoryBody = z.input<typeof removeClosingCategoryBodySchema>;

export const CLOSING_CATEGORY_STATUS_FILTERS = ["active", "all"] as const;

/** value filters by name (any part, ignoring case and accents); status "active" hides inactive ones. */
export const listClosingCategoriesBodySchema = z.object({
  value: searchTextInput(CLOSING_CATEGORY_NAME_MAX_LENGTH, CLOSING_CATEGORY_MESSAGES.filterInvalid),
  status: z
    .enum(CLOSING_CATEGORY_STATUS_FILTERS, { error: CLOSING_CATEGORY_MESSAGES.statusInvalid })
    .nullish()
    .transform((value) => value ?? "all"),
  business_id: businessIdInput,
});
export type ListClosingCategoriesBody = z.input<typeof listClosingCategoriesBodySchema>;
