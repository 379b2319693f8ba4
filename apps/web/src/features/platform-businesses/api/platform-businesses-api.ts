import {
  type AddBusinessBody,
  type BusinessHistoryPage,
  businessHistoryPageSchema,
  platformBusinessSchema,
  type SaveBusinessBody,
} from "@consola/shared";
import { businessDataOf } from "../../../components/forms/business-data-values";
import { businessKeys } from "../../../data/businesses/business-keys";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";
import type { BusinessFormValues } from "../components/business-form-values";

/** Keyed under data/businesses: a write here refreshes every business picker too. */
export const platformBusinessKeys = {
  detail: (id: number) => [...businessKeys.all, "detail", id] as const,
  history: (id: number) => [...businessKeys.all, "history", id] as const,
};

/** GetBusiness: one business as its edit drawer starts from. */
export async function fetchBusiness(id: number, signal?: AbortSignal): Promise<BusinessFormValues> {
  const data = await api.post<unknown>("/api/admin/GetBusiness", { id }, { signal });
  const business = parseResponse(platformBusinessSchema, data, "GetBusiness");
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
    return (await api.request<unknown>("/api/admin/AddBusiness", { body })).message;
  }
  const body: SaveBusinessBody = { id, ...businessFields(values) };
  return (await api.request<unknown>("/api/admin/SaveBusiness", { body })).message;
}

/** ActiveBusiness: deactivating signs the business's users out. */
export async function setBusinessActive(body: { id: number; active: boolean }): Promise<string> {
  const { message } = await api.request<unknown>("/api/admin/ActiveBusiness", { body });
  return message;
}

/** RemoveBusiness: only a deactivated business, with its name typed again. */
export async function removeBusiness(body: { id: number; confirmName: string }): Promise<string> {
  const { message } = await api.request<unknown>("/api/admin/RemoveBusiness", { body });
  return message;
}

/** BusinessHistory: the business's audit entries, newest first, a page at a time. */
export async function fetchBusinessHistory(
  query: { id: number; after: number | null },
  signal?: AbortSignal,
): Promise<BusinessHistoryPage> {
  const body = { id: query.id, ...(query.after ? { after: query.after } : {}) };
  const data = await api.post<unknown>("/api/admin/BusinessHistory", body, { signal });
  return parseResponse(businessHistoryPageSchema, data, "BusinessHistory");
}
