import {
  type BusinessArea,
  businessAreaListSchema,
  businessAreaSchema,
  type CompanyUser,
  type RemoveAreaBody,
  type RemoveAreaResult,
  removeAreaResultSchema,
  type SaveAreaBody,
  userPageSchema,
} from "@consola/shared";
import { configKeys } from "../../../data/config/config-keys";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

/** Keyed under configKeys: areas (and the people in them) refresh when any console of the business saves. */
export const areaKeys = {
  list: [...configKeys.of("areas"), "full"] as const,
  people: (search: string) => [...configKeys.of("users"), "area-picker", search] as const,
};

/** ListBusinessArea: each area with its people, open chats and quick answers. */
export async function fetchAreas(signal?: AbortSignal): Promise<BusinessArea[]> {
  const data = await api.post<unknown>("/api/admin/ListBusinessArea", {}, { signal });
  return parseResponse(businessAreaListSchema, data, "ListBusinessArea");
}

/** AddBusinessArea: creates (no id) or updates; userIds, when sent, becomes the area's people. */
export async function saveArea(body: SaveAreaBody): Promise<{ area: BusinessArea; message: string }> {
  const { data, message } = await api.request<unknown>("/api/admin/AddBusinessArea", { body });
  return { area: parseResponse(businessAreaSchema, data, "AddBusinessArea"), message };
}

/** RemoveBusinessArea: moveTo is where its people, open chats and quick answers go (null: no area). */
export async function removeArea(
  body: RemoveAreaBody,
): Promise<{ moved: RemoveAreaResult; message: string }> {
  const { data, message } = await api.request<unknown>("/api/admin/RemoveBusinessArea", { body });
  return { moved: parseResponse(removeAreaResultSchema, data, "RemoveBusinessArea"), message };
}

/** People of the business matching a search, for the member picker (the first page by name). */
export async function searchPeople(search: string, signal?: AbortSignal): Promise<CompanyUser[]> {
  const body = { ...(search.trim() ? { search: search.trim() } : {}), take: 50 };
  const data = await api.post<unknown>("/api/admin/ListUsersBusiness", body, { signal });
  return parseResponse(userPageSchema, data, "ListUsersBusiness").items;
}
