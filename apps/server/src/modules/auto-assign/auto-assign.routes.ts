import {
  AUTO_ASSIGN_MESSAGES,
  autoAssignSettingsSchema,
  businessIdQuerySchema,
  saveAutoAssignBodySchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "../auth/authenticate.js";
import { getAutoAssign, saveAutoAssign } from "./auto-assign.service.js";

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
          summary: "Change the automatic assignment settings (business admins; platform admins name it)",
          querystring: businessIdQuerySchema,
          body: saveAutoAssignBodySchema,
          response: { 200: okSchema(autoAssignSettingsSchema) },
        },
      },
      async (request) => {
        const { enabled, byArea, maxChatsPerAgent } = request.body;
        const businessId = request.body.business_id ?? request.query.business_id;
        const saved = await saveAutoAssign(deps, authOf(request), {
          enabled,
          byArea,
          maxChatsPerAgent,
          businessId,
          ip: request.ip,
        });
        return ok(saved, AUTO_ASSIGN_MESSAGES.saved);
      },
    );
  };
}
