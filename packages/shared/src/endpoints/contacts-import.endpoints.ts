import {
  contactImportPreviewSchema,
  contactImportQuerySchema,
  contactImportStatusSchema,
  startContactImportBodySchema,
} from "../schemas/contact-import.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "contacts";

/** Contact import for provider admins (platform admins name the business): upload, start, follow, rejected rows. */
export const contactsImportEndpoints = {
  upload: endpoint({
    method: "POST",
    path: "/api/admin/ImportContacts",
    summary:
      "Upload a CSV or XLSX of contacts (multipart: business_id for platform admins, then file): its columns, first rows and a suggested mapping",
    tag,
    access: ACCESS.settings,
    multipart: true,
    answer: contactImportPreviewSchema,
  }),
  start: endpoint({
    method: "POST",
    path: "/api/admin/ImportContacts/Start",
    summary: "Import an uploaded file with the chosen mapping, in the background",
    tag,
    access: ACCESS.settings,
    body: startContactImportBodySchema,
    answer: contactImportStatusSchema,
  }),
  status: endpoint({
    method: "GET",
    path: "/api/admin/ImportContacts/Status",
    summary: "Progress and counts of an import; its first rejected rows once it ends",
    tag,
    access: ACCESS.settings,
    query: contactImportQuerySchema,
    answer: contactImportStatusSchema,
  }),
  /** Contactos_rechazados.csv (CONTACT_IMPORT_REJECTED_FILE_NAME), streamed as it is written. */
  rejected: endpoint({
    method: "GET",
    path: "/api/admin/ImportContacts/Rejected",
    summary: "An ended import's rejected rows as CSV (UTF-8 with BOM): row, reason and the row as sent",
    tag,
    access: ACCESS.settings,
    query: contactImportQuerySchema,
    answer: "file",
  }),
} as const satisfies Record<string, Endpoint>;
