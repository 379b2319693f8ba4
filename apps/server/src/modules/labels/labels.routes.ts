import { LABEL_MESSAGES, labelsEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { callWithBody, serve } from "../serve-endpoint.js";
import { labelChat, labelContact, listLabels, removeLabel, saveLabel } from "./labels.service.js";

export function labelsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, labelsEndpoints.list, async (call) =>
      ok(await listLabels(deps, call.auth, { businessId: namedBusiness(call) })),
    );

    serve(app, labelsEndpoints.save, async (call) =>
      ok(await saveLabel(deps, call.auth, inNamedBusiness(call)), LABEL_MESSAGES.saved),
    );

    serve(app, labelsEndpoints.remove, async (call) => {
      const { id, business_id } = call.body;
      const removed = await removeLabel(deps, call.auth, { id, businessId: business_id, ip: call.ip });
      const message =
        removed.outcome === "deleted" ? LABEL_MESSAGES.removed : LABEL_MESSAGES.deactivatedInUse;
      return ok(removed, message);
    });

    serve(app, labelsEndpoints.labelContact, callWithBody(deps, labelContact, LABEL_MESSAGES.applied));
    serve(app, labelsEndpoints.labelChat, callWithBody(deps, labelChat, LABEL_MESSAGES.applied));
  };
}
