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
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { authOf } from "../auth/authenticate.js";
import { callWithBody, okRoutes } from "../ok-routes.js";
import {
  contactDetail,
  listContacts,
  listRecentContacts,
  saveContact,
  setContactOptIn,
} from "./contacts.service.js";
import { exportContacts } from "./contacts-export.js";

const tags = ["contacts"];

export function contactsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, tags);
    route.post(
      "/api/admin/ListAllContact",
      {
        summary:
          "Contacts of the business, alphabetical; search by the start of a name's words or of a number, or its end",
        body: listContactsBodySchema,
        data: contactPageSchema,
      },
      callWithBody(deps, listContacts),
    );

    route.post(
      "/api/admin/ListContact",
      {
        summary: "Contacts by latest conversation activity (header dropdown)",
        body: listContactsBodySchema,
        data: recentContactPageSchema,
      },
      callWithBody(deps, listRecentContacts),
    );

    route.get(
      "/api/admin/Detail",
      {
        summary: "Every field of one contact",
        querystring: contactDetailQuerySchema,
        data: contactDetailSchema,
      },
      async ({ auth, query }) => ok(await contactDetail(deps, auth, query.contact_id)),
    );

    for (const { path, summary, body, message } of [
      {
        path: "/api/admin/AddContact",
        summary: "Register a contact by hand",
        body: addContactBodySchema,
        message: CONTACT_MESSAGES.created,
      },
      {
        path: "/api/admin/ModifyContact",
        summary: "Change a contact; omitted optional fields keep their value",
        body: modifyContactBodySchema,
        message: CONTACT_MESSAGES.updated,
      },
    ]) {
      route.post(path, { summary, body, data: contactDetailSchema }, async (call) =>
        ok(await saveContact(deps, call.auth, { ...call.body, ip: call.ip }), message),
      );
    }

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
      route.post(
        path,
        {
          summary: optIn ? "The contact accepts messages" : "The contact no longer accepts messages",
          body: contactOptBodySchema,
          data: contactOptSchema,
        },
        async ({ auth, body, ip }) =>
          ok(
            await setContactOptIn(deps, auth, { contactId: body.contactId, optIn, ip }),
            optIn ? CONTACT_MESSAGES.optedIn : CONTACT_MESSAGES.optedOut,
          ),
      );
    }
  };
}
