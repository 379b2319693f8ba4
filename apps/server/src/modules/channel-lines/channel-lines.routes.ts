import { CHANNEL_LINE_MESSAGES, channelLinesEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { namedBusiness } from "../../http/named-business.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { serve } from "../serve-endpoint.js";
import { listChannelLines, saveChannelLine } from "./channel-lines.service.js";
import { testChannelLine } from "./channel-test.service.js";

/**
 * The keys page of a business: its WhatsApp and SMS/MMS lines and their provider credentials. A platform
 * admin names the business as ?business_id= like on every settings call (the body's business_id, which
 * earlier callers send, still counts and comes first).
 */
export function channelLineRoutes(deps: AppDeps) {
  const providerCalls = perUserLimit(deps.config.writeLimits, "sendsPerMinute");
  return async function register(app: App) {
    serve(app, channelLinesEndpoints.listChannels, async (call) =>
      ok(await listChannelLines(deps, call.auth, namedBusiness(call))),
    );
    serve(app, channelLinesEndpoints.saveChannel, async (call) => {
      const line = { ...call.body, business_id: namedBusiness(call) };
      return ok(await saveChannelLine(deps, call.auth, line, call.ip), CHANNEL_LINE_MESSAGES.saved);
    });
    serve(
      app,
      channelLinesEndpoints.testChannel,
      async (call) => {
        const input = { businessId: namedBusiness(call), id: call.body.id, ip: call.ip };
        const result = await testChannelLine(deps, call.auth, input);
        return ok(result, result.message);
      },
      { rateLimit: providerCalls },
    );
  };
}
