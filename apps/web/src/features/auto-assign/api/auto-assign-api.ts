import {
  type AssignableAgent,
  type AutoAssignSettings,
  assignableAgentListSchema,
  autoAssignSettingsSchema,
  type SaveAutoAssignBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { inBusiness } from "../../../lib/api/in-business";
import { parseResponse } from "../../../lib/api/parse-response";
import { postInBusiness, type Saved } from "../../../lib/api/post-in-business";

// Every call names the business it is about (null: the caller's own) as ?business_id=, as the business
// panel of a platform admin sends it.

export async function fetchAutoAssign(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<AutoAssignSettings> {
  // A GET's query is its second argument (the options' query would be replaced by it).
  const data = await api.get<unknown>("/api/config/GetAutoAssign", inBusiness(businessId).query, { signal });
  return parseResponse(autoAssignSettingsSchema, data, "GetAutoAssign");
}

export async function fetchAgents(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<AssignableAgent[]> {
  const data = await api.post<unknown>("/api/admin/ListAgents", {}, { signal, ...inBusiness(businessId) });
  return parseResponse(assignableAgentListSchema, data, "ListAgents");
}

export function saveAutoAssign(
  businessId: number | null,
  body: SaveAutoAssignBody,
): Promise<Saved<AutoAssignSettings>> {
  return postInBusiness("/api/config/SaveAutoAssign", autoAssignSettingsSchema, businessId, body);
}
