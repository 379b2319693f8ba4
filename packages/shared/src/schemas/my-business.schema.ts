import { z } from "zod";
import { PERSON_TYPES, type PersonType, PHONE_COUNTRIES } from "../business-constants.js";
import { BUSINESS_TIME_ZONE_IDS } from "../time-zones.js";

// What a signed-in browser keeps of its business (session and theme), apart from the rules that edit a
// business: those validate phones, and the phone metadata must not load with every page of the web app.

const COLOR_FORMAT = "El color debe tener el formato #RRGGBB";
const hexColor = z.string({ error: COLOR_FORMAT }).regex(/^#[0-9a-fA-F]{6}$/, { error: COLOR_FORMAT });

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

export const businessTimeZoneSchema = z.enum(BUSINESS_TIME_ZONE_IDS);

/** A business's own data (spec section 3, Business), as its admin edits it and the demo seeds it. */
export type BusinessDataFields = {
  name: string;
  rfc: string;
  personType: PersonType;
  phone: string;
  email: string;
  address: string;
  postalCode: string;
};

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
  /** Country of a phone typed without its code (decision 007: MX, or CO for a Colombian business). */
  phoneCountry: z.enum(PHONE_COUNTRIES),
  colors: colorsSchema,
});
export type MyBusiness = z.infer<typeof myBusinessSchema>;
