import {
  AUTO_ASSIGN_MESSAGES,
  assignableAgentListSchema,
  autoAssignSettingsSchema,
  businessIdQuerySchema,
  listAgentsBodySchema,
  saveAutoAssignBodySchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "../auth/authenticate.js";
import { getAutoAssign, listAgents, saveAutoAssign } from "./auto-assign.service.js";

const tags = ["auto-assignment"];

export function autoAssignRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.get(
      "/api/config/GetAutoAssign",
      {
        schema: {
          tags,
          summary: "Automatic assignment settings (business admins and supervisors; platform admins name it)",
          querystring: businessIdQuerySchema,
          response: { 200: okSchema(autoAssignSettingsSchema) },
        },
      },
      async (request) =>
        ok(await getAutoAssign(deps, authOf(request), { businessId: request.query.business_id })),
    );

    app.post(
      "/api/config/SaveAutoAssign",
      {
        schema: {
          tags,
          summary:
            "Change the automatic assignment settings and agents' own capacities (business admins; platform admins name it)",
          querystring: businessIdQuerySchema,
          body: saveAutoAssignBodySchema,
          response: { 200: okSchema(autoAssignSettingsSchema) },
        },
      },
      async (request) => {
        const { enabled, byArea, maxChatsPerAgent, whenNobody, agents } = request.body;
        const businessId = request.body.business_id ?? request.query.business_id;
        const saved = await saveAutoAssign(deps, authOf(request), {
          enabled,
          byArea,
          maxChatsPerAgent,
          whenNobody,
          agents,
          businessId,
          ip: request.ip,
        });
        return ok(saved, AUTO_ASSIGN_MESSAGES.saved);
      },
    );

    app.post(
      "/api/admin/ListAgents",
      {
        schema: {
          tags,
          summary:
            "The business's active agents by name, with area, own capacity, active chats and availability (admins and supervisors)",
          querystring: businessIdQuerySchema,
          body: listAgentsBodySchema,
          response: { 200: okSchema(assignableAgentListSchema) },
        },
      },
      async (request) => {
        const businessId = request.body?.business_id ?? request.query.business_id;
        return ok(await listAgents(deps, authOf(request), { businessId }));
      },
    );
  };
}
