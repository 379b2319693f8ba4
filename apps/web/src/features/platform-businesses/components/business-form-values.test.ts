import { BUSINESS_MESSAGES, MESSAGES, USER_MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { EMPTY_BUSINESS_FORM, validateBusinessForm } from "./business-form-values";

const ready = {
  ...EMPTY_BUSINESS_FORM,
  name: "Taquería El Güero",
  rfc: "TEG010101AB7",
  phone: "+528112345678",
  email: "hola@guero.mx",
  address: "Calle 5 #10, Monterrey",
  postalCode: "64000",
  adminName: "Lucía Gómez",
  adminEmail: "lucia@guero.mx",
};

describe("the business form's checks", () => {
  it("takes a business ready to be created", () => {
    expect(validateBusinessForm(ready, null)).toEqual({});
  });

  it("shows the country's tax id and postal code rules even when another field fails", () => {
    const errors = validateBusinessForm(
      { ...ready, email: "", rfc: "TEG0101011A", postalCode: "640001" },
      null,
    );
    expect(errors).toEqual({
      email: MESSAGES.emailRequired,
      rfc: BUSINESS_MESSAGES.rfcInvalid,
      postalCode: BUSINESS_MESSAGES.postalCodeMx,
    });
  });

  it("asks a new business for its first admin and the extra hours in range; an edit needs no admin", () => {
    const errors = validateBusinessForm(
      { ...ready, adminName: "Lucía 2", adminEmail: "", addHours: "" },
      null,
    );
    expect(errors).toEqual({
      adminName: USER_MESSAGES.nameInvalid,
      adminEmail: MESSAGES.emailRequired,
      addHours: BUSINESS_MESSAGES.addHoursInvalid,
    });
    expect(validateBusinessForm({ ...ready, adminName: "", adminEmail: "" }, 4)).toEqual({});
  });
});
