import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { fail, ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";

const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), database: z.enum(["up", "down"]) });

export function healthRoutes(deps: Pick<AppDeps, "database">) {
  return async function register(app: App) {
    app.get(
      "/api/health",
      {
        config: { public: true },
        schema: { tags: ["operations"], summary: "Liveness and database reachability" },
      },
      async (_request, reply) => {
        const databaseUp = await deps.database.ping();
        const body = healthSchema.parse({
          status: databaseUp ? "ok" : "degraded",
          database: databaseUp ? "up" : "down",
        });
        if (!databaseUp) return reply.code(503).send(fail("La base de datos no responde", body));
        return ok(body);
      },
    );
  };
}
