import {
  BOT_MESSAGES,
  botSelectorSchema,
  botSettingsListSchema,
  botSettingsSchema,
  botTypeListSchema,
  businessBotReportBodySchema,
  businessBotReportSchema,
  businessIdQuerySchema,
  listChatBotBodySchema,
  saveChatBotBodySchema,
  saveSelectorBodySchema,
  setSelectorStatusBodySchema,
} from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { inNamedBusiness, namedBusiness } from "../../http/named-business.js";
import { okRoutes } from "../ok-routes.js";
import {
  botTypes,
  getBotSelector,
  listChatBots,
  saveChatBot,
  saveSelector,
  setSelectorStatus,
} from "./bots.service.js";
import { businessBotReport } from "./bots-report.service.js";

/**
 * The spec names the bots' calls in three families (Admin, Selector area, Report); decision 009 maps them.
 * SaveChatBot and the report's SaveBot and AddBot are one call under three names.
 */
const SAVE_CHAT_BOT_PATHS = ["/api/admin/SaveChatBot", "/api/report/SaveBot", "/api/report/AddBot"] as const;

export function botsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, ["bots"]);
    route.get(
      "/api/catalog/TypeChatBot",
      { summary: "The kinds of bot", data: botTypeListSchema },
      async () => ok(botTypes()),
    );

    route.post(
      "/api/admin/ListChatBot",
      {
        summary: "The business's welcome, name-change and area-selector bots: switch and texts",
        querystring: businessIdQuerySchema,
        body: listChatBotBodySchema.optional(),
        data: botSettingsListSchema,
      },
      async (call) => ok(await listChatBots(deps, call.auth, { businessId: namedBusiness(call) })),
    );

    for (const path of SAVE_CHAT_BOT_PATHS) {
      route.post(
        path,
        {
          summary:
            "Save the welcome or the name-change bot: its texts and whether it is on (business admins)",
          querystring: businessIdQuerySchema,
          body: saveChatBotBodySchema,
          data: botSettingsSchema,
        },
        async (call) => {
          const input = { ...call.body, businessId: namedBusiness(call), ip: call.ip };
          return ok(await saveChatBot(deps, call.auth, input), BOT_MESSAGES.saved);
        },
      );
    }

    route.post(
      "/api/selector/GetBotSelector",
      {
        summary: "The area selector: its menu, switch, the business's areas and the chats waiting on it",
        querystring: businessIdQuerySchema,
        body: listChatBotBodySchema.optional(),
        data: botSelectorSchema,
      },
      async (call) => ok(await getBotSelector(deps, call.auth, { businessId: namedBusiness(call) })),
    );

    route.post(
      "/api/selector/SaveBot",
      {
        summary: "Save the area selector's texts, areas in menu order and waiting time (business admins)",
        querystring: businessIdQuerySchema,
        body: saveSelectorBodySchema,
        data: botSelectorSchema,
      },
      async (call) => ok(await saveSelector(deps, call.auth, inNamedBusiness(call)), BOT_MESSAGES.saved),
    );

    route.post(
      "/api/selector/SetStatusBot",
      {
        summary:
          "Switch the area selector on or off; off sends the chats waiting on it to the general queue (business admins)",
        querystring: businessIdQuerySchema,
        body: setSelectorStatusBodySchema,
        data: botSelectorSchema,
      },
      async (call) =>
        ok(
          await setSelectorStatus(deps, call.auth, inNamedBusiness(call)),
          call.body.active ? BOT_MESSAGES.activated : BOT_MESSAGES.deactivated,
        ),
    );

    route.post(
      "/api/report/BusinessBot",
      {
        summary: "What the bots did with the chats opened between two days (admins and supervisors)",
        querystring: businessIdQuerySchema,
        body: businessBotReportBodySchema,
        data: businessBotReportSchema,
      },
      async (call) => {
        const { from, to } = call.body;
        return ok(await businessBotReport(deps, call.auth, { businessId: namedBusiness(call), from, to }));
      },
    );
  };
}
