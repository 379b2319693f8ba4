import { z } from "zod";
import { BUSINESS_TIME_ZONE_IDS } from "../time-zones.js";

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "El color debe tener el formato #RRGGBB" });

/** Per-business theme colours (spec section 3, Colors); the colour screen also edits the optional five. */
export const colorsSchema = z.object({
  title: hexColor,
  bgButton: hexColor,
  txtButton: hexColor,
  barFirst: hexColor,
  barSecond: hexColor,
  primary: hexColor,
  secondary: hexColor,
  default: hexColor.optional(),
  success: hexColor.optional(),
  info: hexColor.optional(),
  warning: hexColor.optional(),
  danger: hexColor.optional(),
});
export type Colors = z.infer<typeof colorsSchema>;

export const DEFAULT_COLORS: Colors = {
  title: "#1f2a44",
  bgButton: "#1c7ed6",
  txtButton: "#ffffff",
  barFirst: "#1f2a44",
  barSecond: "#2f3b5c",
  primary: "#1c7ed6",
  secondary: "#495057",
};

export const PERSON_TYPES = ["moral", "fisica"] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
export const PERSON_TYPE_NAMES: Record<PersonType, string> = {
  moral: "Persona Moral",
  fisica: "Persona Física",
};

/** Where a phone typed without its country code belongs: Mexico by default, Colombia for a Colombian business. */
export const PHONE_COUNTRIES = ["MX", "CO"] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

/** What automatic assignment does when nobody can take a new chat. */
export const AUTO_ASSIGN_FALLBACKS = ["queue", "any_area"] as const;
export type AutoAssignFallback = (typeof AUTO_ASSIGN_FALLBACKS)[number];

export const businessTimeZoneSchema = z.enum(BUSINESS_TIME_ZONE_IDS);

/** What a business user may read of its own business (MyBusiness). */
export const myBusinessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rfc: z.string(),
  personType: z.enum(PERSON_TYPES),
  phone: z.string(),
  contact: z.object({ email: z.string() }),
  address: z.string(),
  postalCode: z.string(),
  timeZone: businessTimeZoneSchema,
  addHours: z.number().int(),
  surveyActive: z.boolean(),
  colors: colorsSchema,
});
export type MyBusiness = z.infer<typeof myBusinessSchema>;

/** The stored business setting of spec section 3 (BusinessTimeZone and addHours). */
export const businessSettingsSchema = z.object({
  BusinessTimeZone: businessTimeZoneSchema,
  addHours: z.number().int(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
