import {
  CONTACT_IMPORT_MESSAGES,
  CONTACT_IMPORT_REJECTED_FILE_NAME,
  contactImportPreviewSchema,
  contactImportQuerySchema,
  contactImportStatusSchema,
  startContactImportBodySchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { authOf } from "../auth/authenticate.js";
import { callWithQuery, okRoutes } from "../ok-routes.js";
import {
  contactImportStatus,
  receiveContactImport,
  rejectedRowsCsv,
  startContactImport,
} from "./contact-import.service.js";

const tags = ["contacts"];

/** Contact import for provider admins (platform admins name the business): upload, start, follow, rejected rows. */
export function contactsImportRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, tags);
    app.post(
      "/api/admin/ImportContacts",
      {
        config: { rateLimit: perUserLimit(deps.config.writeLimits, "uploadsPerMinute") },
        schema: {
          tags,
          summary:
            "Upload a CSV or XLSX of contacts (multipart: business_id for platform admins, then file): its columns, first rows and a suggested mapping",
          consumes: ["multipart/form-data"],
          response: { 200: okSchema(contactImportPreviewSchema) },
        },
      },
      async (request) => ok(await receiveContactImport(deps, request), CONTACT_IMPORT_MESSAGES.uploaded),
    );

    route.post(
      "/api/admin/ImportContacts/Start",
      {
        summary: "Import an uploaded file with the chosen mapping, in the background",
        body: startContactImportBodySchema,
        data: contactImportStatusSchema,
      },
      async ({ auth, body, ip }) =>
        ok(await startContactImport(deps, auth, { ...body, ip }), CONTACT_IMPORT_MESSAGES.started),
    );

    route.get(
      "/api/admin/ImportContacts/Status",
      {
        summary: "Progress and counts of an import; its first rejected rows once it ends",
        querystring: contactImportQuerySchema,
        data: contactImportStatusSchema,
      },
      callWithQuery(deps, contactImportStatus),
    );

    app.get(
      "/api/admin/ImportContacts/Rejected",
      {
        config: { rateLimit: perUserLimit(deps.config.writeLimits, "exportsPerMinute") },
        schema: {
          tags,
          summary: "An ended import's rejected rows as CSV (UTF-8 with BOM): row, reason and the row as sent",
          querystring: contactImportQuerySchema,
        },
      },
      async (request, reply) => {
        const csv = await rejectedRowsCsv(deps, authOf(request), request.query);
        csv.done.catch((error: unknown) =>
          request.log.error({ err: error }, "rejected rows download failed"),
        );
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${CONTACT_IMPORT_REJECTED_FILE_NAME}"`)
          .header("cache-control", "no-store")
          .send(csv.stream);
      },
    );
  };
}
