import { BOT_MESSAGES, botsEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { serve } from "../serve-endpoint.js";
import {
  botTypes,
  getBotSelector,
  listChatBots,
  saveChatBot,
  saveSelector,
  setSelectorStatus,
} from "./bots.service.js";
import { businessBotReport } from "./bots-report.service.js";

/** SaveChatBot and the report's SaveBot and AddBot are one call under three names (decision 009). */
const SAVE_CHAT_BOT_ENDPOINTS = [
  botsEndpoints.save,
  botsEndpoints.saveAsReportSaveBot,
  botsEndpoints.saveAsReportAddBot,
] as const;

export function botsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, botsEndpoints.types, async () => ok(botTypes()));

    serve(app, botsEndpoints.list, async (call) =>
      ok(await listChatBots(deps, call.auth, { businessId: namedBusiness(call) })),
    );

    for (const endpoint of SAVE_CHAT_BOT_ENDPOINTS) {
      serve(app, endpoint, async (call) => {
        const input = { ...call.body, businessId: namedBusiness(call), ip: call.ip };
        return ok(await saveChatBot(deps, call.auth, input), BOT_MESSAGES.saved);
      });
    }

    serve(app, botsEndpoints.selector, async (call) =>
      ok(await getBotSelector(deps, call.auth, { businessId: namedBusiness(call) })),
    );

    serve(app, botsEndpoints.saveSelector, async (call) =>
      ok(await saveSelector(deps, call.auth, inNamedBusiness(call)), BOT_MESSAGES.saved),
    );

    serve(app, botsEndpoints.setSelectorStatus, async (call) =>
      ok(
        await setSelectorStatus(deps, call.auth, inNamedBusiness(call)),
        call.body.active ? BOT_MESSAGES.activated : BOT_MESSAGES.deactivated,
      ),
    );

    serve(app, botsEndpoints.report, async (call) => {
      const { from, to } = call.body;
      return ok(await businessBotReport(deps, call.auth, { businessId: namedBusiness(call), from, to }));
    });
  };
}
