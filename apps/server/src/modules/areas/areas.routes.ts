import {
  AREA_MESSAGES,
  businessAreaListSchema,
  businessAreaSchema,
  businessIdQuerySchema,
  listAreasBodySchema,
  removeAreaBodySchema,
  removeAreaResultSchema,
  saveAreaBodySchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { okRoutes } from "../ok-routes.js";
import { listAreas, removeArea, saveArea } from "./areas.service.js";

export function areasRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, ["areas"]);
    route.post(
      "/api/admin/ListBusinessArea",
      {
        summary: "Areas of the business by name, each with its people, open chats and quick answers",
        querystring: businessIdQuerySchema,
        body: listAreasBodySchema,
        data: businessAreaListSchema,
      },
      async (call) => ok(await listAreas(deps, call.auth, { businessId: namedBusiness(call) })),
    );

    route.post(
      "/api/admin/AddBusinessArea",
      {
        summary: "Create an area, or change it when id is given; userIds sets its people (business admins)",
        querystring: businessIdQuerySchema,
        body: saveAreaBodySchema,
        data: businessAreaSchema,
      },
      async (call) => {
        const { area, message } = await saveArea(deps, call.auth, inNamedBusiness(call));
        return ok(area, message);
      },
    );

    route.post(
      "/api/admin/RemoveBusinessArea",
      {
        summary:
          "Delete an area, moving its people, open chats and quick answers to moveTo (an area, or null for none)",
        querystring: businessIdQuerySchema,
        body: removeAreaBodySchema,
        data: removeAreaResultSchema,
      },
      async (call) => {
        const { id, moveTo } = call.body;
        const input = { id, moveTo, businessId: namedBusiness(call), ip: call.ip };
        return ok(await removeArea(deps, call.auth, input), AREA_MESSAGES.removed);
      },
    );
  };
}
