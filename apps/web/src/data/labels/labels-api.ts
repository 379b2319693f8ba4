import {
  type LabelChatBody,
  type LabelContactBody,
  labelsEndpoints,
  type SaveLabelBody,
} from "@consola/shared";
import { call } from "../../lib/api/call";

/** The business's labels (a platform admin names the business; null: one's own). */
export async function fetchLabels(businessId: number | null, signal?: AbortSignal) {
  return (await call(labelsEndpoints.list, undefined, { business: businessId, signal })).data;
}

export function saveLabel(body: SaveLabelBody, businessId: number | null) {
  return call(labelsEndpoints.save, body, { business: businessId });
}

export function removeLabel(id: number, businessId: number | null) {
  return call(labelsEndpoints.remove, { id, ...(businessId === null ? {} : { business_id: businessId }) });
}

export function labelContact(body: LabelContactBody) {
  return call(labelsEndpoints.labelContact, body);
}

export function labelChat(body: LabelChatBody) {
  return call(labelsEndpoints.labelChat, body);
}
