import { z } from "zod";
import { BUSINESS_STATUSES, PHONE_COUNTRIES } from "../business-constants.js";
import { optionalIdInput, searchTextInput, wholeNumberInput } from "./settings.schema.js";

// ListBusiness (spec section 7, Admin): the platform's list of businesses and the business pickers of the
// console's header. Apart from platform-businesses.schema.ts so that the header's picker does not build the
// business forms' schemas, nor load the phone metadata their numbers are checked with.

export const BUSINESS_LIST_PAGE_SIZE = 25;
export const BUSINESS_LIST_MAX_TAKE = 100;
export const BUSINESS_SEARCH_MAX_LENGTH = 80;

export const PLATFORM_BUSINESS_MESSAGES = {
  idInvalid: "La empresa no es válida",
  searchTooLong: `La búsqueda no puede tener más de ${BUSINESS_SEARCH_MAX_LENGTH} caracteres`,
  takeInvalid: `La cantidad de empresas debe estar entre 1 y ${BUSINESS_LIST_MAX_TAKE}`,
  statusInvalid: "Elige empresas activas, inactivas o todas",
} as const;

/** Which businesses a list shows: the active ones (pickers), the inactive ones, or all (/admin/business). */
export const BUSINESS_LIST_FILTERS = ["active", "inactive", "all"] as const;
export type BusinessListFilter = (typeof BUSINESS_LIST_FILTERS)[number];

/** ListBusiness: businesses by name (accents and case ignored), `take` at a time after the row `after`. */
export const listBusinessesBodySchema = z.object({
  search: searchTextInput(BUSINESS_SEARCH_MAX_LENGTH, PLATFORM_BUSINESS_MESSAGES.searchTooLong),
  status: z
    .enum(BUSINESS_LIST_FILTERS, { error: PLATFORM_BUSINESS_MESSAGES.statusInvalid })
    .nullish()
    .transform((value) => value ?? "all"),
  take: wholeNumberInput(PLATFORM_BUSINESS_MESSAGES.takeInvalid, { min: 1, max: BUSINESS_LIST_MAX_TAKE })
    .nullish()
    .transform((value) => value ?? BUSINESS_LIST_PAGE_SIZE),
  after: optionalIdInput(PLATFORM_BUSINESS_MESSAGES.idInvalid),
});
export type ListBusinessesBody = z.input<typeof listBusinessesBodySchema>;

/** One business as a list or a picker shows it. */
export const businessListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rfc: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  timeZone: z.string(),
  phoneCountry: z.enum(PHONE_COUNTRIES),
  createdAt: z.string(),
});
export type BusinessListItem = z.infer<typeof businessListItemSchema>;

export const businessListPageSchema = z.object({
  items: z.array(businessListItemSchema),
  /** The id to pass as `after` for the next page; null on the last one. */
  next: z.number().int().nullable(),
});
export type BusinessListPage = z.infer<typeof businessListPageSchema>;
