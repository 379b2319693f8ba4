import {
  type AddBusinessBody,
  type BusinessHistoryPage,
  platformBusinessesEndpoints,
  type SaveBusinessBody,
} from "@consola/shared";
import { businessDataOf } from "../../../components/forms/business-data-values";
import { businessKeys } from "../../../data/businesses/business-keys";
import { call } from "../../../lib/api/call";
import type { BusinessFormValues } from "../components/business-form-values";

/** Keyed under data/businesses: a write here refreshes every business picker too. */
export const platformBusinessKeys = {
  detail: (id: number) => [...businessKeys.all, "detail", id] as const,
  history: (id: number) => [...businessKeys.all, "history", id] as const,
};

/** GetBusiness: one business as its edit drawer starts from. */
export async function fetchBusiness(id: number, signal?: AbortSignal): Promise<BusinessFormValues> {
  const { data: business } = await call(platformBusinessesEndpoints.detail, { id }, { signal });
  return {
    ...businessDataOf(business),
    timeZone: business.timeZone,
    addHours: business.addHours,
    phoneCountry: business.phoneCountry,
    surveyActive: business.surveyActive,
    colors: business.colors,
    adminName: "",
    adminEmail: "",
  };
}

function businessFields(values: BusinessFormValues): Omit<SaveBusinessBody, "id"> {
  return {
    name: values.name.trim(),
    rfc: values.rfc.trim().toUpperCase(),
    personType: values.personType,
    phone: values.phone,
    email: values.email.trim(),
    address: values.address.trim(),
    postalCode: values.postalCode.trim(),
    timeZone: values.timeZone,
    addHours: values.addHours === "" ? 0 : values.addHours,
    phoneCountry: values.phoneCountry,
    surveyActive: values.surveyActive,
    // Kept as they are: the business's colours are its own admin's to change (/config/setup).
    ...(values.colors ? { colors: values.colors } : {}),
  };
}

/** AddBusiness (no id: the business and its first admin) or SaveBusiness; the answer's message is the toast. */
export async function saveBusiness(save: { id: number | null; values: BusinessFormValues }): Promise<string> {
  const { id, values } = save;
  if (id === null) {
    const body: AddBusinessBody = {
      ...businessFields(values),
      admin: { name: values.adminName.trim(), email: values.adminEmail.trim().toLowerCase() },
    };
    return (await call(platformBusinessesEndpoints.add, body)).message;
  }
  const body: SaveBusinessBody = { id, ...businessFields(values) };
  return (await call(platformBusinessesEndpoints.save, body)).message;
}

/** ActiveBusiness: deactivating signs the business's users out. */
export async function setBusinessActive(body: { id: number; active: boolean }): Promise<string> {
  const { message } = await call(platformBusinessesEndpoints.setActive, body);
  return message;
}

/** RemoveBusiness: only a deactivated business, with its name typed again. */
export async function removeBusiness(body: { id: number; confirmName: string }): Promise<string> {
  const { message } = await call(platformBusinessesEndpoints.remove, body);
  return message;
}

/** BusinessHistory: the business's audit entries, newest first, a page at a time. */
export async function fetchBusinessHistory(
  query: { id: number; after: number | null },
  signal?: AbortSignal,
): Promise<BusinessHistoryPage> {
  const body = { id: query.id, ...(query.after ? { after: query.after } : {}) };
  return (await call(platformBusinessesEndpoints.history, body, { signal })).data;
}
