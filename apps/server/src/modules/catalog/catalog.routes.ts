import { randomUUID } from "node:crypto";
import { catalogEndpoints, ROLE_IDS, ROLE_NAMES } from "@consola/shared";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { serve } from "../serve-endpoint.js";

export function catalogRoutes() {
  return async function register(app: App) {
    serve(app, catalogEndpoints.roles, async () => ok(ROLE_IDS.map((id) => ({ id, name: ROLE_NAMES[id] }))));
    serve(app, catalogEndpoints.newId, async () => ok({ id: randomUUID() }));
  };
}
