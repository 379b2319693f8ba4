import { describe, expect, it } from "vitest";
import { BUSINESS_MESSAGES, businessDataErrors } from "./business.schema.js";

const valid = {
  name: "Refaccionaria del Norte",
  rfc: "RNP850101AB3",
  personType: "moral" as const,
  phone: "8112345678",
  email: "contacto@norte.demo",
  address: "Av. Constitución 1500, Monterrey",
  postalCode: "64000",
};

describe("businessDataErrors", () => {
  it("finds nothing in a valid business", () => {
    expect(businessDataErrors(valid, "MX")).toEqual({});
  });

  it("reports the RFC's problem even when another field fails too", () => {
    expect(businessDataErrors({ ...valid, rfc: "xyz", email: "no-es-correo" })).toEqual({
      rfc: BUSINESS_MESSAGES.rfcInvalid,
      email: BUSINESS_MESSAGES.emailInvalid,
    });
  });

  it("gives a field's own problem before the cross-field one, and reads the country", () => {
    expect(businessDataErrors({ ...valid, rfc: "", postalCode: "640001" }, "MX")).toEqual({
      rfc: BUSINESS_MESSAGES.rfcRequired,
      postalCode: BUSINESS_MESSAGES.postalCodeMx,
    });
    expect(businessDataErrors({ ...valid, rfc: "RNP850101AB4" }, "MX")).toEqual({
      rfc: BUSINESS_MESSAGES.rfcCheckDigit,
    });
  });
});
