import { TEMPLATE_MESSAGES, templatesEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { namedBusiness } from "../../http/named-business.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { serve } from "../serve-endpoint.js";
import { listLineTemplates, submitLineTemplate, syncLineTemplates } from "./templates.service.js";

type LineCall = {
  body: { business_id?: number | undefined; channelId: number };
  query: { business_id?: number | undefined };
  ip: string;
};

/**
 * The line a call is about (a platform admin names its business as ?business_id=, or in the body as earlier
 * callers do) and where the call came from.
 */
const lineOf = (call: LineCall) => ({
  businessId: namedBusiness(call),
  channelId: call.body.channelId,
  ip: call.ip,
});

/** WhatsApp templates of a business's line: the synced list, "sincronizar", and creating one for approval. */
export function templatesRoutes(deps: AppDeps) {
  const providerCalls = perUserLimit(deps.config.writeLimits, "sendsPerMinute");
  return async function register(app: App) {
    serve(app, templatesEndpoints.list, async (call) =>
      ok(await listLineTemplates(deps, call.auth, lineOf(call))),
    );
    serve(
      app,
      templatesEndpoints.sync,
      async (call) => ok(await syncLineTemplates(deps, call.auth, lineOf(call)), TEMPLATE_MESSAGES.synced),
      { rateLimit: providerCalls },
    );
    serve(
      app,
      templatesEndpoints.submit,
      async (call) => {
        const { business_id, channelId, ...template } = call.body;
        const stored = await submitLineTemplate(deps, call.auth, { ...lineOf(call), ...template });
        return ok(
          stored,
          stored.status === "APPROVED" ? TEMPLATE_MESSAGES.approved : TEMPLATE_MESSAGES.submitted,
        );
      },
      { rateLimit: providerCalls },
    );
  };
}
