import { randomUUID } from "node:crypto";
import { newIdSchema, ROLE_IDS, ROLE_NAMES, roleCatalogSchema } from "@consola/shared";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { okRoutes } from "../ok-routes.js";

export function catalogRoutes() {
  return async function register(app: App) {
    const route = okRoutes(app, ["catalog"]);
    route.post("/api/catalog/ListRole", { summary: "Role catalogue", data: roleCatalogSchema }, async () =>
      ok(ROLE_IDS.map((id) => ({ id, name: ROLE_NAMES[id] }))),
    );
    route.post("/api/catalog/NewId", { summary: "A new unique id", data: newIdSchema }, async () =>
      ok({ id: randomUUID() }),
    );
  };
}
