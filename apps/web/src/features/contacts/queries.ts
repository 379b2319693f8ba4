import { queryOptions } from "@tanstack/react-query";
import { contactImportKeys, fetchImportStatus } from "./api/contact-import-api";
import { type ContactListQuery, contactKeys, fetchContactDetail, fetchContacts } from "./api/contacts-api";

/** The contacts screen's reads: a page of the list, one contact's detail, an import's progress. */
export const contactQueries = {
  list: (query: ContactListQuery) =>
    queryOptions({
      queryKey: contactKeys.list(query),
      queryFn: ({ signal }) => fetchContacts(query, signal),
    }),
  detail: (contactId: number) =>
    queryOptions({
      queryKey: contactKeys.detail(contactId),
      queryFn: ({ signal }) => fetchContactDetail(contactId, signal),
    }),
  importStatus: (importId: number) =>
    queryOptions({
      queryKey: contactImportKeys.status(importId),
      queryFn: ({ signal }) => fetchImportStatus(importId, signal),
    }),
};
