import {
  type AssignableAgent,
  type AutoAssignSettings,
  assignableAgentListSchema,
  autoAssignSettingsSchema,
  type SaveAutoAssignBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

export async function fetchAutoAssign(signal?: AbortSignal): Promise<AutoAssignSettings> {
  const data = await api.get<unknown>("/api/config/GetAutoAssign", undefined, { signal });
  return parseResponse(autoAssignSettingsSchema, data, "GetAutoAssign");
}

export async function fetchAgents(signal?: AbortSignal): Promise<AssignableAgent[]> {
  const data = await api.post<unknown>("/api/admin/ListAgents", {}, { signal });
  return parseResponse(assignableAgentListSchema, data, "ListAgents");
}

export async function saveAutoAssign(
  body: SaveAutoAssignBody,
): Promise<{ data: AutoAssignSettings; message: string }> {
  const result = await api.request<unknown>("/api/config/SaveAutoAssign", { method: "POST", body });
  return {
    data: parseResponse(autoAssignSettingsSchema, result.data, "SaveAutoAssign"),
    message: result.message,
  };
}
