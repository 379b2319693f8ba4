import { randomUUID } from "node:crypto";
import { newIdSchema, ROLE_IDS, ROLE_NAMES, roleCatalogSchema } from "@consola/shared";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";

export function catalogRoutes() {
  return async function register(app: App) {
    app.post(
      "/api/catalog/ListRole",
      {
        schema: {
          tags: ["catalog"],
          summary: "Role catalogue",
          response: { 200: okSchema(roleCatalogSchema) },
        },
      },
      async () => ok(ROLE_IDS.map((id) => ({ id, name: ROLE_NAMES[id] }))),
    );
    app.post(
      "/api/catalog/NewId",
      { schema: { tags: ["catalog"], summary: "A new unique id", response: { 200: okSchema(newIdSchema) } } },
      async () => ok({ id: randomUUID() }),
    );
  };
}
