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
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "../auth/authenticate.js";
import { listAreas, removeArea, saveArea } from "./areas.service.js";

const tags = ["areas"];

/** Platform admins name the business in the body or the query string. */
const namedBusiness = (
  body: { business_id?: number | undefined },
  query: { business_id?: number | undefined },
) => body.business_id ?? query.business_id;

export function areasRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.post(
      "/api/admin/ListBusinessArea",
      {
        schema: {
          tags,
          summary: "Areas of the business by name, each with its people, open chats and quick answers",
          querystring: businessIdQuerySchema,
          body: listAreasBodySchema,
          response: { 200: okSchema(businessAreaListSchema) },
        },
      },
      async (request) =>
        ok(
          await listAreas(deps, authOf(request), { businessId: namedBusiness(request.body, request.query) }),
        ),
    );

    app.post(
      "/api/admin/AddBusinessArea",
      {
        schema: {
          tags,
          summary: "Create an area, or change it when id is given; userIds sets its people (business admins)",
          querystring: businessIdQuerySchema,
          body: saveAreaBodySchema,
          response: { 200: okSchema(businessAreaSchema) },
        },
      },
      async (request) => {
        const { id, name, description, userIds } = request.body;
        const { area, message } = await saveArea(deps, authOf(request), {
          id,
          name,
          description,
          userIds,
          businessId: namedBusiness(request.body, request.query),
          ip: request.ip,
        });
        return ok(area, message);
      },
    );

    app.post(
      "/api/admin/RemoveBusinessArea",
      {
        schema: {
          tags,
          summary:
            "Delete an area, moving its people, open chats and quick answers to moveTo (an area, or null for none)",
          querystring: businessIdQuerySchema,
          body: removeAreaBodySchema,
          response: { 200: okSchema(removeAreaResultSchema) },
        },
      },
      async (request) => {
        const moved = await removeArea(deps, authOf(request), {
          id: request.body.id,
          moveTo: request.body.moveTo,
          businessId: namedBusiness(request.body, request.query),
          ip: request.ip,
        });
        return ok(moved, AREA_MESSAGES.removed);
      },
    );
  };
}
