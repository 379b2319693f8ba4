import { myBusinessSchema } from "@consola/shared";
import { z } from "zod";
import { businessKeys } from "../../../data/businesses/business-keys";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";
import type { BusinessFormValues } from "../components/business-form-values";

// PENDING CONTRACT: GetBusiness, AddBusiness, SaveBusiness, ActiveBusiness, RemoveBusiness and
// BusinessHistory were not yet in packages/shared/src/schemas/platform-businesses.schema.ts when this was
// written. The bodies follow the brief; the answers are read with the local schemas below, to be
// replaced by the shared ones (the screen is not registered until then).

const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  detail: z.string().nullish(),
});
const historyPageSchema = z.object({ items: z.array(historyEntrySchema), next: z.number().int().nullable() });
export type BusinessHistoryEntry = z.infer<typeof historyEntrySchema>;
export type BusinessHistoryPage = z.infer<typeof historyPageSchema>;

/** Keyed under data/businesses: a write here refreshes every business picker too. */
export const platformBusinessKeys = {
  detail: (id: number) => [...businessKeys.all, "detail", id] as const,
  history: (id: number) => [...businessKeys.all, "history", id] as const,
};

/** GetBusiness: one business as its edit drawer starts from. */
export async function fetchBusiness(id: number, signal?: AbortSignal): Promise<BusinessFormValues> {
  const data = await api.post<unknown>("/api/admin/GetBusiness", { id }, { signal });
  const business = parseResponse(myBusinessSchema, data, "GetBusiness");
  return {
    name: business.name,
    rfc: business.rfc,
    personType: business.personType,
    phone: business.phone,
    email: business.contact.email,
    address: business.address,
    postalCode: business.postalCode,
    timeZone: business.timeZone,
    addHours: business.addHours,
    phoneCountry: business.phoneCountry,
    surveyActive: business.surveyActive,
    adminName: "",
    adminEmail: "",
  };
}

function businessFields(values: BusinessFormValues) {
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
  };
}

/** AddBusiness (no id: the business and its first admin) or SaveBusiness; the answer's message is the toast. */
export async function saveBusiness(save: { id: number | null; values: BusinessFormValues }): Promise<string> {
  const { id, values } = save;
  const { message } =
    id === null
      ? await api.request<unknown>("/api/admin/AddBusiness", {
          body: {
            ...businessFields(values),
            admin: { name: values.adminName.trim(), email: values.adminEmail.trim().toLowerCase() },
          },
        })
      : await api.request<unknown>("/api/admin/SaveBusiness", { body: { id, ...businessFields(values) } });
  return message;
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
  return parseResponse(historyPageSchema, data, "BusinessHistory");
}
