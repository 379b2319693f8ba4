import {
  BUSINESS_LIST_PAGE_SIZE,
  type BusinessListFilter,
  type BusinessListPage,
  businessListPageSchema,
} from "@consola/shared";
import { api } from "../../lib/api/api";
import { parseResponse } from "../../lib/api/parse-response";

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
  const data = await api.post<unknown>("/api/admin/ListBusiness", body, { signal });
  return parseResponse(businessListPageSchema, data, "ListBusiness");
}
