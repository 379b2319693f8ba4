import {
  activeBusinessBodySchema,
  activeBusinessResultSchema,
  addBusinessBodySchema,
  businessHistoryBodySchema,
  businessHistoryPageSchema,
  businessIdBodySchema,
  businessListPageSchema,
  listBusinessesBodySchema,
  PLATFORM_BUSINESS_TEXTS,
  platformBusinessSchema,
  removeBusinessBodySchema,
  saveBusinessBodySchema,
} from "@consola/shared";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { okRoutes } from "../ok-routes.js";
import { businessHistory } from "./business-history.js";
import { removeBusiness, setBusinessActive } from "./business-status.service.js";
import {
  addBusiness,
  getPlatformBusiness,
  listBusinesses,
  saveBusiness,
} from "./platform-businesses.service.js";

const tags = ["platform businesses"];

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
    const route = okRoutes(app, tags);
    route.post(
      "/api/admin/ListBusiness",
      {
        summary: "Businesses by name (accents and case ignored), a page after `after` (platform admins)",
        body: listBusinessesBodySchema,
        data: businessListPageSchema,
      },
      async (call) => ok(await listBusinesses(deps, call.auth, call.body)),
    );

    route.post(
      "/api/admin/GetBusiness",
      {
        summary: "One business as the edit form shows it, access key included (platform admins)",
        body: businessIdBodySchema,
        data: platformBusinessSchema,
      },
      async (call) => ok(await getPlatformBusiness(deps, call.auth, call.body.id)),
    );

    route.post(
      "/api/admin/AddBusiness",
      {
        summary:
          "Create a business with its defaults and its first admin, who gets the set-password e-mail (platform admins)",
        body: addBusinessBodySchema,
        data: platformBusinessSchema,
        rateLimit: creationLimit,
      },
      async (call) =>
        ok(
          await addBusiness(deps, call.auth, { ...call.body, ip: call.ip }),
          PLATFORM_BUSINESS_TEXTS.created,
        ),
    );

    route.post(
      "/api/admin/SaveBusiness",
      {
        summary: "Change a business's data, clock, survey switch and colours (platform admins)",
        body: saveBusinessBodySchema,
        data: platformBusinessSchema,
      },
      async (call) =>
        ok(
          await saveBusiness(deps, call.auth, { ...call.body, ip: call.ip }),
          PLATFORM_BUSINESS_TEXTS.updated,
        ),
    );

    route.post(
      "/api/admin/ActiveBusiness",
      {
        summary:
          "Activate a business, or deactivate it: its people are signed out and refused, its inbound messages kept",
        body: activeBusinessBodySchema,
        data: activeBusinessResultSchema,
      },
      async (call) => {
        const result = await setBusinessActive(deps, call.auth, { ...call.body, ip: call.ip });
        return ok(
          result,
          call.body.active
            ? PLATFORM_BUSINESS_TEXTS.activated
            : PLATFORM_BUSINESS_TEXTS.deactivated(result.sessionsEnded),
        );
      },
    );

    route.post(
      "/api/admin/RemoveBusiness",
      {
        summary:
          "Remove an inactive business whose name is typed again; its audit entries stay (platform admins)",
        body: removeBusinessBodySchema,
        data: z.null(),
      },
      async (call) => {
        await removeBusiness(deps, call.auth, { ...call.body, ip: call.ip });
        return ok(null, PLATFORM_BUSINESS_TEXTS.removed);
      },
    );

    route.post(
      "/api/admin/BusinessHistory",
      {
        summary: "A business's audit entries, newest first, a page after `after` (platform admins)",
        body: businessHistoryBodySchema,
        data: businessHistoryPageSchema,
      },
      async (call) => ok(await businessHistory(deps, call.auth, call.body)),
    );
  };
}
