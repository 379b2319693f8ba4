import { CONTACT_ADDRESS_MAX_LENGTH, CONTACT_MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { buildContact } from "../../../test/fixtures";
import { contactFormErrors, initialValues } from "./contact-form-values";

describe("the contact form's checks", () => {
  it("asks for the name and the phone, a lone '+' being no phone", () => {
    const errors = contactFormErrors(null);
    expect(errors(initialValues(null))).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      phoneNumber: CONTACT_MESSAGES.phoneRequired,
    });
    expect(errors({ ...initialValues(null), name: "Ana", phoneNumber: "+" })).toEqual({
      phoneNumber: CONTACT_MESSAGES.phoneRequired,
    });
  });

  it("says in the server's words what is wrong with a name, a phone, an e-mail and an address", () => {
    const values = {
      ...initialValues(null),
      name: "Ana 2",
      phoneNumber: "+5281123",
      email: "ana@",
      address: "x".repeat(CONTACT_ADDRESS_MAX_LENGTH + 1),
    };
    expect(contactFormErrors(null)(values)).toEqual({
      name: CONTACT_MESSAGES.nameLettersOnly,
      phoneNumber: CONTACT_MESSAGES.phoneInvalid,
      email: CONTACT_MESSAGES.emailInvalid,
      address: CONTACT_MESSAGES.addressTooLong,
    });
  });

  it("takes a contact being edited as it is", () => {
    const contact = buildContact();
    expect(contactFormErrors(contact)(initialValues(contact))).toEqual({});
  });
});
