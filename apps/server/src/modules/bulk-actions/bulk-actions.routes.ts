import { BULK_MESSAGES, bulkActionsEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { callWithQuery, serve } from "../serve-endpoint.js";
import { bulkActionStatus, cancelBulkAction, startBulkAction } from "./bulk-actions.service.js";

export function bulkActionsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, bulkActionsEndpoints.start, async (call) =>
      ok(await startBulkAction(deps, call.auth, { ...call.body, ip: call.ip }), BULK_MESSAGES.started),
    );
    serve(app, bulkActionsEndpoints.status, callWithQuery(deps, bulkActionStatus));
    serve(app, bulkActionsEndpoints.cancel, async (call) =>
      ok(await cancelBulkAction(deps, call.auth, { ...call.body, ip: call.ip }), BULK_MESSAGES.cancelled),
    );
  };
}
