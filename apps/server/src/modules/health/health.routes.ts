import { healthEndpoints } from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { fail, ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { serveRaw } from "../serve-endpoint.js";

const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), database: z.enum(["up", "down"]) });

export function healthRoutes(deps: Pick<AppDeps, "database">) {
  return async function register(app: App) {
    serveRaw(app, healthEndpoints.health, async (_call, reply) => {
      const databaseUp = await deps.database.ping();
      const body = healthSchema.parse({
        status: databaseUp ? "ok" : "degraded",
        database: databaseUp ? "up" : "down",
      });
      if (!databaseUp) return reply.code(503).send(fail("La base de datos no responde", body));
      return ok(body);
    });
  };
}
