import {
  businessIdQuerySchema,
  CHANNEL_LINE_MESSAGES,
  channelLineSchema,
  channelTestResultSchema,
  saveChannelLineBodySchema,
  testChannelBodySchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { okRoutes } from "../ok-routes.js";
import { listChannelLines, saveChannelLine } from "./channel-lines.service.js";
import { testChannelLine } from "./channel-test.service.js";

/** The keys page of a business: its WhatsApp and SMS/MMS lines and their provider credentials. */
export function channelLineRoutes(deps: AppDeps) {
  const providerCalls = perUserLimit(deps.config.writeLimits, "sendsPerMinute");
  return async function register(app: App) {
    const route = okRoutes(app, ["channels"]);
    route.post(
      "/api/config/ListChannels",
      {
        summary: "A business's lines (credentials reported as set, never returned)",
        body: businessIdQuerySchema,
        data: z.array(channelLineSchema),
      },
      async ({ auth, body }) => ok(await listChannelLines(deps, auth, body.business_id)),
    );
    route.post(
      "/api/config/SaveChannel",
      {
        summary: "Add or update a line with its provider credentials",
        body: saveChannelLineBodySchema,
        data: channelLineSchema,
      },
      async ({ auth, body, ip }) =>
        ok(await saveChannelLine(deps, auth, body, ip), CHANNEL_LINE_MESSAGES.saved),
    );
    route.post(
      "/api/config/TestChannel",
      {
        summary: "Probar conexión: ask the line's provider whether its stored credentials reach it",
        body: testChannelBodySchema,
        data: channelTestResultSchema,
        rateLimit: providerCalls,
      },
      async ({ auth, body, ip }) => {
        const result = await testChannelLine(deps, auth, { businessId: body.business_id, id: body.id, ip });
        return ok(result, result.message);
      },
    );
  };
}
