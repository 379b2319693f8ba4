import { AUTO_ASSIGN_MESSAGES, autoAssignEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { serve } from "../serve-endpoint.js";
import { getAutoAssign, listAgents, saveAutoAssign } from "./auto-assign.service.js";

export function autoAssignRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, autoAssignEndpoints.getAutoAssign, async (call) =>
      ok(await getAutoAssign(deps, call.auth, { businessId: call.query.business_id })),
    );

    serve(app, autoAssignEndpoints.saveAutoAssign, async (call) =>
      ok(await saveAutoAssign(deps, call.auth, inNamedBusiness(call)), AUTO_ASSIGN_MESSAGES.saved),
    );

    serve(app, autoAssignEndpoints.listAgents, async (call) =>
      ok(await listAgents(deps, call.auth, { businessId: namedBusiness(call) })),
    );
  };
}
