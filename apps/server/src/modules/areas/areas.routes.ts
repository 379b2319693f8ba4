import { AREA_MESSAGES, areasEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { serve } from "../serve-endpoint.js";
import { listAreas, removeArea, saveArea } from "./areas.service.js";

export function areasRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, areasEndpoints.list, async (call) =>
      ok(await listAreas(deps, call.auth, { businessId: namedBusiness(call) })),
    );

    serve(app, areasEndpoints.save, async (call) => {
      const { area, message } = await saveArea(deps, call.auth, inNamedBusiness(call));
      return ok(area, message);
    });

    serve(app, areasEndpoints.remove, async (call) => {
      const { id, moveTo } = call.body;
      const input = { id, moveTo, businessId: namedBusiness(call), ip: call.ip };
      return ok(await removeArea(deps, call.auth, input), AREA_MESSAGES.removed);
    });
  };
}
