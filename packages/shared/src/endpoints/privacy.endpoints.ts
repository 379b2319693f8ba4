import { eraseContactBodySchema, eraseContactResultSchema } from "../schemas/contacts.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "privacy";

/** Data protection (LFPDPPP, Ley 1581): what a business does with personal data on a person's request. */
export const privacyEndpoints = {
  eraseContact: endpoint({
    method: "POST",
    path: "/api/admin/EraseContact",
    summary:
      "Erase a contact on request: its chats, messages and files; the number typed again confirms (provider admins)",
    tag,
    access: ACCESS.businessAdmins,
    body: eraseContactBodySchema,
    answer: eraseContactResultSchema,
  }),
} as const satisfies Record<string, Endpoint>;
