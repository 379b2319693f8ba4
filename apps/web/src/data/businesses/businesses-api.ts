import {
  BUSINESS_LIST_PAGE_SIZE,
  type BusinessListFilter,
  type BusinessListPage,
  platformBusinessesEndpoints,
} from "@consola/shared";
import { call } from "../../lib/api/call";

export type BusinessListQuery = { search: string; status: BusinessListFilter; after: number | null };

/** ListBusiness: one page of businesses by name, after the business `after` (keyset). */
export async function fetchBusinessesPage(
  query: BusinessListQuery,
  signal?: AbortSignal,
): Promise<BusinessListPage> {
  const search = query.search.trim();
  const body = {
    status: query.status,
    take: BUSINESS_LIST_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(query.after ? { after: query.after } : {}),
  };
  return (await call(platformBusinessesEndpoints.list, body, { signal })).data;
}
