import {
  type AddContactBody,
  CONTACT_EXPORT_FILE_NAME,
  CONTACTS_PAGE_SIZE,
  type ContactDetail,
  type ContactOpt,
  type ContactPage,
  contactDetailSchema,
  contactOptSchema,
  contactPageSchema,
  type EraseContactResult,
  eraseContactResultSchema,
  type ModifyContactBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";
import { saveFile } from "../../../lib/api/save-file";

export type ContactListQuery = { search: string; page: number };
export type SaveResult = { contact: ContactDetail; message: string };

export const contactKeys = {
  all: ["contacts"] as const,
  lists: ["contacts", "list"] as const,
  list: (query: ContactListQuery) => ["contacts", "list", query] as const,
  detail: (id: number) => ["contacts", "detail", id] as const,
};

export async function fetchContacts(query: ContactListQuery, signal?: AbortSignal): Promise<ContactPage> {
  const body = {
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    take: CONTACTS_PAGE_SIZE,
    skip: (query.page - 1) * CONTACTS_PAGE_SIZE,
  };
  const data = await api.post<unknown>("/api/admin/ListAllContact", body, { signal });
  return parseResponse(contactPageSchema, data, "ListAllContact");
}

export async function fetchContactDetail(id: number, signal?: AbortSignal): Promise<ContactDetail> {
  const data = await api.get<unknown>("/api/admin/Detail", { contact_id: id }, { signal });
  return parseResponse(contactDetailSchema, data, "Detail");
}

async function save(path: string, body: AddContactBody | ModifyContactBody): Promise<SaveResult> {
  const { data, message } = await api.request<unknown>(path, { body });
  return { contact: parseResponse(contactDetailSchema, data, path), message };
}

export const addContact = (body: AddContactBody) => save("/api/admin/AddContact", body);
export const modifyContact = (body: ModifyContactBody) => save("/api/admin/ModifyContact", body);

export async function setOptIn(
  contactId: number,
  optIn: boolean,
): Promise<{ opt: ContactOpt; message: string }> {
  const path = optIn ? "/api/wp/MakeOptIn" : "/api/wp/MakeOptOut";
  const { data, message } = await api.request<unknown>(path, { body: { contactId } });
  return { opt: parseResponse(contactOptSchema, data, path), message };
}

/** EraseContact: the contact and everything about it, on the person's request; the number confirms it. */
export async function eraseContact(
  contactId: number,
  confirmPhone: string,
): Promise<{ erased: EraseContactResult; message: string }> {
  const path = "/api/admin/EraseContact";
  const { data, message } = await api.request<unknown>(path, { body: { contactId, confirmPhone } });
  return { erased: parseResponse(eraseContactResultSchema, data, path), message };
}

/**
 * ExportContacts answers a CSV file, not the JSON envelope: the client's binary path fetches it (bearer,
 * time-out, the catalogue's errors, the session-ended dialog) and the browser saves it.
 */
export async function downloadContactsCsv(): Promise<void> {
  const blob = await api.blob("/api/admin/ExportContacts");
  saveFile(blob, CONTACT_EXPORT_FILE_NAME);
}
