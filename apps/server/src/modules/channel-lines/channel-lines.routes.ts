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
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { authOf } from "../auth/authenticate.js";
import { listChannelLines, saveChannelLine } from "./channel-lines.service.js";
import { testChannelLine } from "./channel-test.service.js";

const tags = ["channels"];

/** The keys page of a business: its WhatsApp and SMS/MMS lines and their provider credentials. */
export function channelLineRoutes(deps: AppDeps) {
  const providerCalls = perUserLimit(deps.config.writeLimits, "sendsPerMinute");
  return async function register(app: App) {
    app.post(
      "/api/config/ListChannels",
      {
        schema: {
          tags,
          summary: "A business's lines (credentials reported as set, never returned)",
          body: businessIdQuerySchema,
          response: { 200: okSchema(z.array(channelLineSchema)) },
        },
      },
      async (request) => ok(await listChannelLines(deps, authOf(request), request.body.business_id)),
    );
    app.post(
      "/api/config/SaveChannel",
      {
        schema: {
          tags,
          summary: "Add or update a line with its provider credentials",
          body: saveChannelLineBodySchema,
          response: { 200: okSchema(channelLineSchema) },
        },
      },
      async (request) =>
        ok(
          await saveChannelLine(deps, authOf(request), request.body, request.ip),
          CHANNEL_LINE_MESSAGES.saved,
        ),
    );
    app.post(
      "/api/config/TestChannel",
      {
        config: { rateLimit: providerCalls },
        schema: {
          tags,
          summary: "Probar conexión: ask the line's provider whether its stored credentials reach it",
          body: testChannelBodySchema,
          response: { 200: okSchema(channelTestResultSchema) },
        },
      },
      async (request) => {
        const result = await testChannelLine(deps, authOf(request), {
          businessId: request.body.business_id,
          id: request.body.id,
          ip: request.ip,
        });
        return ok(result, result.message);
      },
    );
  };
}
