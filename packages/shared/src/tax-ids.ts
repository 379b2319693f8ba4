import validateRfcModule from "validate-rfc";

// Tax ids of a business: Mexico's RFC (SAT) and Colombia's NIT (DIAN), each with its check digit.
// One validator for every form that takes one (SaveMyBusiness, AddBusiness, SaveBusiness) and for the web.

/** Written out rather than imported: the business schema imports this file. */
type PersonType = "moral" | "fisica";
type Country = "MX" | "CO";

type ValidateRfc = (rfc: string) => { isValid: boolean; type?: string | null; errors?: string[] };
// validate-rfc ships a UMD bundle (module.exports = the function) typed as an ES default export: under
// NodeNext the default import is module.exports in Node but typed as { default }, and bundlers differ too,
// so take whichever of the two is the function.
const interop = validateRfcModule as unknown as ValidateRfc | { default: ValidateRfc };
const validateRfc: ValidateRfc = typeof interop === "function" ? interop : interop.default;

/** RFC shape: 3 letters (Persona Moral, 12 characters) or 4 (Persona Física, 13), the date, a 3-character check. */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;
/** Colombian NIT: 6 to 10 digits, then its check digit (with or without the hyphen). */
export const NIT_PATTERN = /^\d{6,10}-?\d$/;

export type TaxIdProblem =
  | "rfcInvalid"
  | "rfcCheckDigit"
  | "rfcGeneric"
  | "rfcMoralLength"
  | "rfcFisicaLength"
  | "nitInvalid"
  | "nitCheckDigit";

/** DIAN's weights for the NIT digits, from the rightmost digit leftwards. */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The check digit DIAN gives a NIT's digits (without the check digit). */
export function nitCheckDigit(digits: string): number {
  const sum = [...digits]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (NIT_WEIGHTS[index] ?? 0), 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** A NIT in the form the platform stores: digits, a hyphen, the check digit ("900123456-8"). */
function normalizeNit(value: string): string {
  const digits = value.replace(/\D/g, "");
  return `${digits.slice(0, -1)}-${digits.slice(-1)}`;
}

function rfcProblem(rfc: string, personType: PersonType): TaxIdProblem | null {
  if (!RFC_PATTERN.test(rfc)) return "rfcInvalid";
  if (personType === "moral" && rfc.length !== 12) return "rfcMoralLength";
  if (personType === "fisica" && rfc.length !== 13) return "rfcFisicaLength";
  const checked = validateRfc(rfc);
  if (!checked.isValid) {
    // A bad date or a forbidden word is the bigger problem: the check digit is wrong then too.
    const onlyDigit = (checked.errors ?? []).every((error) => error === "INVALID_VERIFICATION_DIGIT");
    return onlyDigit ? "rfcCheckDigit" : "rfcInvalid";
  }
  // XAXX010101000 (público en general) and XEXX010101000 (extranjeros) name nobody: a business has its own.
  if (checked.type === "generic" || checked.type === "foreign") return "rfcGeneric";
  return null;
}

function nitProblem(nit: string): TaxIdProblem | null {
  if (!NIT_PATTERN.test(nit)) return "nitInvalid";
  const digits = nit.replace("-", "");
  return nitCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1)) ? null : "nitCheckDigit";
}

/** A NIT as Colombians write it ("900.123.456-8", "900 123 456 8") without its dots and spaces. */
const compactNit = (value: string) => value.replace(/[.\s]/g, "");

/** Which id a tax id must be: the country's (MX: RFC, CO: NIT), or without one, what its shape is. */
function taxIdKind(taxId: string, country: Country | undefined): Country {
  return country ?? (NIT_PATTERN.test(compactNit(taxId)) ? "CO" : "MX");
}

/**
 * What is wrong with a tax id, or null. `taxId` is trimmed and upper-cased already. The country decides
 * which id it must be (MX: RFC, CO: NIT); without one (a form that does not send the country) its shape does.
 * A NIT may be written with its usual dots and spaces.
 */
export function taxIdProblem(
  taxId: string,
  personType: PersonType,
  country: Country | undefined,
): TaxIdProblem | null {
  return taxIdKind(taxId, country) === "CO" ? nitProblem(compactNit(taxId)) : rfcProblem(taxId, personType);
}

/** The tax id as it is stored: a valid NIT as digits, a hyphen and its check digit; anything else as given. */
export function canonicalTaxId(taxId: string, country: Country | undefined): string {
  if (taxIdKind(taxId, country) !== "CO") return taxId;
  const compact = compactNit(taxId);
  return nitProblem(compact) === null ? normalizeNit(compact) : taxId;
}

/** Postal codes: Mexico's códigos postales have 5 digits, Colombia's 6. */
export const POSTAL_CODE_DIGITS: Record<Country, number> = { MX: 5, CO: 6 };

/** Whether a postal code fits the country (or, without one, either country). */
export function isPostalCode(value: string, country: Country | undefined): boolean {
  if (!/^\d+$/.test(value)) return false;
  return country === undefined
    ? Object.values(POSTAL_CODE_DIGITS).includes(value.length)
    : value.length === POSTAL_CODE_DIGITS[country];
}
