import {
  areasEndpoints,
  type BusinessArea,
  type CompanyUser,
  companyUsersEndpoints,
  type RemoveAreaBody,
  type RemoveAreaResult,
  type SaveAreaBody,
} from "@consola/shared";
import { call } from "../../../lib/api/call";

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
  return (await call(companyUsersEndpoints.list, body, { signal, business: businessId })).data.items;
}
