import {
  contactFieldListSchema,
  contactFieldSchema,
  removeContactFieldAnswerSchema,
  removeContactFieldBodySchema,
  reorderContactFieldsBodySchema,
  saveContactFieldBodySchema,
} from "../schemas/contact-fields.schema.js";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "contact-fields";

/** The custom fields a business keeps on its contacts. */
export const contactFieldsEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/contacts/ListContactFields",
    summary: "The business's custom contact fields, in the order the contact form shows them",
    tag,
    access: ACCESS.signedIn,
    query: businessIdQuerySchema,
    answer: contactFieldListSchema,
  }),
  save: endpoint({
    method: "POST",
    path: "/api/contacts/SaveContactField",
    summary: "Create a custom contact field, or change it when id is given (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveContactFieldBodySchema,
    answer: contactFieldSchema,
  }),
  remove: endpoint({
    method: "POST",
    path: "/api/contacts/RemoveContactField",
    summary: "Delete a custom contact field and its values (business admins)",
    tag,
    access: ACCESS.settings,
    body: removeContactFieldBodySchema,
    answer: removeContactFieldAnswerSchema,
  }),
  reorder: endpoint({
    method: "POST",
    path: "/api/contacts/ReorderContactFields",
    summary: "Put the business's custom contact fields in a new order (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: reorderContactFieldsBodySchema,
    answer: contactFieldListSchema,
  }),
} as const satisfies Record<string, Endpoint>;
