import {
  addBusinessBodySchema,
  type BusinessDataFields,
  type BusinessTimeZone,
  businessDataChecksSchema,
  type Colors,
  type PhoneCountry,
  saveBusinessBodySchema,
} from "@consola/shared";
import { type FieldErrors, schemaResolver } from "../../../lib/forms/schema-resolver";

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

/** AddBusiness's body (with its first admin) or SaveBusiness's, as the form holds it before trimming. */
function businessBody(values: BusinessFormValues, id: number | null) {
  const { adminName, adminEmail, ...business } = values;
  return id === null ? { ...business, admin: { name: adminName, email: adminEmail } } : { id, ...business };
}

const fields = { "admin.name": "adminName", "admin.email": "adminEmail" } as const;
const formErrors = {
  creating: schemaResolver<BusinessFormValues>([addBusinessBodySchema, businessDataChecksSchema], {
    body: (values) => businessBody(values, null),
    fields,
  }),
  editing: (id: number) =>
    schemaResolver<BusinessFormValues>([saveBusinessBodySchema, businessDataChecksSchema], {
      body: (values) => businessBody(values, id),
      fields,
    }),
};

/**
 * The form checked as the body it sends, with the server's schema and Spanish texts: the business's data
 * (RFC pattern and length by person type, NIT, postal code and phone by the chosen country, e-mail), the extra
 * hours' range and, when creating, the first admin's name and e-mail. The cross-field checks also run on
 * their own, so a failing field does not hide them.
 */
export function validateBusinessForm(
  values: BusinessFormValues,
  id: number | null,
): Partial<Record<Field, string>> {
  const errors: FieldErrors = id === null ? formErrors.creating(values) : formErrors.editing(id)(values);
  return errors as Partial<Record<Field, string>>;
}
