import { newIdSchema, roleCatalogSchema } from "../schemas/session.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "catalog";

export const catalogEndpoints = {
  roles: endpoint({
    method: "POST",
    path: "/api/catalog/ListRole",
    summary: "Role catalogue",
    tag,
    access: ACCESS.signedIn,
    answer: roleCatalogSchema,
  }),
  newId: endpoint({
    method: "POST",
    path: "/api/catalog/NewId",
    summary: "A new unique id",
    tag,
    access: ACCESS.signedIn,
    answer: newIdSchema,
  }),
} as const satisfies Record<string, Endpoint>;
