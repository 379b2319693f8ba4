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
  MESSAGES,
  type ModifyContactBody,
} from "@consola/shared";
import { api } from "../../../lib/api/api";
import { ApiError } from "../../../lib/api/api-error";
import { parseResponse } from "../../../lib/api/parse-response";
import { sessionStore } from "../../../lib/session/session-store";

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

/**
 * ExportContacts answers a CSV file, not the JSON envelope, so it is fetched here with the bearer header
 * and saved as a blob; errors still speak the catalogue's language.
 */
export async function downloadContactsCsv(): Promise<void> {
  const token = sessionStore.get().token;
  let response: Response;
  try {
    response = await fetch("/api/admin/ExportContacts", {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (cause) {
    throw new ApiError({ kind: "network", status: 0, aux: 500, message: MESSAGES.networkError, data: cause });
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    const unauthorized = response.status === 401;
    throw new ApiError({
      kind: unauthorized ? "unauthorized" : response.status === 403 ? "forbidden" : "server",
      status: response.status,
      aux: response.status,
      message: unauthorized ? MESSAGES.notAuthorized : payload?.message || MESSAGES.actionNotCompleted,
    });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = CONTACT_EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL only holds memory from here on.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
