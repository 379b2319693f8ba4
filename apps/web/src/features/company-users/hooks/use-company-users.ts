import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  companyUserKeys,
  fetchBusinessRoles,
  fetchUsersPage,
  type UsersScope,
} from "../api/company-users-api";

/** A business's people by name, a page at a time ("Cargar más"), filtered by name or e-mail on the server. */
export function useCompanyUsers(scope: UsersScope, search: string) {
  return useInfiniteQuery({
    queryKey: companyUserKeys.list(scope, search),
    queryFn: ({ pageParam, signal }) => fetchUsersPage(scope, { search, after: pageParam }, signal),
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
