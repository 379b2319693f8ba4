import { z } from "zod";
import { PERSON_TYPES, type PersonType, PHONE_COUNTRIES, type PhoneCountry } from "../business-constants.js";
import { MESSAGES } from "../messages.js";
import { PHONE_MAX_LENGTH } from "../phone-digits.js";
import { normalizePhone } from "../phones.js";
import { canonicalTaxId, isPostalCode, type TaxIdProblem, taxIdProblem } from "../tax-ids.js";
import { ADD_HOURS_MAX, ADD_HOURS_MIN, BUSINESS_TIME_ZONE_IDS } from "../time-zones.js";
import { businessTimeZoneSchema, colorsSchema } from "./my-business.schema.js";
import { businessIdInput } from "./settings.schema.js";

/**
 * Days a business keeps its messages and files (decision 015). Left out of an answer when the business keeps
 * them for ever (no period set); read null the same way.
 */
export const retentionDaysSchema = z.number().int().nullable().optional();

/** The stored business setting of spec section 3 (BusinessTimeZone and addHours). */
export const businessSettingsSchema = z.object({
  BusinessTimeZone: businessTimeZoneSchema,
  addHours: z.number().int(),
  phoneCountry: z.enum(PHONE_COUNTRIES),
  retentionDays: retentionDaysSchema,
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

// The business admin's own screens (overallCompanySetup, surveys): SaveMyBusiness, SaveSettings, SaveColors,
// SaveSurveyActive. Platform admins send business_id; business admins act on their own business.

export const BUSINESS_NAME_MAX_LENGTH = 120;
export const BUSINESS_ADDRESS_MAX_LENGTH = 250;
export const BUSINESS_EMAIL_MAX_LENGTH = 254;

/**
 * How long a business keeps its chats' messages and files, in days (decision 015): a month at least, ten
 * years at most; no period (null), the default, keeps them for ever.
 */
export const RETENTION_DAYS_MIN = 30;
export const RETENTION_DAYS_MAX = 3650;

export const BUSINESS_MESSAGES = {
  nameRequired: "El nombre de la empresa es obligatorio",
  nameTooLong: `El nombre de la empresa no puede tener más de ${BUSINESS_NAME_MAX_LENGTH} caracteres`,
  rfcRequired: "El RFC es obligatorio",
  rfcInvalid: "El RFC no es válido",
  rfcMoralLength: "El RFC de una persona moral tiene 12 caracteres",
  rfcFisicaLength: "El RFC de una persona física tiene 13 caracteres",
  personTypeInvalid: "Elige Persona Moral o Persona Física",
  phoneRequired: "El teléfono es obligatorio",
  phoneInvalid: "El teléfono no es válido",
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  addressRequired: "La dirección es obligatoria",
  addressTooLong: `La dirección no puede tener más de ${BUSINESS_ADDRESS_MAX_LENGTH} caracteres`,
  rfcCheckDigit: "El dígito verificador del RFC no es válido",
  rfcGeneric: "El RFC genérico no identifica a una empresa: escribe el RFC propio",
  nitInvalid: "El NIT debe tener de 6 a 10 dígitos y su dígito de verificación",
  nitCheckDigit: "El dígito de verificación del NIT no es válido",
  postalCodeInvalid: "El código postal debe tener 5 o 6 dígitos",
  postalCodeMx: "El código postal de México tiene 5 dígitos",
  postalCodeCo: "El código postal de Colombia tiene 6 dígitos",
  timeZoneInvalid: "Elige una zona horaria de la lista",
  addHoursInvalid: `Las horas adicionales deben ser un número entero entre ${ADD_HOURS_MIN} y ${ADD_HOURS_MAX}`,
  phoneCountryInvalid: "Elige México o Colombia",
  colorsRequired: "Los colores son obligatorios",
  surveyActiveInvalid: "Indica si las encuestas están activas",
  retentionDaysInvalid: `Los días de conservación de los mensajes deben ser un número entero entre ${RETENTION_DAYS_MIN} y ${RETENTION_DAYS_MAX}, o ninguno para conservarlos siempre`,
  businessSaved: "Empresa actualizada",
  settingsSaved: "Configuración guardada",
  colorsSaved: "Colores guardados",
  surveysOn: "Encuestas activadas",
  surveysOff: "Encuestas desactivadas",
} as const;

const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true });

/** The Spanish message of each tax-id problem (tax-ids.ts finds them). */
export const TAX_ID_MESSAGES: Record<TaxIdProblem, string> = {
  rfcInvalid: BUSINESS_MESSAGES.rfcInvalid,
  rfcCheckDigit: BUSINESS_MESSAGES.rfcCheckDigit,
  rfcGeneric: BUSINESS_MESSAGES.rfcGeneric,
  rfcMoralLength: BUSINESS_MESSAGES.rfcMoralLength,
  rfcFisicaLength: BUSINESS_MESSAGES.rfcFisicaLength,
  nitInvalid: BUSINESS_MESSAGES.nitInvalid,
  nitCheckDigit: BUSINESS_MESSAGES.nitCheckDigit,
};

/**
 * The fields of a business's own data (spec section 3, Business) as every form sends them: SaveMyBusiness
 * (its admin) and AddBusiness/SaveBusiness (platform admins). The phone stays as typed here: it is read with
 * the business's country by `checkBusinessData`.
 */
export const businessDataFields = {
  name: requiredText(BUSINESS_MESSAGES.nameRequired, BUSINESS_NAME_MAX_LENGTH, BUSINESS_MESSAGES.nameTooLong),
  rfc: z
    .string({ error: BUSINESS_MESSAGES.rfcRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: BUSINESS_MESSAGES.rfcRequired, abort: true })
    .max(20, { error: BUSINESS_MESSAGES.rfcInvalid, abort: true }),
  personType: z.enum(PERSON_TYPES, { error: BUSINESS_MESSAGES.personTypeInvalid }),
  phone: z
    .string({ error: BUSINESS_MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: BUSINESS_MESSAGES.phoneRequired, abort: true })
    .max(PHONE_MAX_LENGTH, { error: BUSINESS_MESSAGES.phoneInvalid, abort: true }),
  email: z
    .string({ error: BUSINESS_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: BUSINESS_MESSAGES.emailRequired, abort: true })
    .max(BUSINESS_EMAIL_MAX_LENGTH, { error: BUSINESS_MESSAGES.emailInvalid, abort: true })
    .pipe(z.email({ error: BUSINESS_MESSAGES.emailInvalid })),
  address: requiredText(
    BUSINESS_MESSAGES.addressRequired,
    BUSINESS_ADDRESS_MAX_LENGTH,
    BUSINESS_MESSAGES.addressTooLong,
  ),
  postalCode: z.string({ error: BUSINESS_MESSAGES.postalCodeInvalid }).trim(),
};

type BusinessDataCheck = { rfc: string; personType: PersonType; phone: string; postalCode: string };
type CrossFieldProblem = { field: "rfc" | "postalCode" | "phone"; message: string };

/**
 * The checks that need several fields: the tax id against the person type and the country (MX: RFC with its
 * length and check digit; CO: NIT with its check digit), the postal code's length and the phone read with the
 * country. Without a country (SaveMyBusiness) the tax id's shape picks it. Gives the phone in E.164 (or as
 * typed when it is not a phone).
 */
function crossFieldProblems(
  body: BusinessDataCheck,
  country: PhoneCountry | undefined,
): { problems: CrossFieldProblem[]; phone: string } {
  const problems: CrossFieldProblem[] = [];
  const taxId = taxIdProblem(body.rfc, body.personType, country);
  if (taxId) problems.push({ field: "rfc", message: TAX_ID_MESSAGES[taxId] });
  if (!isPostalCode(body.postalCode, country)) {
    const message =
      country === "MX"
        ? BUSINESS_MESSAGES.postalCodeMx
        : country === "CO"
          ? BUSINESS_MESSAGES.postalCodeCo
          : BUSINESS_MESSAGES.postalCodeInvalid;
    problems.push({ field: "postalCode", message });
  }
  const phone = normalizePhone(body.phone, country);
  if (phone === null) problems.push({ field: "phone", message: BUSINESS_MESSAGES.phoneInvalid });
  return { problems, phone: phone ?? body.phone };
}

/**
 * `crossFieldProblems` inside a schema: each problem an issue on its field; returns the phone in E.164 and the
 * tax id as stored (a NIT written with dots becomes "900123456-8").
 */
export function checkBusinessData(
  body: BusinessDataCheck,
  country: PhoneCountry | undefined,
  context: z.RefinementCtx,
): { phone: string; rfc: string } {
  const { problems, phone } = crossFieldProblems(body, country);
  for (const { field, message } of problems) context.addIssue({ code: "custom", path: [field], message });
  return { phone, rfc: canonicalTaxId(body.rfc, country) };
}

/**
 * The cross-field checks of a business's data as a schema of their own, read with the country the body names
 * (phoneCountry) or, without one, the one its tax id's shape picks. A form runs it beside the body's schema,
 * which stops before them once a field fails: the RFC's problem must not hide behind the e-mail's.
 */
export const businessDataChecksSchema = z
  .object({
    rfc: z.string().trim().toUpperCase(),
    personType: z.enum(PERSON_TYPES),
    phone: z.string().trim(),
    postalCode: z.string().trim(),
    phoneCountry: z.enum(PHONE_COUNTRIES).optional(),
  })
  .superRefine((body, context) => {
    checkBusinessData(body, body.phoneCountry, context);
  });

const businessDataObject = z.object(businessDataFields);
export type BusinessDataField = keyof typeof businessDataFields;

/**
 * Every problem of a business data form at once, one message per field, as the server would word it. A schema
 * stops before its cross-field checks when a single field fails; a form must not hide the RFC's problem
 * behind the e-mail's.
 */
export function businessDataErrors(
  values: z.input<typeof businessDataObject>,
  country?: PhoneCountry,
): Partial<Record<BusinessDataField, string>> {
  const errors: Partial<Record<BusinessDataField, string>> = {};
  const parsed = businessDataObject.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as BusinessDataField;
    errors[field] ??= issue.message;
  }
  const { problems } = crossFieldProblems(
    {
      rfc: values.rfc.trim().toUpperCase(),
      personType: values.personType,
      phone: values.phone.trim(),
      postalCode: values.postalCode.trim(),
    },
    country,
  );
  for (const { field, message } of problems) errors[field] ??= message;
  return errors;
}

/** SaveMyBusiness: the business's own data (spec section 3, Business), which its admin keeps. */
export const saveMyBusinessBodySchema = z
  .object({ business_id: businessIdInput, ...businessDataFields })
  .transform((body, context) => ({ ...body, ...checkBusinessData(body, undefined, context) }));
export type SaveMyBusinessBody = z.input<typeof saveMyBusinessBodySchema>;

/**
 * A business's retention period as a form sends it: whole days between RETENTION_DAYS_MIN and
 * RETENTION_DAYS_MAX, null to keep everything for ever, left out to keep what the business has.
 */
export const retentionDaysInput = z
  .number({ error: BUSINESS_MESSAGES.retentionDaysInvalid })
  .int({ error: BUSINESS_MESSAGES.retentionDaysInvalid })
  .min(RETENTION_DAYS_MIN, { error: BUSINESS_MESSAGES.retentionDaysInvalid })
  .max(RETENTION_DAYS_MAX, { error: BUSINESS_MESSAGES.retentionDaysInvalid })
  .nullable()
  .optional();

/**
 * SaveSettings: the stored setting of spec section 3 (BusinessTimeZone, addHours), the phone country and the
 * retention period (optional: left out keeps the business's).
 */
/** A business's clock and phone country as a form sends them (SaveSettings, AddBusiness, SaveBusiness). */
export const timeZoneInput = z.enum(BUSINESS_TIME_ZONE_IDS, { error: BUSINESS_MESSAGES.timeZoneInvalid });
export const addHoursInput = z
  .number({ error: BUSINESS_MESSAGES.addHoursInvalid })
  .int({ error: BUSINESS_MESSAGES.addHoursInvalid })
  .min(ADD_HOURS_MIN, { error: BUSINESS_MESSAGES.addHoursInvalid })
  .max(ADD_HOURS_MAX, { error: BUSINESS_MESSAGES.addHoursInvalid });
export const phoneCountryInput = z.enum(PHONE_COUNTRIES, { error: BUSINESS_MESSAGES.phoneCountryInvalid });

export const saveSettingsBodySchema = z.object({
  business_id: businessIdInput,
  BusinessTimeZone: timeZoneInput,
  addHours: addHoursInput,
  phoneCountry: phoneCountryInput,
  retentionDays: retentionDaysInput,
});
export type SaveSettingsBody = z.input<typeof saveSettingsBodySchema>;

/** SaveColors: the seven colours of spec section 3 plus the colour screen's optional five. */
export const saveColorsBodySchema = z.object({
  business_id: businessIdInput,
  colors: z.strictObject(colorsSchema.shape, { error: BUSINESS_MESSAGES.colorsRequired }),
});
export type SaveColorsBody = z.input<typeof saveColorsBodySchema>;

/** SaveSurveyActive: the business's survey switch (spec section 3, Survey). */
export const saveSurveyActiveBodySchema = z.object({
  business_id: businessIdInput,
  surveyActive: z.boolean({ error: BUSINESS_MESSAGES.surveyActiveInvalid }),
});
export type SaveSurveyActiveBody = z.input<typeof saveSurveyActiveBodySchema>;
export const surveyActiveSchema = z.object({ surveyActive: z.boolean() });
