import {
  areasEndpoints,
  type BusinessArea,
  type CompanyUser,
  type RemoveAreaBody,
  type RemoveAreaResult,
  type SaveAreaBody,
  userPageSchema,
} from "@consola/shared";
import { configKeys } from "../../../data/config/config-keys";
import { api } from "../../../lib/api/api";
import { call } from "../../../lib/api/call";
import { inBusiness } from "../../../lib/api/in-business";
import { parseResponse } from "../../../lib/api/parse-response";

/** Keyed under configKeys: areas (and the people in them) refresh when any console of the business saves. */
export const areaKeys = {
  list: (businessId: number | null) => [...configKeys.in("areas", businessId), "full"] as const,
  people: (businessId: number | null, search: string) =>
    [...configKeys.in("users", businessId), "area-picker", search] as const,
};

/** ListBusinessArea: each area with its people, open chats and quick answers. */
export async function fetchAreas(businessId: number | null, signal?: AbortSignal): Promise<BusinessArea[]> {
  return (await call(areasEndpoints.list, {}, { signal, business: businessId })).data;
}

/** AddBusinessArea: creates (no id) or updates; userIds, when sent, becomes the area's people. */
export async function saveArea(
  businessId: number | null,
  body: SaveAreaBody,
): Promise<{ area: BusinessArea; message: string }> {
  const { data, message } = await call(areasEndpoints.save, body, { business: businessId });
  return { area: data, message };
}

/** RemoveBusinessArea: moveTo is where its people, open chats and quick answers go (null: no area). */
export async function removeArea(
  businessId: number | null,
  body: RemoveAreaBody,
): Promise<{ moved: RemoveAreaResult; message: string }> {
  const { data, message } = await call(areasEndpoints.remove, body, { business: businessId });
  return { moved: data, message };
}

/** People of the business matching a search, for the member picker (the first page by name). */
export async function searchPeople(
  businessId: number | null,
  search: string,
  signal?: AbortSignal,
): Promise<CompanyUser[]> {
  const body = { ...(search.trim() ? { search: search.trim() } : {}), take: 50 };
  const data = await api.post<unknown>("/api/admin/ListUsersBusiness", body, {
    signal,
    ...inBusiness(businessId),
  });
  return parseResponse(userPageSchema, data, "ListUsersBusiness").items;
}
