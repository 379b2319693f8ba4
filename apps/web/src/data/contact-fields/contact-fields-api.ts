import { contactFieldsEndpoints, type SaveContactFieldBody } from "@consola/shared";
import { call } from "../../lib/api/call";

const ofBusiness = (businessId: number | null) => (businessId === null ? {} : { business_id: businessId });

/** The business's custom contact fields in the form's order (a platform admin names the business). */
export async function fetchContactFields(businessId: number | null, signal?: AbortSignal) {
  return (await call(contactFieldsEndpoints.list, undefined, { business: businessId, signal })).data;
}

export function saveContactField(body: SaveContactFieldBody, businessId: number | null) {
  return call(contactFieldsEndpoints.save, body, { business: businessId });
}

export function removeContactField(id: number, businessId: number | null) {
  return call(contactFieldsEndpoints.remove, { id, ...ofBusiness(businessId) });
}

/** Every field's id in the new order. */
export function reorderContactFields(ids: number[], businessId: number | null) {
  return call(contactFieldsEndpoints.reorder, { ids }, { business: businessId });
}
