import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  checkEmailAvailable,
  companyUserKeys,
  fetchBusinessRoles,
  fetchUsersPage,
} from "./api/company-users-api";
import { fetchPlatformUsersPage, platformUserKeys } from "./api/platform-users-api";

export const companyUserQueries = {
  /** A business's people by name, a page at a time ("Cargar más"), filtered by name or e-mail on the server. */
  list: (businessId: number | null, search: string) =>
    infiniteQueryOptions({
      queryKey: companyUserKeys.list(businessId, search),
      queryFn: ({ pageParam, signal }) => fetchUsersPage(businessId, { search, after: pageParam }, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.next,
    }),
  /** The roles a person of the business may have: the catalogue does not change while the app is open. */
  roles: () =>
    queryOptions({
      queryKey: companyUserKeys.roles,
      queryFn: ({ signal }) => fetchBusinessRoles(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /**
   * Whether an address is free across the platform (hence not keyed by business). A failed check is not
   * tried again: the save refuses a taken address anyway.
   */
  email: (businessId: number | null, email: string, userId: number | undefined) =>
    queryOptions({
      queryKey: companyUserKeys.email(email, userId),
      queryFn: ({ signal }) => checkEmailAvailable(businessId, email, userId, signal),
      staleTime: 30_000,
      retry: false,
    }),
};

export const platformUserQueries = {
  /** The platform's people by name, a page at a time ("Ver más"), filtered by name or e-mail on the server. */
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: platformUserKeys.list(search),
      queryFn: ({ pageParam, signal }) => fetchPlatformUsersPage({ search, after: pageParam }, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.next,
    }),
};
