import {
  businessAreaListSchema,
  businessAreaSchema,
  listAreasBodySchema,
  removeAreaBodySchema,
  removeAreaResultSchema,
  saveAreaBodySchema,
} from "../schemas/areas.schema.js";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "areas";

export const areasEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/admin/ListBusinessArea",
    summary: "Areas of the business by name, each with its people, open chats and quick answers",
    tag,
    access: ACCESS.signedIn,
    query: businessIdQuerySchema,
    body: listAreasBodySchema,
    answer: businessAreaListSchema,
  }),
  save: endpoint({
    method: "POST",
    path: "/api/admin/AddBusinessArea",
    summary: "Create an area, or change it when id is given; userIds sets its people (business admins)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveAreaBodySchema,
    answer: businessAreaSchema,
  }),
  remove: endpoint({
    method: "POST",
    path: "/api/admin/RemoveBusinessArea",
    summary:
      "Delete an area, moving its people, open chats and quick answers to moveTo (an area, or null for none)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: removeAreaBodySchema,
    answer: removeAreaResultSchema,
  }),
} as const satisfies Record<string, Endpoint>;
