import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config/config-business";
import { companyUserQueries } from "../queries";

/** A business's people by name, a page at a time ("Cargar más"), filtered by name or e-mail on the server. */
export function useCompanyUsers(search: string) {
  const businessId = useConfigBusiness();
  return useInfiniteQuery(companyUserQueries.list(businessId, search));
}

/** The roles a person of the business may have, named as the catalogue names them. */
export function useBusinessRoles() {
  return useQuery(companyUserQueries.roles());
}
