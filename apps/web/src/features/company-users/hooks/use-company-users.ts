import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config/config-business";
import { companyUserKeys, fetchBusinessRoles, fetchUsersPage } from "../api/company-users-api";

/** A business's people by name, a page at a time ("Cargar más"), filtered by name or e-mail on the server. */
export function useCompanyUsers(search: string) {
  const businessId = useConfigBusiness();
  return useInfiniteQuery({
    queryKey: companyUserKeys.list(businessId, search),
    queryFn: ({ pageParam, signal }) => fetchUsersPage(businessId, { search, after: pageParam }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });
}

/** The roles a person of the business may have, named as the catalogue names them. */
export function useBusinessRoles() {
  return useQuery({
    queryKey: companyUserKeys.roles,
    queryFn: ({ signal }) => fetchBusinessRoles(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
