import {
  AUTO_ASSIGN_MESSAGES,
  assignableAgentListSchema,
  autoAssignSettingsSchema,
  businessIdQuerySchema,
  listAgentsBodySchema,
  saveAutoAssignBodySchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { okRoutes } from "../ok-routes.js";
import { getAutoAssign, listAgents, saveAutoAssign } from "./auto-assign.service.js";

const tags = ["auto-assignment"];

export function autoAssignRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, tags);
    route.get(
      "/api/config/GetAutoAssign",
      {
        summary: "Automatic assignment settings (business admins and supervisors; platform admins name it)",
        querystring: businessIdQuerySchema,
        data: autoAssignSettingsSchema,
      },
      async (call) => ok(await getAutoAssign(deps, call.auth, { businessId: call.query.business_id })),
    );

    route.post(
      "/api/config/SaveAutoAssign",
      {
        summary:
          "Change the automatic assignment settings and agents' own capacities (business admins; platform admins name it)",
        querystring: businessIdQuerySchema,
        body: saveAutoAssignBodySchema,
        data: autoAssignSettingsSchema,
      },
      async (call) =>
        ok(await saveAutoAssign(deps, call.auth, inNamedBusiness(call)), AUTO_ASSIGN_MESSAGES.saved),
    );

    route.post(
      "/api/admin/ListAgents",
      {
        summary:
          "The business's active agents by name, with area, own capacity, active chats and availability (admins and supervisors)",
        querystring: businessIdQuerySchema,
        body: listAgentsBodySchema,
        data: assignableAgentListSchema,
      },
      async (call) => ok(await listAgents(deps, call.auth, { businessId: namedBusiness(call) })),
    );
  };
}
