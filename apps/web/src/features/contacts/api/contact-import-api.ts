import {
  CONTACT_IMPORT_MAX_BYTES,
  CONTACT_IMPORT_MESSAGES,
  CONTACT_IMPORT_REJECTED_FILE_NAME,
  CONTACT_IMPORT_TYPES,
  type ContactImportFormat,
  type ContactImportMapping,
  type ContactImportPreview,
  type ContactImportStatus,
  contactsImportEndpoints,
  formatFileSize,
  MESSAGES,
} from "@consola/shared";
import { call, download } from "../../../lib/api/call";
import { saveFile } from "../../../lib/api/save-file";

export const contactImportKeys = {
  status: (importId: number) => ["contacts", "import", importId] as const,
};

/** The file's format by its extension: browsers give CSV files different types (or none). */
function formatOf(name: string): ContactImportFormat | null {
  const extension = name.toLowerCase().split(".").at(-1);
  return extension === "csv" || extension === "xlsx" ? extension : null;
}

/** Why a chosen file cannot be sent, checked before it is (the server checks the same). */
export function importFileProblem(file: File): string | null {
  if (!formatOf(file.name)) return CONTACT_IMPORT_MESSAGES.fileTypeInvalid;
  if (file.size === 0) return CONTACT_IMPORT_MESSAGES.fileEmpty;
  if (file.size > CONTACT_IMPORT_MAX_BYTES)
    return MESSAGES.uploadTooLarge(formatFileSize(CONTACT_IMPORT_MAX_BYTES));
  return null;
}

/** ImportContacts: the file goes up as it is, typed by its extension; the answer is its preview. */
export async function uploadImportFile(file: File): Promise<ContactImportPreview> {
  const format = formatOf(file.name);
  const typed = format ? new File([file], file.name, { type: CONTACT_IMPORT_TYPES[format] }) : file;
  const form = new FormData();
  form.set("file", typed, file.name);
  // A 20 MB file on a slow line takes longer than the client's usual time-out.
  return (await call(contactsImportEndpoints.upload, form, { timeoutMs: 600_000 })).data;
}

export async function startImport(
  importId: number,
  mapping: ContactImportMapping,
): Promise<ContactImportStatus> {
  return (await call(contactsImportEndpoints.start, { importId, mapping })).data;
}

export async function fetchImportStatus(
  importId: number,
  signal?: AbortSignal,
): Promise<ContactImportStatus> {
  const query = { import_id: importId };
  return (await call(contactsImportEndpoints.status, undefined, { query, signal })).data;
}

/** The rejected rows as CSV, through the client's binary path, saved by the browser. */
export async function downloadRejectedCsv(importId: number): Promise<void> {
  const blob = await download(contactsImportEndpoints.rejected, { query: { import_id: importId } });
  saveFile(blob, CONTACT_IMPORT_REJECTED_FILE_NAME);
}
