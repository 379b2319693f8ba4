import {
  listTemplatesBodySchema,
  submitTemplateBodySchema,
  syncTemplatesBodySchema,
  TEMPLATE_MESSAGES,
  whatsappTemplateSchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { authOf } from "../auth/authenticate.js";
import { listLineTemplates, submitLineTemplate, syncLineTemplates } from "./templates.service.js";

const tags = ["templates"];

/** WhatsApp templates of a business's line: the synced list, "sincronizar", and creating one for approval. */
export function templatesRoutes(deps: AppDeps) {
  const providerCalls = perUserLimit(deps.config.writeLimits, "sendsPerMinute");
  return async function register(app: App) {
    app.post(
      "/api/config/ListTemplates",
      {
        schema: {
          tags,
          summary: "A WhatsApp line's templates with their approval state, as last synced or submitted",
          body: listTemplatesBodySchema,
          response: { 200: okSchema(z.array(whatsappTemplateSchema)) },
        },
      },
      async (request) =>
        ok(
          await listLineTemplates(deps, authOf(request), {
            businessId: request.body.business_id,
            channelId: request.body.channelId,
          }),
        ),
    );
    app.post(
      "/api/config/SyncTemplates",
      {
        config: { rateLimit: providerCalls },
        schema: {
          tags,
          summary: "Read every template of the line from the provider and store their approval state",
          body: syncTemplatesBodySchema,
          response: { 200: okSchema(z.array(whatsappTemplateSchema)) },
        },
      },
      async (request) =>
        ok(
          await syncLineTemplates(deps, authOf(request), {
            businessId: request.body.business_id,
            channelId: request.body.channelId,
            ip: request.ip,
          }),
          TEMPLATE_MESSAGES.synced,
        ),
    );
    app.post(
      "/api/config/SubmitTemplate",
      {
        config: { rateLimit: providerCalls },
        schema: {
          tags,
          summary: "Create a WhatsApp template and submit it for approval (the sandbox approves at once)",
          body: submitTemplateBodySchema,
          response: { 200: okSchema(whatsappTemplateSchema) },
        },
      },
      async (request) => {
        const { business_id, channelId, ...template } = request.body;
        const stored = await submitLineTemplate(deps, authOf(request), {
          businessId: business_id,
          channelId,
          ip: request.ip,
          ...template,
        });
        return ok(
          stored,
          stored.status === "APPROVED" ? TEMPLATE_MESSAGES.approved : TEMPLATE_MESSAGES.submitted,
        );
      },
    );
  };
}
