import {
  type AddContactBody,
  CONTACT_EXPORT_FILE_NAME,
  CONTACTS_PAGE_SIZE,
  type ContactDetail,
  type ContactOpt,
  type ContactPage,
  contactsEndpoints,
  type EraseContactResult,
  type ExportContactsQuery,
  type LabelMatch,
  type ModifyContactBody,
  privacyEndpoints,
} from "@consola/shared";
import { call, download } from "../../../lib/api/call";
import { saveFile } from "../../../lib/api/save-file";

export type ContactListQuery = {
  search: string;
  page: number;
  labelIds: number[];
  labelMatch: LabelMatch;
  /** A saved segment's members only; null for every contact. */
  segmentId: number | null;
};
/** The list's filters, the page aside: what "all matching" stands for in a bulk action. */
export type ContactFilters = Omit<ContactListQuery, "page">;
export type SaveResult = { contact: ContactDetail; message: string };

export const contactKeys = {
  all: ["contacts"] as const,
  lists: ["contacts", "list"] as const,
  list: (query: ContactListQuery) => ["contacts", "list", query] as const,
  details: ["contacts", "detail"] as const,
  detail: (id: number) => ["contacts", "detail", id] as const,
};

/**
 * The filters as ListAllContact takes them, each left out when unset. A bulk action's "all matching" sends the
 * same, so it reaches exactly the contacts the list counted.
 */
export function contactFiltersBody(filters: ContactFilters) {
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.labelIds.length > 0 ? { labelIds: filters.labelIds, labelMatch: filters.labelMatch } : {}),
    ...(filters.segmentId === null ? {} : { segmentId: filters.segmentId }),
  };
}

export async function fetchContacts(query: ContactListQuery, signal?: AbortSignal): Promise<ContactPage> {
  const body = {
    ...contactFiltersBody(query),
    take: CONTACTS_PAGE_SIZE,
    skip: (query.page - 1) * CONTACTS_PAGE_SIZE,
  };
  return (await call(contactsEndpoints.list, body, { signal })).data;
}

export async function fetchContactDetail(id: number, signal?: AbortSignal): Promise<ContactDetail> {
  return (await call(contactsEndpoints.detail, undefined, { query: { contact_id: id }, signal })).data;
}

export async function addContact(body: AddContactBody): Promise<SaveResult> {
  const { data, message } = await call(contactsEndpoints.add, body);
  return { contact: data, message };
}

export async function modifyContact(body: ModifyContactBody): Promise<SaveResult> {
  const { data, message } = await call(contactsEndpoints.modify, body);
  return { contact: data, message };
}

export async function setOptIn(
  contactId: number,
  optIn: boolean,
): Promise<{ opt: ContactOpt; message: string }> {
  const endpoint = optIn ? contactsEndpoints.optIn : contactsEndpoints.optOut;
  const { data, message } = await call(endpoint, { contactId });
  return { opt: data, message };
}

/** EraseContact: the contact and everything about it, on the person's request; the number confirms it. */
export async function eraseContact(
  contactId: number,
  confirmPhone: string,
): Promise<{ erased: EraseContactResult; message: string }> {
  const { data, message } = await call(privacyEndpoints.eraseContact, { contactId, confirmPhone });
  return { erased: data, message };
}

/** What an export takes: every contact, a saved segment's members, the list's filters, or a selection. */
export type ContactsExport =
  | { segmentId: number }
  | { filters: ContactFilters }
  | { contactIds: readonly number[] }
  | Record<string, never>;

function exportQuery(scope: ContactsExport): ExportContactsQuery {
  if ("segmentId" in scope) return { segment_id: scope.segmentId };
  if ("contactIds" in scope) return { contact_ids: scope.contactIds.join(",") };
  if ("filters" in scope) {
    const { segmentId, ...rest } = contactFiltersBody(scope.filters);
    return { ...rest, ...(segmentId === undefined ? {} : { segment_id: segmentId }) };
  }
  return {};
}

/**
 * ExportContacts answers a CSV file, not the JSON envelope: the client's binary path fetches it (bearer,
 * time-out, the catalogue's errors, the session-ended dialog) and the browser saves it.
 */
export async function downloadContactsCsv(scope: ContactsExport = {}): Promise<void> {
  const blob = await download(contactsEndpoints.export, { query: exportQuery(scope) });
  saveFile(blob, CONTACT_EXPORT_FILE_NAME);
}
