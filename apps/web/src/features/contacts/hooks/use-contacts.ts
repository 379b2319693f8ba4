import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ContactListQuery, contactKeys, fetchContactDetail, fetchContacts } from "../api/contacts-api";

export function useContacts(query: ContactListQuery) {
  return useQuery({
    queryKey: contactKeys.list(query),
    queryFn: ({ signal }) => fetchContacts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactDetail(id: number | null) {
  return useQuery({
    queryKey: contactKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchContactDetail(id ?? 0, signal),
    enabled: id !== null,
  });
}
