import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ContactListQuery } from "../api/contacts-api";
import { contactQueries } from "../queries";

export function useContacts(query: ContactListQuery) {
  return useQuery({ ...contactQueries.list(query), placeholderData: keepPreviousData });
}

export function useContactDetail(id: number | null) {
  return useQuery({ ...contactQueries.detail(id ?? 0), enabled: id !== null });
}
