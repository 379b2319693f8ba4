import {
  addContactBodySchema,
  contactDetailQuerySchema,
  contactDetailSchema,
  contactOptBodySchema,
  contactOptSchema,
  contactPageSchema,
  exportContactsQuerySchema,
  listContactsBodySchema,
  modifyContactBodySchema,
  recentContactPageSchema,
  recentContactsBodySchema,
} from "../schemas/contacts.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "contacts";

/** The business's contacts: lists, one contact, the form's changes, the CSV export and opt-in. */
export const contactsEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/admin/ListAllContact",
    summary:
      "Contacts of the business, alphabetical; search by the start of a name's words or of a number, or its end",
    tag,
    access: ACCESS.business,
    body: listContactsBodySchema,
    answer: contactPageSchema,
  }),
  recent: endpoint({
    method: "POST",
    path: "/api/admin/ListContact",
    summary: "Contacts by latest conversation activity (header dropdown)",
    tag,
    access: ACCESS.business,
    body: recentContactsBodySchema,
    answer: recentContactPageSchema,
  }),
  detail: endpoint({
    method: "GET",
    path: "/api/admin/Detail",
    summary: "Every field of one contact",
    tag,
    access: ACCESS.business,
    query: contactDetailQuerySchema,
    answer: contactDetailSchema,
  }),
  add: endpoint({
    method: "POST",
    path: "/api/admin/AddContact",
    summary: "Register a contact by hand",
    tag,
    access: ACCESS.business,
    body: addContactBodySchema,
    answer: contactDetailSchema,
  }),
  modify: endpoint({
    method: "POST",
    path: "/api/admin/ModifyContact",
    summary: "Change a contact; omitted optional fields keep their value",
    tag,
    access: ACCESS.business,
    body: modifyContactBodySchema,
    answer: contactDetailSchema,
  }),
  /** Contactos.csv (CONTACT_EXPORT_FILE_NAME), streamed as it is read. */
  export: endpoint({
    method: "GET",
    path: "/api/admin/ExportContacts",
    summary: "All contacts, or a segment's members, as Contactos.csv (UTF-8 with BOM); provider admins only",
    tag,
    access: ACCESS.businessAdmins,
    query: exportContactsQuerySchema,
    answer: "file",
  }),
  optIn: endpoint({
    method: "POST",
    path: "/api/wp/MakeOptIn",
    summary: "The contact accepts messages",
    tag,
    access: ACCESS.business,
    body: contactOptBodySchema,
    answer: contactOptSchema,
  }),
  optOut: endpoint({
    method: "POST",
    path: "/api/wp/MakeOptOut",
    summary: "The contact no longer accepts messages",
    tag,
    access: ACCESS.business,
    body: contactOptBodySchema,
    answer: contactOptSchema,
  }),
} as const satisfies Record<string, Endpoint>;
