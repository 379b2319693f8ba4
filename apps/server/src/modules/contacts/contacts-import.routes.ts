import {
  CONTACT_IMPORT_MESSAGES,
  CONTACT_IMPORT_REJECTED_FILE_NAME,
  contactsImportEndpoints as imports,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { callWithQuery, serve, serveRaw } from "../serve-endpoint.js";
import {
  contactImportStatus,
  receiveContactImport,
  rejectedRowsCsv,
  startContactImport,
} from "./contact-import.service.js";

/** Contact import for provider admins (platform admins name the business): upload, start, follow, rejected rows. */
export function contactsImportRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serveRaw(
      app,
      imports.upload,
      async ({ request }) => ok(await receiveContactImport(deps, request), CONTACT_IMPORT_MESSAGES.uploaded),
      { rateLimit: perUserLimit(deps.config.writeLimits, "uploadsPerMinute") },
    );

    serve(app, imports.start, async ({ auth, body, ip }) =>
      ok(await startContactImport(deps, auth, { ...body, ip }), CONTACT_IMPORT_MESSAGES.started),
    );

    serve(app, imports.status, callWithQuery(deps, contactImportStatus));

    serveRaw(
      app,
      imports.rejected,
      async ({ auth, query, request }, reply) => {
        const csv = await rejectedRowsCsv(deps, auth, query);
        csv.done.catch((error: unknown) =>
          request.log.error({ err: error }, "rejected rows download failed"),
        );
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${CONTACT_IMPORT_REJECTED_FILE_NAME}"`)
          .header("cache-control", "no-store")
          .send(csv.stream);
      },
      { rateLimit: perUserLimit(deps.config.writeLimits, "exportsPerMinute") },
    );
  };
}
