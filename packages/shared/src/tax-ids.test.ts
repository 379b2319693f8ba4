import { describe, expect, it } from "vitest";
import { BUSINESS_MESSAGES, saveMyBusinessBodySchema } from "./schemas/business.schema.js";
import { addBusinessBodySchema } from "./schemas/platform-businesses.schema.js";
import { canonicalTaxId, isPostalCode, nitCheckDigit, taxIdProblem } from "./tax-ids.js";

// Known valid RFCs: the SAT's own (SAT970701NN3), the SAT's published example of a persona física
// (GODE561231GR8) and Mexican companies' RFCs listed in validate-rfc's fixtures (DAA020218JY1, EDG811007RB3).
// Known valid NITs: DIAN's own (800197268-4) and Bancolombia's (890903938-8).

describe("tax ids", () => {
  it.each([
    ["SAT970701NN3", "moral"],
    ["DAA020218JY1", "moral"],
    ["EDG811007RB3", "moral"],
    ["GODE561231GR8", "fisica"],
  ] as const)("accepts the valid RFC %s of a persona %s", (rfc, personType) => {
    expect(taxIdProblem(rfc, personType, "MX")).toBeNull();
    expect(taxIdProblem(rfc, personType, undefined)).toBeNull();
  });

  it.each([
    ["SAT970701NN4", "moral", "rfcCheckDigit"],
    ["GODE561231GR9", "fisica", "rfcCheckDigit"],
    ["GODE561231GR8", "moral", "rfcMoralLength"],
    ["SAT970701NN3", "fisica", "rfcFisicaLength"],
    ["SAT971301NN3", "moral", "rfcInvalid"],
    ["S4T970701NN3", "moral", "rfcInvalid"],
    ["XAXX010101000", "fisica", "rfcGeneric"],
    ["900123456-8", "moral", "rfcInvalid"],
  ] as const)("refuses the RFC %s of a persona %s (%s)", (rfc, personType, problem) => {
    expect(taxIdProblem(rfc, personType, "MX")).toBe(problem);
  });

  it("computes DIAN's NIT check digit", () => {
    expect(nitCheckDigit("800197268")).toBe(4);
    expect(nitCheckDigit("890903938")).toBe(8);
    expect(nitCheckDigit("900123456")).toBe(8);
  });

  it.each([
    ["800197268-4", null],
    ["8001972684", null],
    ["890903938-8", null],
    ["800197268-5", "nitCheckDigit"],
    // As Colombians write it: dots between thousands, a space before the check digit.
    ["900.123.456-8", null],
    ["900 123 456 8", null],
    ["900.123.456-7", "nitCheckDigit"],
    ["12345", "nitInvalid"],
    ["SAT970701NN3", "nitInvalid"],
  ] as const)("reads the Colombian NIT %s", (nit, problem) => {
    expect(taxIdProblem(nit, "moral", "CO")).toBe(problem);
  });

  it("stores a NIT as digits, a hyphen and its check digit, however it was written", () => {
    expect(canonicalTaxId("900.123.456-8", "CO")).toBe("900123456-8");
    expect(canonicalTaxId("9001234568", "CO")).toBe("900123456-8");
    expect(canonicalTaxId("900.123.456-8", undefined)).toBe("900123456-8");
    // What is not a valid NIT is kept as typed, for its error to quote; an RFC is left alone.
    expect(canonicalTaxId("900.123.456-7", "CO")).toBe("900.123.456-7");
    expect(canonicalTaxId("SAT970701NN3", "MX")).toBe("SAT970701NN3");
  });

  it("reads postal codes by country", () => {
    expect(isPostalCode("06000", "MX")).toBe(true);
    expect(isPostalCode("110231", "MX")).toBe(false);
    expect(isPostalCode("110231", "CO")).toBe(true);
    expect(isPostalCode("06000", "CO")).toBe(false);
    expect(isPostalCode("06000", undefined)).toBe(true);
    expect(isPostalCode("0600A", undefined)).toBe(false);
  });
});

const NEW_BUSINESS = {
  name: "Ferretería Sol",
  rfc: "sat970701nn3",
  personType: "moral",
  phone: "55 1234 5678",
  email: "hola@sol.mx",
  address: "Calle 1",
  postalCode: "06000",
  timeZone: "America/Mexico_City",
  addHours: 0,
  phoneCountry: "MX",
  admin: { name: "Ana Pérez", email: "Ana@Sol.mx" },
};

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the business forms share one validator", () => {
  it("AddBusiness normalises a Mexican business and fills the defaults", () => {
    const parsed = addBusinessBodySchema.parse(NEW_BUSINESS);
    expect(parsed).toMatchObject({
      rfc: "SAT970701NN3",
      phone: "+525512345678",
      surveyActive: false,
      admin: { name: "Ana Pérez", email: "ana@sol.mx" },
    });
    // The server fills DEFAULT_COLORS for a new business; the schema leaves omitted colours undefined.
    expect(parsed.colors).toBeUndefined();
  });

  it("AddBusiness reads a Colombian business's NIT, postal code and phone with its country", () => {
    const parsed = addBusinessBodySchema.parse({
      ...NEW_BUSINESS,
      phoneCountry: "CO",
      rfc: "800197268-4",
      postalCode: "110231",
      phone: "300 123 4567",
    });
    expect(parsed.phone).toBe("+573001234567");
  });

  it.each([
    [{ rfc: "SAT970701NN4" }, BUSINESS_MESSAGES.rfcCheckDigit],
    [{ personType: "fisica" }, BUSINESS_MESSAGES.rfcFisicaLength],
    [{ postalCode: "110231" }, BUSINESS_MESSAGES.postalCodeMx],
    [{ phoneCountry: "CO", postalCode: "110231" }, BUSINESS_MESSAGES.nitInvalid],
    [{ phoneCountry: "CO", rfc: "800197268-5", postalCode: "110231" }, BUSINESS_MESSAGES.nitCheckDigit],
    [{ phoneCountry: "CO", rfc: "800197268-4", postalCode: "06000" }, BUSINESS_MESSAGES.postalCodeCo],
  ])("AddBusiness refuses %j", (change, message) => {
    expect(firstError(addBusinessBodySchema.safeParse({ ...NEW_BUSINESS, ...change }))).toBe(message);
  });

  it("SaveMyBusiness checks the same check digits, picking the country by the id's shape", () => {
    const own = { ...NEW_BUSINESS, admin: undefined };
    expect(saveMyBusinessBodySchema.safeParse({ ...own, rfc: "800197268-4" }).success).toBe(true);
    expect(firstError(saveMyBusinessBodySchema.safeParse({ ...own, rfc: "800197268-5" }))).toBe(
      BUSINESS_MESSAGES.nitCheckDigit,
    );
    expect(firstError(saveMyBusinessBodySchema.safeParse({ ...own, rfc: "SAT970701NN4" }))).toBe(
      BUSINESS_MESSAGES.rfcCheckDigit,
    );
  });
});
