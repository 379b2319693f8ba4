import { PLATFORM_BUSINESS_TEXTS, platformBusinessesEndpoints } from "@consola/shared";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { serve } from "../serve-endpoint.js";
import { businessHistory } from "./business-history.js";
import { removeBusiness, setBusinessActive } from "./business-status.service.js";
import {
  addBusiness,
  getPlatformBusiness,
  listBusinesses,
  saveBusiness,
} from "./platform-businesses.service.js";

/** A business creation sends a welcome e-mail: a generous cap, per platform admin, against a stuck button. */
const creationLimit = {
  max: 30,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    request.auth ? `add-business:${request.auth.userId}` : `add-business:${request.ip}`,
};

/** /admin/business: the platform admins' calls (Super, VocomAdmin); every business role gets 403. */
export function platformBusinessesRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, platformBusinessesEndpoints.list, async (call) =>
      ok(await listBusinesses(deps, call.auth, call.body)),
    );

    serve(app, platformBusinessesEndpoints.detail, async (call) =>
      ok(await getPlatformBusiness(deps, call.auth, call.body.id)),
    );

    serve(
      app,
      platformBusinessesEndpoints.add,
      async (call) =>
        ok(
          await addBusiness(deps, call.auth, { ...call.body, ip: call.ip }),
          PLATFORM_BUSINESS_TEXTS.created,
        ),
      { rateLimit: creationLimit },
    );

    serve(app, platformBusinessesEndpoints.save, async (call) =>
      ok(await saveBusiness(deps, call.auth, { ...call.body, ip: call.ip }), PLATFORM_BUSINESS_TEXTS.updated),
    );

    serve(app, platformBusinessesEndpoints.setActive, async (call) => {
      const result = await setBusinessActive(deps, call.auth, { ...call.body, ip: call.ip });
      return ok(
        result,
        call.body.active
          ? PLATFORM_BUSINESS_TEXTS.activated
          : PLATFORM_BUSINESS_TEXTS.deactivated(result.sessionsEnded),
      );
    });

    serve(app, platformBusinessesEndpoints.remove, async (call) => {
      await removeBusiness(deps, call.auth, { ...call.body, ip: call.ip });
      return ok(null, PLATFORM_BUSINESS_TEXTS.removed);
    });

    serve(app, platformBusinessesEndpoints.history, async (call) =>
      ok(await businessHistory(deps, call.auth, call.body)),
    );
  };
}
