import {
  type AssignableAgent,
  type AutoAssignSettings,
  autoAssignEndpoints,
  type SaveAutoAssignBody,
} from "@consola/shared";
import type { ApiResult } from "../../../lib/api/api-client";
import { call } from "../../../lib/api/call";

// Every call names the business it is about (null: the caller's own), as the business panel of a platform
// admin sends it.

export async function fetchAutoAssign(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<AutoAssignSettings> {
  return (await call(autoAssignEndpoints.getAutoAssign, undefined, { signal, business: businessId })).data;
}

export async function fetchAgents(
  businessId: number | null,
  signal?: AbortSignal,
): Promise<AssignableAgent[]> {
  return (await call(autoAssignEndpoints.listAgents, {}, { signal, business: businessId })).data;
}

export function saveAutoAssign(
  businessId: number | null,
  body: SaveAutoAssignBody,
): Promise<ApiResult<AutoAssignSettings>> {
  return call(autoAssignEndpoints.saveAutoAssign, body, { business: businessId });
}
