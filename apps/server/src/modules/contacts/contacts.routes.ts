import {
  addContactBodySchema,
  CONTACT_EXPORT_FILE_NAME,
  CONTACT_MESSAGES,
  contactDetailQuerySchema,
  contactDetailSchema,
  contactOptBodySchema,
  contactOptSchema,
  contactPageSchema,
  listContactsBodySchema,
  modifyContactBodySchema,
  recentContactPageSchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { authOf } from "../auth/authenticate.js";
import {
  addContact,
  contactDetail,
  listContacts,
  listRecentContacts,
  modifyContact,
  setContactOptIn,
} from "./contacts.service.js";
import { exportContacts } from "./contacts-export.js";

const tags = ["contacts"];

export function contactsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.post(
      "/api/admin/ListAllContact",
      {
        schema: {
          tags,
          summary: "Contacts of the business, alphabetical; search by any part of the name or number",
          body: listContactsBodySchema,
          response: { 200: okSchema(contactPageSchema) },
        },
      },
      async (request) => ok(await listContacts(deps, authOf(request), request.body)),
    );

    app.post(
      "/api/admin/ListContact",
      {
        schema: {
          tags,
          summary: "Contacts by latest conversation activity (header dropdown)",
          body: listContactsBodySchema,
          response: { 200: okSchema(recentContactPageSchema) },
        },
      },
      async (request) => ok(await listRecentContacts(deps, authOf(request), request.body)),
    );

    app.get(
      "/api/admin/Detail",
      {
        schema: {
          tags,
          summary: "Every field of one contact",
          querystring: contactDetailQuerySchema,
          response: { 200: okSchema(contactDetailSchema) },
        },
      },
      async (request) => ok(await contactDetail(deps, authOf(request), request.query.contact_id)),
    );

    app.post(
      "/api/admin/AddContact",
      {
        schema: {
          tags,
          summary: "Register a contact by hand",
          body: addContactBodySchema,
          response: { 200: okSchema(contactDetailSchema) },
        },
      },
      async (request) =>
        ok(
          await addContact(deps, authOf(request), { ...request.body, ip: request.ip }),
          CONTACT_MESSAGES.created,
        ),
    );

    app.post(
      "/api/admin/ModifyContact",
      {
        schema: {
          tags,
          summary: "Change a contact; omitted optional fields keep their value",
          body: modifyContactBodySchema,
          response: { 200: okSchema(contactDetailSchema) },
        },
      },
      async (request) =>
        ok(
          await modifyContact(deps, authOf(request), { ...request.body, ip: request.ip }),
          CONTACT_MESSAGES.updated,
        ),
    );

    app.get(
      "/api/admin/ExportContacts",
      {
        config: { rateLimit: perUserLimit(deps.config.writeLimits, "exportsPerMinute") },
        schema: {
          tags,
          summary: "All contacts as Contactos.csv (UTF-8 with BOM); provider admins only",
        },
      },
      async (request, reply) => {
        const csv = await exportContacts(deps, authOf(request), { ip: request.ip });
        csv.done.catch((error: unknown) => request.log.error({ err: error }, "contacts export failed"));
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${CONTACT_EXPORT_FILE_NAME}"`)
          .header("cache-control", "no-store")
          .send(csv.stream);
      },
    );

    for (const [path, optIn] of [
      ["/api/wp/MakeOptIn", true],
      ["/api/wp/MakeOptOut", false],
    ] as const) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary: optIn ? "The contact accepts messages" : "The contact no longer accepts messages",
            body: contactOptBodySchema,
            response: { 200: okSchema(contactOptSchema) },
          },
        },
        async (request) =>
          ok(
            await setContactOptIn(deps, authOf(request), {
              contactId: request.body.contactId,
              optIn,
              ip: request.ip,
            }),
            optIn ? CONTACT_MESSAGES.optedIn : CONTACT_MESSAGES.optedOut,
          ),
      );
    }
  };
}
