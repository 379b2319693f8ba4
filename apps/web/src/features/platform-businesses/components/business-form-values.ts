import {
  ADD_HOURS_MAX,
  ADD_HOURS_MIN,
  BUSINESS_MESSAGES,
  type BusinessDataFields,
  type BusinessTimeZone,
  businessDataErrors,
  type Colors,
  MESSAGES,
  type PhoneCountry,
  USER_MESSAGES,
  USER_NAME_PATTERN,
  userEmailInput,
} from "@consola/shared";

/** What the create and edit drawers hold: the business's data, its settings and, when creating, its first admin. */
export type BusinessFormValues = BusinessDataFields & {
  timeZone: BusinessTimeZone;
  addHours: number | "";
  phoneCountry: PhoneCountry;
  surveyActive: boolean;
  /** The business's colours as GetBusiness gave them (sent back unchanged); none when creating. */
  colors?: Colors;
  adminName: string;
  adminEmail: string;
};

export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
  name: "",
  rfc: "",
  personType: "moral",
  phone: "",
  email: "",
  address: "",
  postalCode: "",
  timeZone: "America/Mexico_City",
  addHours: 0,
  phoneCountry: "MX",
  surveyActive: false,
  adminName: "",
  adminEmail: "",
};

type Field = keyof BusinessFormValues;

/**
 * The same rules and Spanish texts the server applies, checked before sending: the business's data through
 * the shared business schema (RFC pattern and length by person type, NIT, postal code, phone, e-mail), the
 * extra hours' range and, when creating, the first admin's name and e-mail.
 */
export function validateBusinessForm(
  values: BusinessFormValues,
  creating: boolean,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = businessDataErrors(values, values.phoneCountry);
  const hours = values.addHours;
  if (hours === "" || !Number.isInteger(hours) || hours < ADD_HOURS_MIN || hours > ADD_HOURS_MAX) {
    errors.addHours = BUSINESS_MESSAGES.addHoursInvalid;
  }
  if (creating) {
    const name = values.adminName.trim();
    if (!name) errors.adminName = USER_MESSAGES.nameRequired;
    else if (!USER_NAME_PATTERN.test(name)) errors.adminName = USER_MESSAGES.nameInvalid;
    const email = values.adminEmail.trim();
    if (!email) errors.adminEmail = MESSAGES.emailRequired;
    else if (!userEmailInput.safeParse(email).success) errors.adminEmail = MESSAGES.emailInvalid;
  }
  return errors;
}
