import { CONTACT_FIELD_MESSAGES, contactFieldsEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { serve } from "../serve-endpoint.js";
import {
  listContactFields,
  removeContactField,
  reorderContactFields,
  saveContactField,
} from "./contact-fields.service.js";

export function contactFieldsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, contactFieldsEndpoints.list, async (call) =>
      ok(await listContactFields(deps, call.auth, { businessId: namedBusiness(call) })),
    );

    serve(app, contactFieldsEndpoints.save, async (call) =>
      ok(await saveContactField(deps, call.auth, inNamedBusiness(call)), CONTACT_FIELD_MESSAGES.saved),
    );

    serve(app, contactFieldsEndpoints.remove, async (call) => {
      const { id, business_id } = call.body;
      const removed = await removeContactField(deps, call.auth, { id, businessId: business_id, ip: call.ip });
      return ok(removed, CONTACT_FIELD_MESSAGES.removed);
    });

    serve(app, contactFieldsEndpoints.reorder, async (call) =>
      ok(
        await reorderContactFields(deps, call.auth, inNamedBusiness(call)),
        CONTACT_FIELD_MESSAGES.reordered,
      ),
    );
  };
}
