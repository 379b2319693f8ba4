import { CONTACT_EXPORT_FILE_NAME, CONTACT_MESSAGES, contactsEndpoints as contacts } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { sendCsvDownload } from "../../http/csv-download.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { callWithBody, serve, serveRaw } from "../serve-endpoint.js";
import {
  contactDetail,
  listContacts,
  listRecentContacts,
  saveContact,
  setContactOptIn,
} from "./contacts.service.js";
import { exportContacts } from "./contacts-export.js";

export function contactsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, contacts.list, callWithBody(deps, listContacts));
    serve(app, contacts.recent, callWithBody(deps, listRecentContacts));
    serve(app, contacts.detail, async ({ auth, query }) =>
      ok(await contactDetail(deps, auth, query.contact_id)),
    );

    serve(app, contacts.add, async (call) =>
      ok(await saveContact(deps, call.auth, { ...call.body, ip: call.ip }), CONTACT_MESSAGES.created),
    );
    serve(app, contacts.modify, async (call) =>
      ok(await saveContact(deps, call.auth, { ...call.body, ip: call.ip }), CONTACT_MESSAGES.updated),
    );

    serveRaw(
      app,
      contacts.export,
      async ({ auth, ip, query, request }, reply) => {
        const csv = await exportContacts(deps, auth, {
          ip,
          matching: {
            search: query.search,
            labelIds: query.labelIds,
            labelMatch: query.labelMatch,
            segmentId: query.segment_id,
          },
          contactIds: query.contact_ids,
        });
        return sendCsvDownload(request, reply, csv, {
          fileName: CONTACT_EXPORT_FILE_NAME,
          what: "contacts export",
        });
      },
      { rateLimit: perUserLimit(deps.config.writeLimits, "exportsPerMinute") },
    );

    for (const [opt, optIn] of [
      [contacts.optIn, true],
      [contacts.optOut, false],
    ] as const) {
      serve(app, opt, async ({ auth, body, ip }) =>
        ok(
          await setContactOptIn(deps, auth, { contactId: body.contactId, optIn, ip }),
          optIn ? CONTACT_MESSAGES.optedIn : CONTACT_MESSAGES.optedOut,
        ),
      );
    }
  };
}
