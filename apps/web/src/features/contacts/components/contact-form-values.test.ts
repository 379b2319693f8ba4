import { CONTACT_ADDRESS_MAX_LENGTH, CONTACT_FIELD_MESSAGES, CONTACT_MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { buildContact, buildContactField } from "../../../test/fixtures";
import { contactBody, contactFormErrors, initialValues } from "./contact-form-values";

const none = { fields: [], country: "MX" as const };
const puntos = buildContactField({ id: 1, key: "puntos", name: "Puntos", type: "number" });
const tel = buildContactField({ id: 2, key: "tel_oficina", name: "Teléfono de oficina", type: "phone" });
const activo = buildContactField({ id: 3, key: "activo", name: "Activo", type: "yesno", required: true });
const withFields = { fields: [puntos, tel, activo], country: "MX" as const };

describe("the contact form's checks", () => {
  it("asks for the name and the phone, a lone '+' being no phone", () => {
    const errors = contactFormErrors(null, none);
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
    expect(contactFormErrors(null, none)(values)).toEqual({
      name: CONTACT_MESSAGES.nameLettersOnly,
      phoneNumber: CONTACT_MESSAGES.phoneInvalid,
      email: CONTACT_MESSAGES.emailInvalid,
      address: CONTACT_MESSAGES.addressTooLong,
    });
  });

  it("takes a contact being edited as it is", () => {
    const contact = buildContact();
    expect(contactFormErrors(contact, none)(initialValues(contact))).toEqual({});
  });

  it("checks the custom fields with the server's rules and words, under each one's input", () => {
    const values = { ...initialValues(null), name: "Ana", phoneNumber: "+528112345678" };
    expect(
      contactFormErrors(null, withFields)({ ...values, custom: { puntos: "mil", tel_oficina: "12" } }),
    ).toEqual({
      "custom.puntos": CONTACT_FIELD_MESSAGES.numberInvalid("Puntos"),
      "custom.tel_oficina": CONTACT_FIELD_MESSAGES.phoneInvalid("Teléfono de oficina"),
      "custom.activo": CONTACT_FIELD_MESSAGES.required("Activo"),
    });
  });

  it("sends a new contact's filled fields as the server stores them", () => {
    const values = {
      ...initialValues(null),
      name: "Ana",
      phoneNumber: "+528112345678",
      custom: { puntos: "1,250.5", tel_oficina: "81 1234 5678", activo: "no" },
    };
    expect(contactBody(values, null, withFields).customFields).toEqual({
      puntos: 1250.5,
      tel_oficina: "+528112345678",
      activo: false,
    });
  });

  it("sends a new contact's consent, and never an edit's", () => {
    const values = { ...initialValues(null), name: "Ana", phoneNumber: "+528112345678" };
    expect(values.optIn).toBe(true);
    expect(contactBody({ ...values, optIn: false }, null, none).optIn).toBe(false);
    const contact = buildContact({ optIn: false });
    expect(contactBody({ ...initialValues(contact), optIn: true }, contact, none)).not.toHaveProperty(
      "optIn",
    );
  });

  it("sends only what an edit changed, null for a field emptied", () => {
    const contact = buildContact({
      customFields: { puntos: 10, activo: true, tel_oficina: "+528112345678" },
    });
    const values = initialValues(contact);
    expect(values.custom).toEqual({ puntos: "10", activo: "yes", tel_oficina: "+528112345678" });
    expect(contactBody(values, contact, withFields).customFields).toBeUndefined();
    const changed = { ...values, custom: { ...values.custom, puntos: "", activo: "no" } };
    expect(contactBody(changed, contact, withFields).customFields).toEqual({ puntos: null, activo: false });
    // A required field may stay empty on an edit, but not be emptied.
    expect(
      contactFormErrors(contact, withFields)({ ...values, custom: { ...values.custom, activo: "" } }),
    ).toEqual({
      "custom.activo": CONTACT_FIELD_MESSAGES.required("Activo"),
    });
  });
});
